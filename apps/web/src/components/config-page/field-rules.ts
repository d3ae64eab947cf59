import type { FormItemProps, FormRule } from 'antd';

/** What a field must hold; each kind of failure has one message naming the field. */
export interface FieldRuleSpec {
  /** The field's label as the user reads it, e.g. 分类名称. */
  label: string;
  /** `true` for typed text (请输入…, blanks do not count), `'number'` for a number (请输入…), `'select'` for a choice (请选择…). */
  required?: boolean | 'number' | 'select';
  /** Most characters allowed. */
  max?: number;
  /** A format the value must match, with the message that says what is expected. */
  pattern?: { test: RegExp; message: string };
  email?: boolean;
  /** A last check (a name already taken on the server): throw an Error whose message is shown. */
  validator?: (value: unknown) => Promise<void>;
}

/**
 * The rules of one form field, to spread on a `Form.Item`:
 * `<Form.Item name="typeName" label="分类名称" {...fieldRules({ label: '分类名称', required: true, max: 20 })}>`.
 * `validateFirst` stops at the first failed rule, so a field never shows two
 * messages at once (an empty field is only 请输入…, not also a format error),
 * and every rule carries its own Chinese message (antd's defaults quote the
 * field's name).
 */
export function fieldRules(spec: FieldRuleSpec): Pick<FormItemProps, 'rules' | 'validateFirst'> {
  const { label } = spec;
  const rules: FormRule[] = [];
  // A rule holding only `required` checks presence for any value; adding `whitespace` makes it a string rule.
  if (spec.required === 'select') rules.push({ required: true, message: `请选择${label}` });
  else if (spec.required === 'number') rules.push({ required: true, message: `请输入${label}` });
  else if (spec.required) rules.push({ required: true, whitespace: true, message: `请输入${label}` });
  if (spec.max !== undefined) rules.push({ max: spec.max, message: `${label}不能超过${spec.max}个字符` });
  if (spec.email) rules.push({ type: 'email', message: `请输入有效的${label}` });
  if (spec.pattern) rules.push({ pattern: spec.pattern.test, message: spec.pattern.message });
  const check = spec.validator;
  if (check) rules.push({ validator: (_, value) => check(value) });
  return { rules, validateFirst: true };
}

/** An address a configuration field accepts: a site path or a web address. */
export const SITE_OR_WEB_ADDRESS = {
  test: /^(\/(?!\/)|https?:\/\/)/i,
  message: '请输入以 / 开头的站内路径或 http(s):// 开头的网址',
} as const;
