import { describe, expect, it } from 'vitest';
import { displayRowItems, parseCardFrameConfig, visibleCardMapping } from './cards.ts';

describe('displayRowItems', () => {
  it('should show 6, 12 and 18 items on narrow cards', () => {
    expect([1, 2, 3].map((rows) => displayRowItems(rows, false))).toEqual([6, 12, 18]);
  });

  it('should show 5, 10 and 15 items on wide cards', () => {
    expect([1, 2, 3].map((rows) => displayRowItems(rows, true))).toEqual([5, 10, 15]);
  });

  it('should clamp rows below 1 to one row', () => {
    expect(displayRowItems(0, false)).toBe(6);
    expect(displayRowItems(-5, true)).toBe(5);
  });

  it('should clamp rows above 3 to three rows', () => {
    expect(displayRowItems(4, false)).toBe(18);
    expect(displayRowItems(100, true)).toBe(15);
  });

  it('should drop fractions of rows', () => {
    expect(displayRowItems(2.9, false)).toBe(12);
  });

  it('should use one row for unreadable values', () => {
    expect(displayRowItems(Number.NaN, false)).toBe(6);
    expect(displayRowItems(Number.POSITIVE_INFINITY, true)).toBe(5);
  });
});

describe('parseCardFrameConfig', () => {
  it('should make any url that is not JSON a qiankun micro-frontend', () => {
    expect(parseCardFrameConfig('//apps.example.edu/todo/')).toEqual({ type: 'qiankun', url: '//apps.example.edu/todo/' });
  });

  it('should parse a url starting with a brace as a frame config', () => {
    expect(parseCardFrameConfig('{"type":"iframe","url":"https://x.example/a"}')).toEqual({ type: 'iframe', url: 'https://x.example/a' });
  });

  it('should ignore spaces before the brace and around a plain url', () => {
    expect(parseCardFrameConfig('  {"type":"iframe","url":"/a"}')).toEqual({ type: 'iframe', url: '/a' });
    expect(parseCardFrameConfig('  /a  ')).toEqual({ type: 'qiankun', url: '/a' });
  });

  it('should default a JSON config without a type to qiankun', () => {
    expect(parseCardFrameConfig('{"url":"/a"}')).toEqual({ type: 'qiankun', url: '/a' });
    expect(parseCardFrameConfig('{"type":"","url":"/a"}')).toEqual({ type: 'qiankun', url: '/a' });
  });

  it('should give null for broken JSON', () => {
    expect(parseCardFrameConfig('{type:iframe}')).toBeNull();
    expect(parseCardFrameConfig('{')).toBeNull();
  });

  it('should give null for JSON without a string url', () => {
    expect(parseCardFrameConfig('{"type":"iframe"}')).toBeNull();
    expect(parseCardFrameConfig('{"type":"iframe","url":5}')).toBeNull();
  });

  it('should not treat a url with a brace later on as JSON', () => {
    expect(parseCardFrameConfig('/a?q={x}')).toEqual({ type: 'qiankun', url: '/a?q={x}' });
  });

  it('should make a missing url an empty qiankun address', () => {
    expect(parseCardFrameConfig(null)).toEqual({ type: 'qiankun', url: '' });
    expect(parseCardFrameConfig(undefined)).toEqual({ type: 'qiankun', url: '' });
    expect(parseCardFrameConfig('')).toEqual({ type: 'qiankun', url: '' });
  });
});

describe('visibleCardMapping', () => {
  it('should leave out fieldSet and urlDetail and keep the rest in order', () => {
    const mapping = [
      { field: 'title', chineseName: '标题' },
      { field: 'fieldSet', chineseName: '重要性' },
      { field: 'urlDetail', chineseName: '链接' },
      { field: 'createTime', chineseName: '时间' },
    ];
    expect(visibleCardMapping(mapping).map((m) => m.field)).toEqual(['title', 'createTime']);
  });
});
