import { describe, expect, it } from 'vitest';
import type { ChatFriend } from '../entities.ts';
import { sortChatContacts, sortChatUsers } from './chat.ts';

const ids = (list: readonly ChatFriend[]) => list.map((f) => f.id);

describe('sortChatContacts', () => {
  it('should keep only entries with an mpType or the assistant', () => {
    const list: ChatFriend[] = [
      { id: 1, mpType: 'teacher', timeSend: 1 },
      { id: 2, timeSend: 2 },
      { id: 3, mpType: null, timeSend: 3 },
      { id: 4, mpType: '  ', timeSend: 4 },
      { id: 30001, timeSend: 0 },
    ];
    expect(ids(sortChatContacts(list))).toEqual([30001, 1]);
  });

  it('should recognise the assistant whether its id is a number or text', () => {
    expect(ids(sortChatContacts([{ id: '30001' }]))).toEqual(['30001']);
  });

  it('should put pinned entries first, then the rest, each newest first', () => {
    const list: ChatFriend[] = [
      { id: 'a', mpType: 'x', timeSend: 100 },
      { id: 'b', mpType: 'x', timeSend: 300, openTopChatTime: 5 },
      { id: 'c', mpType: 'x', timeSend: 200 },
      { id: 'd', mpType: 'x', timeSend: 50, openTopChatTime: 9 },
    ];
    expect(ids(sortChatContacts(list))).toEqual(['b', 'd', 'c', 'a']);
  });

  it('should pin the assistant even without openTopChatTime', () => {
    const list: ChatFriend[] = [
      { id: 'a', mpType: 'x', timeSend: 500 },
      { id: 30001, timeSend: 10 },
    ];
    expect(ids(sortChatContacts(list))).toEqual([30001, 'a']);
  });

  it('should treat an openTopChatTime of 0 or null as not pinned', () => {
    const list: ChatFriend[] = [
      { id: 'a', mpType: 'x', timeSend: 1, openTopChatTime: 0 },
      { id: 'b', mpType: 'x', timeSend: 2, openTopChatTime: null },
    ];
    expect(ids(sortChatContacts(list))).toEqual(['b', 'a']);
  });

  it('should sort entries without timeSend as oldest', () => {
    const list: ChatFriend[] = [
      { id: 'a', mpType: 'x' },
      { id: 'b', mpType: 'x', timeSend: 1 },
      { id: 'c', mpType: 'x', timeSend: null },
    ];
    expect(ids(sortChatContacts(list))).toEqual(['b', 'a', 'c']);
  });

  it('should keep the input order for ties', () => {
    const list: ChatFriend[] = [
      { id: 'a', mpType: 'x', timeSend: 1 },
      { id: 'b', mpType: 'x', timeSend: 1 },
    ];
    expect(ids(sortChatContacts(list))).toEqual(['a', 'b']);
  });

  it('should not change the input list', () => {
    const list: ChatFriend[] = [
      { id: 'a', mpType: 'x', timeSend: 1 },
      { id: 'b', mpType: 'x', timeSend: 2 },
    ];
    sortChatContacts(list);
    expect(ids(list)).toEqual(['a', 'b']);
  });

  it('should keep extra fields of the entries', () => {
    const [first] = sortChatContacts([{ id: 1, mpType: 'x', nickName: '张三' }]);
    expect(first?.nickName).toBe('张三');
  });

  it('should return an empty list for an empty list', () => {
    expect(sortChatContacts([])).toEqual([]);
  });
});

describe('sortChatUsers', () => {
  it('should sort by timeSend, oldest first', () => {
    expect(
      ids(
        sortChatUsers([
          { id: 'b', timeSend: 2 },
          { id: 'c', timeSend: 3 },
          { id: 'a', timeSend: 1 },
        ]),
      ),
    ).toEqual(['a', 'b', 'c']);
  });

  it('should put entries without timeSend first and keep ties in order', () => {
    expect(ids(sortChatUsers([{ id: 'a', timeSend: 1 }, { id: 'b' }, { id: 'c', timeSend: 1 }]))).toEqual(['b', 'a', 'c']);
  });

  it('should keep entries without mpType and not change the input', () => {
    const list: ChatFriend[] = [
      { id: 'b', timeSend: 2 },
      { id: 'a', timeSend: 1 },
    ];
    expect(sortChatUsers(list)).toHaveLength(2);
    expect(ids(list)).toEqual(['b', 'a']);
  });
});
