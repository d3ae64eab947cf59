import { describe, expect, it } from 'vitest';
import { isImportantNoticePopup, parseNoticeContent } from './notices.ts';

describe('isImportantNoticePopup', () => {
  it('should pop up for "0,1" and "1"', () => {
    expect(isImportantNoticePopup('0,1')).toBe(true);
    expect(isImportantNoticePopup('1')).toBe(true);
  });

  it('should pop up for the number 1 and ignore surrounding spaces', () => {
    expect(isImportantNoticePopup(1)).toBe(true);
    expect(isImportantNoticePopup(' 0,1 ')).toBe(true);
  });

  it.each(['0', '', '1,0', '0, 1', '2', null, undefined, 0])('should not pop up for %j', (value) => {
    expect(isImportantNoticePopup(value)).toBe(false);
  });
});

describe('parseNoticeContent', () => {
  it('should show plain text as the title without an image', () => {
    expect(parseNoticeContent('明天停水')).toEqual({ title: '明天停水', img: null });
  });

  it('should read title and img from JSON', () => {
    expect(parseNoticeContent('{"title":"停水通知","img":"/files/a.png"}')).toEqual({ title: '停水通知', img: '/files/a.png' });
  });

  it('should give a null image when JSON has none or a blank one', () => {
    expect(parseNoticeContent('{"title":"停水通知"}')).toEqual({ title: '停水通知', img: null });
    expect(parseNoticeContent('{"title":"停水通知","img":"  "}')).toEqual({ title: '停水通知', img: null });
    expect(parseNoticeContent('{"title":"停水通知","img":5}')).toEqual({ title: '停水通知', img: null });
  });

  it('should give an empty title when JSON has none or a non-string one', () => {
    expect(parseNoticeContent('{"img":"/a.png"}')).toEqual({ title: '', img: '/a.png' });
    expect(parseNoticeContent('{"title":42}')).toEqual({ title: '', img: null });
  });

  it('should show text that looks like JSON but does not parse as written', () => {
    expect(parseNoticeContent('{会议改期}')).toEqual({ title: '{会议改期}', img: null });
  });

  it('should not try JSON for text that does not start with a brace', () => {
    expect(parseNoticeContent('123')).toEqual({ title: '123', img: null });
    expect(parseNoticeContent('["a"]')).toEqual({ title: '["a"]', img: null });
    expect(parseNoticeContent('"quoted"')).toEqual({ title: '"quoted"', img: null });
  });

  it('should accept spaces before the brace', () => {
    expect(parseNoticeContent('  {"title":"T"}')).toEqual({ title: 'T', img: null });
  });

  it('should give an empty title for missing content', () => {
    expect(parseNoticeContent(null)).toEqual({ title: '', img: null });
    expect(parseNoticeContent(undefined)).toEqual({ title: '', img: null });
    expect(parseNoticeContent('')).toEqual({ title: '', img: null });
  });
});
