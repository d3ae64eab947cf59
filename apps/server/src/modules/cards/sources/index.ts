import type { Principal } from '../../../platform/auth/principal.ts';
import type { Platform } from '../../../platform/context.ts';
import { badRequest, notFound } from '../../../platform/http/app-error.ts';
import { BUILT_INS, type BuiltIn } from './built-in.ts';
import { apiDetail, findApi, listApis, readApi } from './external-api.ts';
import { SourceFailure } from './failure.ts';
import { PARAM_TYPES, type SourceParam } from './params.ts';
import type { BuiltInSource, ColumnSource, SourceCaller, SourceField, SourceRows } from './types.ts';

/**
 * Data sources of card columns: what modules/cards calls (docs/design/card-sources.md).
 * A column reads a built-in source by key, or a registered external API
 * (`dataSource: 'API'` with `apiId`).
 */

export type { ApiListItem, ApiMethod, ApiRequestParam, ApiReturnParam, RegisteredApi, RegisteredApiInput } from './external-api.ts';
export { API_NAME_MAX, API_PARAMS_MAX, API_URL_MAX, findApi, removeApi, saveApi } from './external-api.ts';
export { API_MAX_BYTES, API_TIMEOUT_MS } from './http-json.ts';
export type { ParamType, SourceParam } from './params.ts';
export type { BuiltInSource, ColumnSource, SourceCaller, SourceField, SourceRows } from './types.ts';

/** The dataSource value of a column that reads a registered external API. */
export const API_SOURCE = 'API';
/** Most rows one column reads, whatever the card asks (3 display rows of a narrow card show 18). */
export const SOURCE_ROWS_MAX = 50;

export const BUILT_IN_SOURCES: readonly BuiltInSource[] = BUILT_INS;

const builtIn = (key: string): BuiltIn | undefined => BUILT_INS.find((s) => s.key === key);

/**
 * Reads one column for the caller: their own data, in their tenant. A source
 * that cannot be read answers no rows and `error` (a Chinese message for the
 * card); other failures (the database) still throw.
 */
export async function readColumn(caller: SourceCaller, column: ColumnSource): Promise<SourceRows> {
  const limit = Math.min(Math.max(1, Math.floor(column.limit) || 1), SOURCE_ROWS_MAX);
  try {
    if (column.dataSource === API_SOURCE) {
      if (!column.apiId) throw new SourceFailure('栏目没有选择接口，请在栏目配置中选择');
      const api = await findApi(caller.platform, caller.principal.tenantId, column.apiId);
      if (!api) throw new SourceFailure('栏目使用的接口已被删除，请在栏目配置中重新选择数据源');
      return await readApi(caller, api, column.params, limit);
    }
    const source = builtIn(column.dataSource);
    if (!source) throw new SourceFailure(`数据源“${column.dataSource}”不存在，请在栏目配置中重新选择`);
    return await source.read(caller, { ...column, limit });
  } catch (err) {
    if (err instanceof SourceFailure) return { num: 0, rows: [], error: err.message };
    throw err;
  }
}

export interface DataSourceItem {
  /** The column's dataSource value: a built-in key, or `API`. */
  dataSource: string;
  /** Set for registered APIs. */
  apiId: string | null;
  name: string;
  kind: 'BUILT_IN' | 'API';
}

/** SPEC §7 cardcolumnconfig/getDataSourceList: the built-in sources, then the tenant's registered APIs. */
export async function getDataSourceList(platform: Platform, principal: Principal): Promise<DataSourceItem[]> {
  const apis = await listApis(platform, principal.tenantId);
  return [
    ...BUILT_INS.map((s) => ({ dataSource: s.key, apiId: null, name: s.name, kind: 'BUILT_IN' as const })),
    ...apis.map((a) => ({ dataSource: API_SOURCE, apiId: a.id, name: a.name, kind: 'API' as const })),
  ];
}

/** SPEC §7 getApiList: the tenant's registered APIs, by name (optionally filtered by a part of it). */
export function getApiList(platform: Platform, principal: Principal, name?: string) {
  return listApis(platform, principal.tenantId, name);
}

/** SPEC §7 getApiDetail. */
export function getApiDetail(platform: Platform, principal: Principal, id: string) {
  return apiDetail(platform, principal.tenantId, id);
}

/** SPEC §7 getParamTypeList: the types a request parameter may have. */
export function getParamTypeList(): { value: string; label: string }[] {
  return PARAM_TYPES.map((t) => ({ ...t }));
}

async function sourceOf(platform: Platform, principal: Principal, dataSource: string, apiId?: string | null) {
  if (dataSource === API_SOURCE) {
    if (!apiId) throw badRequest('请选择接口');
    return { api: await apiDetail(platform, principal.tenantId, apiId) };
  }
  const source = builtIn(dataSource);
  if (!source) throw notFound(`数据源“${dataSource}”不存在`);
  return { source };
}

/** SPEC §7 getRequestParamByDataSource: the parameters a column may set on the source. */
export async function getRequestParamByDataSource(
  platform: Platform,
  principal: Principal,
  dataSource: string,
  apiId?: string | null,
): Promise<SourceParam[]> {
  const { api, source } = await sourceOf(platform, principal, dataSource, apiId);
  return [...(api?.requestParams ?? source?.params ?? [])];
}

/**
 * SPEC §7 getReturnParamByDataSource: the fields the card mapping can show.
 * A registered API without declared fields passes each row's own keys on, so
 * it answers none here.
 */
export async function getReturnParamByDataSource(
  platform: Platform,
  principal: Principal,
  dataSource: string,
  apiId?: string | null,
): Promise<SourceField[]> {
  const { api, source } = await sourceOf(platform, principal, dataSource, apiId);
  return (api?.returnParams ?? source?.fields ?? []).map((f) => ({ field: f.field, chineseName: f.chineseName }));
}
