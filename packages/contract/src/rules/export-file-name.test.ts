import { describe, expect, it } from 'vitest';
import { defaultExportFileName, validateExportFileName } from './export-file-name.ts';

const required = { ok: false, message: '请输入文件名称' };
const charset = { ok: false, message: '特殊字符只能包括点和下划线' };
const tooShort = { ok: false, message: '文件名称不可少于三个字符' };

describe('validateExportFileName', () => {
  it('should accept Chinese, letters, digits, dots and underscores', () => {
    expect(validateExportFileName('服务清单_2024.v1')).toEqual({ ok: true, value: '服务清单_2024.v1' });
  });

  it('should return the trimmed value', () => {
    expect(validateExportFileName('  abc  ')).toEqual({ ok: true, value: 'abc' });
  });

  it('should ask for a name when it is empty, blank or missing', () => {
    expect(validateExportFileName('')).toEqual(required);
    expect(validateExportFileName('   ')).toEqual(required);
    expect(validateExportFileName('\t\n')).toEqual(required);
    expect(validateExportFileName(null)).toEqual(required);
    expect(validateExportFileName(undefined)).toEqual(required);
  });

  it.each([
    ['an em dash', 'a—b'],
    ['a hyphen', 'a-b'],
    ['an inner space', 'a b'],
    ['a slash', 'a/b'],
    ['a backslash', 'a\\b'],
    ['a full-width full stop', '文件。名'],
    ['a Chinese comma', '文件，名'],
    ['a colon', 'a:b'],
    ['an emoji', 'ab😀'],
    ['a full-width letter', 'ａbc'],
    ['an accented letter', 'café'],
    ['a character just outside the Chinese range', 'ab\u9fa6'],
  ])('should reject %s with the special-character message', (_label, name) => {
    expect(validateExportFileName(name)).toEqual(charset);
  });

  it('should accept both ends of the Chinese range', () => {
    expect(validateExportFileName('\u4e00\u4e00\u9fa5').ok).toBe(true);
  });

  it('should report the character problem before the length problem', () => {
    expect(validateExportFileName('a—')).toEqual(charset);
  });

  it('should reject names of one or two characters', () => {
    expect(validateExportFileName('a')).toEqual(tooShort);
    expect(validateExportFileName('ab')).toEqual(tooShort);
    expect(validateExportFileName('文件')).toEqual(tooShort);
    expect(validateExportFileName(' ab ')).toEqual(tooShort);
  });

  it('should accept exactly three characters', () => {
    expect(validateExportFileName('abc')).toEqual({ ok: true, value: 'abc' });
    expect(validateExportFileName('...')).toEqual({ ok: true, value: '...' });
  });

  it('should accept 250 characters and reject 251 with the special-character message', () => {
    expect(validateExportFileName('a'.repeat(250)).ok).toBe(true);
    expect(validateExportFileName('a'.repeat(251))).toEqual(charset);
  });
});

describe('defaultExportFileName', () => {
  it('should append the local time as YYYYMMDDHHmmss', () => {
    expect(defaultExportFileName('服务清单', new Date(2024, 0, 5, 7, 8, 9))).toBe('服务清单20240105070809');
  });

  it('should pad every part to two digits', () => {
    expect(defaultExportFileName('list', new Date(2024, 11, 31, 23, 59, 59))).toBe('list20241231235959');
  });

  it('should drop characters the validator would refuse', () => {
    expect(defaultExportFileName('办事 清单—2024/v1', new Date(2024, 0, 1, 0, 0, 0))).toBe('办事清单2024v120240101000000');
  });

  it('should shorten long list names so the default fits the input maxlength of 30', () => {
    const name = defaultExportFileName('一二三四五六七八九十一二三四五六七八', new Date(2024, 0, 1, 0, 0, 0));
    expect(name).toBe('一二三四五六七八九十一二三四五六20240101000000');
    expect(name).toHaveLength(30);
  });

  it('should always produce a name the validator accepts', () => {
    for (const list of ['', '—', 'a b c', '服务', 'x'.repeat(100)]) {
      expect(validateExportFileName(defaultExportFileName(list, new Date(2024, 5, 6))).ok).toBe(true);
    }
  });
});
