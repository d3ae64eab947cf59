import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_FILE_BYTES } from '../limits.ts';
import { importFileCheck, importHeaderRowValid } from './import-file.ts';

const xlsxHead = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
const xlsHead = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00]);

describe('importFileCheck', () => {
  it('should accept .xlsx and .xls files', () => {
    expect(importFileCheck({ name: '名单.xlsx', size: 1024 })).toEqual({ ok: true, extension: '.xlsx' });
    expect(importFileCheck({ name: '名单.xls', size: 1024 })).toEqual({ ok: true, extension: '.xls' });
  });

  it('should compare the extension case-insensitively', () => {
    expect(importFileCheck({ name: 'LIST.XLSX', size: 1 })).toEqual({ ok: true, extension: '.xlsx' });
    expect(importFileCheck({ name: 'list.Xls', size: 1 })).toEqual({ ok: true, extension: '.xls' });
  });

  it('should ask for a file when there is none', () => {
    expect(importFileCheck(null)).toEqual({ ok: false, message: '请上传文件' });
    expect(importFileCheck(undefined)).toEqual({ ok: false, message: '请上传文件' });
  });

  it.each(['list.csv', 'list.xlsm', 'list.xlsx.exe', 'list', 'xlsx', 'list.xls ', 'list.xlsx.'])(
    'should reject %s with the extension message',
    (name) => {
      expect(importFileCheck({ name, size: 1 })).toEqual({ ok: false, message: '只支持文件扩展名.xls、.xlsx' });
    },
  );

  it('should reject an empty file with the format message', () => {
    expect(importFileCheck({ name: 'list.xlsx', size: 0 })).toEqual({ ok: false, message: '上传文件格式错误' });
  });

  it('should accept exactly 20 MB and reject one byte more', () => {
    expect(importFileCheck({ name: 'a.xlsx', size: IMPORT_MAX_FILE_BYTES }).ok).toBe(true);
    expect(importFileCheck({ name: 'a.xlsx', size: IMPORT_MAX_FILE_BYTES + 1 })).toEqual({ ok: false, message: '上传文件大小不能超过20M' });
  });

  it('should accept first bytes that match the extension', () => {
    expect(importFileCheck({ name: 'a.xlsx', size: 10, head: xlsxHead }).ok).toBe(true);
    expect(importFileCheck({ name: 'a.xls', size: 10, head: xlsHead }).ok).toBe(true);
  });

  it('should reject a renamed file whose bytes are not a spreadsheet with the format message', () => {
    const text = new TextEncoder().encode('name,age\n');
    expect(importFileCheck({ name: 'a.xlsx', size: 10, head: text })).toEqual({ ok: false, message: '上传文件格式错误' });
    expect(importFileCheck({ name: 'a.xls', size: 10, head: xlsxHead })).toEqual({ ok: false, message: '上传文件格式错误' });
    expect(importFileCheck({ name: 'a.xlsx', size: 10, head: xlsHead })).toEqual({ ok: false, message: '上传文件格式错误' });
  });

  it('should reject a head shorter than the signature', () => {
    expect(importFileCheck({ name: 'a.xlsx', size: 2, head: new Uint8Array([0x50, 0x4b]) })).toEqual({
      ok: false,
      message: '上传文件格式错误',
    });
  });
});

describe('importHeaderRowValid', () => {
  it('should accept every whole number from 1 to 10', () => {
    for (let n = 1; n <= 10; n++) expect(importHeaderRowValid(n)).toBe(true);
  });

  it('should reject numbers outside 1 to 10', () => {
    expect(importHeaderRowValid(0)).toBe(false);
    expect(importHeaderRowValid(11)).toBe(false);
    expect(importHeaderRowValid(-1)).toBe(false);
  });

  it('should reject fractions and non-finite numbers', () => {
    expect(importHeaderRowValid(1.5)).toBe(false);
    expect(importHeaderRowValid(Number.NaN)).toBe(false);
    expect(importHeaderRowValid(Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('should accept digit strings in range', () => {
    expect(importHeaderRowValid('1')).toBe(true);
    expect(importHeaderRowValid(' 10 ')).toBe(true);
  });

  it('should reject other strings and other types', () => {
    expect(importHeaderRowValid('11')).toBe(false);
    expect(importHeaderRowValid('1.0')).toBe(false);
    expect(importHeaderRowValid('')).toBe(false);
    expect(importHeaderRowValid('abc')).toBe(false);
    expect(importHeaderRowValid(null)).toBe(false);
    expect(importHeaderRowValid(undefined)).toBe(false);
    expect(importHeaderRowValid(true)).toBe(false);
    expect(importHeaderRowValid([1])).toBe(false);
  });
});
