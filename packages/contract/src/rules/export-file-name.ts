import { EXPORT_FILE_NAME_INPUT_MAXLENGTH, EXPORT_FILE_NAME_MAX, EXPORT_FILE_NAME_MIN } from '../limits.ts';

export const ExportFileNameMessages = {
  required: '请输入文件名称',
  charset: '特殊字符只能包括点和下划线',
  tooShort: '文件名称不可少于三个字符',
} as const;

export const EXPORT_FIELDS_REQUIRED_MESSAGE = '请至少选择一个导出字段';

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; message: string };

const ALLOWED = '\\u4e00-\\u9fa5A-Za-z0-9._';
const VALID_NAME = new RegExp(`^[${ALLOWED}]{1,${EXPORT_FILE_NAME_MAX}}$`);
const DISALLOWED_CHARS = new RegExp(`[^${ALLOWED}]`, 'gu');

/**
 * SPEC §5 export file name. The value is trimmed first. The character rule is
 * checked before the length rule, so 'a—' reports the character problem; a
 * name longer than 250 characters fails the 1-250 pattern and reports the
 * character message too, since SPEC ties that message to the pattern.
 */
export function validateExportFileName(raw: string | null | undefined): ValidationResult<string> {
  const value = (raw ?? '').trim();
  if (value.length === 0) return { ok: false, message: ExportFileNameMessages.required };
  if (!VALID_NAME.test(value)) return { ok: false, message: ExportFileNameMessages.charset };
  if (value.length < EXPORT_FILE_NAME_MIN) return { ok: false, message: ExportFileNameMessages.tooShort };
  return { ok: true, value };
}

const TIMESTAMP_LENGTH = 14;

/**
 * Default export name: list name plus the local time as YYYYMMDDHHmmss.
 * Characters the validator would refuse are dropped from the list name, and the
 * name is shortened so the whole default fits the input's maxlength of 30 with
 * the timestamp intact — the user can export without editing it.
 */
export function defaultExportFileName(listName: string, date: Date): string {
  const keep = EXPORT_FILE_NAME_INPUT_MAXLENGTH - TIMESTAMP_LENGTH;
  const name = listName.replace(DISALLOWED_CHARS, '').slice(0, keep);
  return `${name}${timestamp(date)}`;
}

function timestamp(d: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${two(d.getMonth() + 1)}${two(d.getDate())}${two(d.getHours())}${two(d.getMinutes())}${two(d.getSeconds())}`;
}
