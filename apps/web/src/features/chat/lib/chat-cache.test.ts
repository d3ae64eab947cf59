import type { ChatMessage } from '@onehall/contract';
import { describe, expect, it } from 'vitest';
import { chatTime, feedbackPath, flattenConversation, withMessage } from './chat-cache.ts';

const msg = (id: string, timeSend: string): ChatMessage => ({
  id,
  conversationId: 'c1',
  mpId: 'a1',
  from: 'user',
  senderName: '张思远',
  text: id,
  timeSend,
});

describe('chat cache', () => {
  const data = {
    pages: [
      { records: [msg('c', '2025-09-01T10:00:00.000Z'), msg('d', '2025-09-01T11:00:00.000Z')], hasMore: true },
      { records: [msg('a', '2025-09-01T08:00:00.000Z'), msg('b', '2025-09-01T09:00:00.000Z')], hasMore: false },
    ],
    pageParams: [undefined, 'c'],
  };

  it('should show the pages ascending, oldest page first', () => {
    expect(flattenConversation(data).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('should add a pushed message once, in time order', () => {
    const once = withMessage(data, msg('e', '2025-09-01T12:00:00.000Z'));
    expect(flattenConversation(once).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(withMessage(once, msg('e', '2025-09-01T12:00:00.000Z'))).toBe(once);
  });

  it('should lead 反馈问题 to the feedback page with the question', () => {
    const opened = new URL(feedbackPath('校园卡丢了怎么办 & 补办'), 'http://hall');
    expect(opened.pathname).toBe('/home/iframPage');
    expect(opened.searchParams.get('name')).toBe('问题反馈');
    const page = new URL(opened.searchParams.get('url') ?? '', 'http://hall');
    expect(page.pathname).toBe('/questionFeedback');
    expect(page.searchParams.get('q')).toBe('校园卡丢了怎么办 & 补办');
  });

  it('should show the hour today and the date before', () => {
    const now = new Date(2025, 8, 1, 12, 0);
    expect(chatTime(new Date(2025, 8, 1, 9, 5).toISOString(), now)).toBe('09:05');
    expect(chatTime(new Date(2025, 7, 30, 9, 5).toISOString(), now)).toBe('08-30 09:05');
    expect(chatTime(new Date(2024, 7, 30, 9, 5).toISOString(), now)).toBe('2024-08-30');
  });
});
