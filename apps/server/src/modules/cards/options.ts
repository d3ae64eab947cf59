import { CARD_KINDS, CARD_WIDTHS, CardMessages, type DictionaryOption, displayRowItems } from '@onehall/contract';
import type { Platform } from '../../platform/context.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import * as serviceListing from '../services/listing.ts';
import * as users from '../users/service.ts';

/** Option lists of the configuration forms: dictionaries, roles and services to choose from. */

const FLOW_TYPES: DictionaryOption[] = [
  { dictKey: 'RUNNING', dictValue: '办理中' },
  { dictKey: 'FINISHED', dictValue: '已办结' },
  { dictKey: 'REJECTED', dictValue: '已驳回' },
];

export const flowTypes = (): DictionaryOption[] => FLOW_TYPES.map((o) => ({ ...o }));

export const ACCESS_WAYS: DictionaryOption[] = [
  { dictKey: 'qiankun', dictValue: '微前端（qiankun）' },
  { dictKey: 'iframe', dictValue: '内嵌网页（iframe）' },
];

export function dropList(code: string, paramTypes: DictionaryOption[]): DictionaryOption[] {
  switch (code) {
    case 'cardKind':
      return Object.entries(CARD_KINDS).map(([dictKey, dictValue]) => ({ dictKey, dictValue }));
    case 'cardWidth':
      return Object.entries(CARD_WIDTHS).map(([dictKey, dictValue]) => ({ dictKey, dictValue }));
    case 'displayRows':
      return [1, 2, 3].map((n) => ({
        dictKey: String(n),
        dictValue: `${n}行（窄卡片${displayRowItems(n, false)}项，宽卡片${displayRowItems(n, true)}项）`,
      }));
    case 'flowType':
      return flowTypes();
    case 'paramType':
      return paramTypes;
    default:
      throw badRequest(CardMessages.dropListUnknown);
  }
}

export async function roleClasses(platform: Platform, tenantId: string) {
  const byType = (a: users.Role, b: users.Role) => (a.roleType < b.roleType ? -1 : a.roleType > b.roleType ? 1 : 0);
  const roles = [...(await users.roleList(platform, tenantId))].sort(byType);
  const classes = new Map<string, { roleType: string; roles: users.Role[] }>();
  for (const role of roles) {
    const entry = classes.get(role.roleType);
    if (entry) entry.roles.push(role);
    else classes.set(role.roleType, { roleType: role.roleType, roles: [role] });
  }
  return [...classes.values()];
}

export async function roleList(platform: Platform, tenantId: string) {
  return (await roleClasses(platform, tenantId)).flatMap((c) => c.roles);
}

export async function serviceOptions(platform: Platform, tenantId: string, name: string | undefined) {
  return serviceListing.shelfOptions(platform, tenantId, (name ?? '').trim(), 50);
}
