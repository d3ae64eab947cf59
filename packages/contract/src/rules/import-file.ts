import { IMPORT_ALLOWED_EXTENSIONS, IMPORT_HEADER_ROW_MAX, IMPORT_HEADER_ROW_MIN, IMPORT_MAX_FILE_BYTES } from '../limits.ts';

export const ImportMessages = {
  fileRequired: '请上传文件',
  /** The name's extension is not .xls or .xlsx: told before anything is sent. */
  extension: '只支持文件扩展名.xls、.xlsx',
  /** The name looks right but the file is not a spreadsheet (empty, or its bytes are not xls / xlsx). */
  format: '上传文件格式错误',
  /** SPEC notes the original text said 5M while checking 20 MB; the text here states the real limit. */
  tooLarge: '上传文件大小不能超过20M',
  onlyOneFile: '只能上传一个文件，请先删除已上传的文件',
  requiredFieldsUnmatched: '请匹配所有系统必填字段',
} as const;

export interface ImportFileInput {
  name: string;
  size: number;
  /**
   * The first bytes of the file, when the caller has them (the server does).
   * They must match the extension: xlsx is a zip (PK\x03\x04), xls an OLE2
   * compound file (D0 CF 11 E0 A1 B1 1A E1).
   */
  head?: Uint8Array;
}

export type ImportFileCheck = { ok: true; extension: (typeof IMPORT_ALLOWED_EXTENSIONS)[number] } | { ok: false; message: string };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** SPEC §5 import file rules; the extension is compared case-insensitively. */
export function importFileCheck(file: ImportFileInput | null | undefined): ImportFileCheck {
  if (!file) return { ok: false, message: ImportMessages.fileRequired };
  const extension = IMPORT_ALLOWED_EXTENSIONS.find((ext) => file.name.toLowerCase().endsWith(ext));
  if (!extension) return { ok: false, message: ImportMessages.extension };
  if (file.size <= 0) return { ok: false, message: ImportMessages.format };
  if (file.size > IMPORT_MAX_FILE_BYTES) return { ok: false, message: ImportMessages.tooLarge };
  if (file.head) {
    const magic = extension === '.xlsx' ? ZIP_MAGIC : OLE2_MAGIC;
    if (!magic.every((byte, i) => file.head?.[i] === byte)) return { ok: false, message: ImportMessages.format };
  }
  return { ok: true, extension };
}

/**
 * SPEC §5 header row: a whole number from 1 to 10. Digit strings are accepted
 * because query strings and form fields carry numbers as text.
 */
export function importHeaderRowValid(n: unknown): boolean {
  const value = typeof n === 'string' && /^\d+$/.test(n.trim()) ? Number(n) : n;
  return typeof value === 'number' && Number.isInteger(value) && value >= IMPORT_HEADER_ROW_MIN && value <= IMPORT_HEADER_ROW_MAX;
}
