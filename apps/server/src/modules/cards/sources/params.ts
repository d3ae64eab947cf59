import type { Principal } from '../../../platform/auth/principal.ts';
import { SourceFailure } from './failure.ts';

/**
 * Request parameters of a data source (built-in or registered API): their
 * types (SPEC §7 getParamTypeList) and how a column's configured value becomes
 * the value sent. Values are configured as text; the type decides how they are
 * checked and sent. The CURRENT_* types are filled by the server from the
 * caller's verified identity, so a column can ask an external system for "the
 * signed-in user's" data and no configured value can stand in for another user.
 */

export const PARAM_TYPES = [
  { value: 'STRING', label: '字符串' },
  { value: 'NUMBER', label: '数字' },
  { value: 'BOOLEAN', label: '布尔值（true/false）' },
  { value: 'DATE', label: '日期（YYYY-MM-DD）' },
  { value: 'CURRENT_USER_ACCOUNT', label: '当前用户账号' },
  { value: 'CURRENT_USER_ID', label: '当前用户ID' },
  { value: 'CURRENT_TENANT_ID', label: '当前租户ID' },
] as const;

export type ParamType = (typeof PARAM_TYPES)[number]['value'];

export const isParamType = (value: string): value is ParamType => PARAM_TYPES.some((t) => t.value === value);

export interface SourceParam {
  /** Name sent to the source (query or body key). */
  name: string;
  paramType: ParamType;
  /** Used when the column sets no value. */
  defaultValue: string;
  required: boolean;
  /** What the parameter means, shown next to it. */
  description: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The value sent for one parameter, typed; undefined when empty and not required. */
export function paramValue(param: SourceParam, configured: string | undefined, principal: Principal): unknown {
  if (param.paramType === 'CURRENT_USER_ACCOUNT') return principal.account;
  if (param.paramType === 'CURRENT_USER_ID') return principal.userId;
  if (param.paramType === 'CURRENT_TENANT_ID') return principal.tenantId;
  const text = (configured ?? '').trim() || param.defaultValue.trim();
  if (text === '') {
    if (param.required) throw new SourceFailure(`缺少参数“${param.name}”的值，请在栏目配置中填写`);
    return undefined;
  }
  if (param.paramType === 'NUMBER') {
    const n = Number(text);
    if (!Number.isFinite(n)) throw new SourceFailure(`参数“${param.name}”应为数字，当前值为“${text}”`);
    return n;
  }
  if (param.paramType === 'BOOLEAN') {
    if (text !== 'true' && text !== 'false') throw new SourceFailure(`参数“${param.name}”应为 true 或 false，当前值为“${text}”`);
    return text === 'true';
  }
  if (param.paramType === 'DATE' && (!DATE.test(text) || Number.isNaN(Date.parse(text)))) {
    throw new SourceFailure(`参数“${param.name}”应为日期（YYYY-MM-DD），当前值为“${text}”`);
  }
  return text;
}

/** Every parameter's value, keyed by name, empty ones left out. */
export function paramValues(params: readonly SourceParam[], configured: Record<string, string>, principal: Principal) {
  const values: Record<string, unknown> = {};
  for (const param of params) {
    const value = paramValue(param, configured[param.name], principal);
    if (value !== undefined) values[param.name] = value;
  }
  return values;
}
