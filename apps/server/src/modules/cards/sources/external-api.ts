import { safeLink } from '@onehall/contract';
import { jsonArrayColumn } from '../../../db/json-columns.ts';
import type { Principal } from '../../../platform/auth/principal.ts';
import type { Platform } from '../../../platform/context.ts';
import { badRequest, business, notFound } from '../../../platform/http/app-error.ts';
import { SourceFailure } from './failure.ts';
import { checkApiUrl, type JsonRequestOptions, requestJson } from './http-json.ts';
import { isParamType, paramValues, type SourceParam } from './params.ts';
import * as repo from './repo.ts';
import type { SourceCaller, SourceField, SourceRows } from './types.ts';

/**
 * External HTTP APIs an administrator registers as column data sources
 * (docs/design/card-sources.md "External APIs").
 */

export type ApiMethod = 'GET' | 'POST';

export type ApiRequestParam = SourceParam;

/** One returned field: `field` is the key the card mapping uses, `path` where it is in each row of the response. */
export interface ApiReturnParam extends SourceField {
  /** Dot path inside one row (`applicant.name`); empty means `field` itself. */
  path: string;
}

export interface RegisteredApi {
  id: string;
  name: string;
  url: string;
  method: ApiMethod;
  requestParams: ApiRequestParam[];
  returnParams: ApiReturnParam[];
  /** Dot path of the row array (`result.records`); empty: the response itself or its usual envelope. */
  listPath: string;
  /** Dot path of the total count (`result.total`); empty: the number of rows. */
  totalPath: string;
  remark: string;
  updatedAt: string;
}

export type RegisteredApiInput = Omit<RegisteredApi, 'id' | 'updatedAt'> & { id?: string | null };

export interface ApiListItem {
  id: string;
  name: string;
  url: string;
  method: ApiMethod;
  remark: string;
  updatedAt: string;
}

export const API_NAME_MAX = 50;
export const API_URL_MAX = 1000;
export const API_PARAMS_MAX = 30;

/** Where rows usually are when no list path is set: the response itself, then common envelopes. */
const USUAL_LIST_PATHS = ['', 'result', 'data', 'result.records', 'result.list', 'data.records', 'data.list', 'rows', 'list', 'records'];

/** The guard's allow list (URL_GUARD_ALLOW), as the pre-login URL checks read it. */
export const guardOptions = (platform: Platform): JsonRequestOptions => ({ allow: platform.config.URL_GUARD_ALLOW });

function toApi(row: repo.ApiRow): RegisteredApi {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    method: row.method === 'POST' ? 'POST' : 'GET',
    requestParams: jsonArrayColumn<ApiRequestParam>(row.request_params),
    returnParams: jsonArrayColumn<ApiReturnParam>(row.return_params),
    listPath: row.list_path,
    totalPath: row.total_path,
    remark: row.remark,
    updatedAt: row.updated_at,
  };
}

const toListItem = (row: repo.ApiRow): ApiListItem => ({
  id: row.id,
  name: row.name,
  url: row.url,
  method: row.method === 'POST' ? 'POST' : 'GET',
  remark: row.remark,
  updatedAt: row.updated_at,
});

export async function listApis(platform: Platform, tenantId: string, name?: string): Promise<ApiListItem[]> {
  return (await repo.listApis(platform.db, tenantId, name?.trim())).map(toListItem);
}

export async function findApi(platform: Platform, tenantId: string, id: string): Promise<RegisteredApi | undefined> {
  const row = await repo.findApi(platform.db, tenantId, id);
  return row ? toApi(row) : undefined;
}

export async function apiDetail(platform: Platform, tenantId: string, id: string): Promise<RegisteredApi> {
  const api = await findApi(platform, tenantId, id);
  if (!api) throw notFound('接口不存在或已删除');
  return api;
}

const PATH = /^[A-Za-z_$][\w$-]*(\.[\w$-]+)*$/;
const NAME = /^[A-Za-z_$][\w$.-]*$/;

/** Checks and trims a definition; every problem names the field to fix. */
function normalise(input: RegisteredApiInput): Omit<RegisteredApi, 'id' | 'updatedAt'> {
  const name = input.name.trim();
  if (!name) throw badRequest('请输入接口名称');
  if (name.length > API_NAME_MAX) throw badRequest(`接口名称不能超过 ${API_NAME_MAX} 个字符`);
  const url = input.url.trim();
  if (!url) throw badRequest('请输入接口地址');
  if (url.length > API_URL_MAX) throw badRequest(`接口地址不能超过 ${API_URL_MAX} 个字符`);
  if (input.method !== 'GET' && input.method !== 'POST') throw badRequest('请求方式只能是 GET 或 POST');
  if (input.requestParams.length > API_PARAMS_MAX || input.returnParams.length > API_PARAMS_MAX) {
    throw badRequest(`请求参数和返回字段各不能超过 ${API_PARAMS_MAX} 个`);
  }
  const requestParams = input.requestParams.map((p) => {
    const paramName = p.name.trim();
    if (!NAME.test(paramName)) throw badRequest(`请求参数名“${paramName}”不正确：只能包含字母、数字、下划线、点和短横线，且不以数字开头`);
    if (!isParamType(p.paramType)) throw badRequest(`请求参数“${paramName}”的类型不正确`);
    return {
      name: paramName,
      paramType: p.paramType,
      defaultValue: (p.defaultValue ?? '').trim(),
      required: !!p.required,
      description: (p.description ?? '').trim(),
    };
  });
  const returnParams = input.returnParams.map((p) => {
    const field = p.field.trim();
    const path = (p.path ?? '').trim();
    if (!NAME.test(field)) throw badRequest(`返回字段“${field}”不正确：只能包含字母、数字、下划线、点和短横线，且不以数字开头`);
    if (path && !PATH.test(path)) throw badRequest(`返回字段“${field}”的取值路径不正确，示例：applicant.name`);
    return { field, chineseName: p.chineseName.trim() || field, path };
  });
  for (const [list, what] of [
    [requestParams.map((p) => p.name), '请求参数'],
    [returnParams.map((p) => p.field), '返回字段'],
  ] as const) {
    const duplicate = list.find((n, i) => list.indexOf(n) !== i);
    if (duplicate) throw badRequest(`${what}“${duplicate}”重复`);
  }
  const listPath = input.listPath.trim();
  const totalPath = input.totalPath.trim();
  if (listPath && !PATH.test(listPath)) throw badRequest('列表路径不正确，示例：result.records');
  if (totalPath && !PATH.test(totalPath)) throw badRequest('总数路径不正确，示例：result.total');
  return { name, url, method: input.method, requestParams, returnParams, listPath, totalPath, remark: input.remark.trim() };
}

/**
 * Registers or changes an API. The address must pass the URL guard's form and
 * address rules now (a host that does not resolve from the server is refused
 * too: the server is the one that calls it).
 */
export async function saveApi(
  platform: Platform,
  principal: Principal,
  input: RegisteredApiInput,
  options: JsonRequestOptions = guardOptions(platform),
): Promise<RegisteredApi> {
  const tenantId = principal.tenantId;
  const api = normalise(input);
  await checkApiUrl(api.url, options.allow).catch((err: unknown) => {
    if (err instanceof SourceFailure) throw business(err.message);
    throw err;
  });
  const now = platform.clock.now().toISOString();
  const id = input.id || platform.newId();
  await platform.db
    .transaction()
    .execute(async (trx) => {
      if (input.id && !(await repo.findApi(trx, tenantId, input.id))) throw notFound('接口不存在或已删除');
      const same = await repo.findApiByName(trx, tenantId, api.name);
      if (same && same.id !== id) throw business(`接口名称“${api.name}”已存在`);
      const row = {
        id,
        tenant_id: tenantId,
        name: api.name,
        url: api.url,
        method: api.method,
        request_params: JSON.stringify(api.requestParams),
        return_params: JSON.stringify(api.returnParams),
        list_path: api.listPath,
        total_path: api.totalPath,
        remark: api.remark,
        updated_by: principal.userId,
        created_at: now,
        updated_at: now,
      };
      if (input.id) await repo.updateApi(trx, row);
      else await repo.insertApi(trx, row);
    })
    .catch((err: unknown) => {
      // Two administrators saving the same new name at once: the unique constraint decides.
      if (err instanceof Error && /unique|duplicate/i.test(err.message)) throw business(`接口名称“${api.name}”已存在`);
      throw err;
    });
  return apiDetail(platform, tenantId, id);
}

/**
 * Removes a registered API. `columnsUsing` (from modules/cards, which owns the
 * columns) names the columns that read it: an API still in use is kept.
 */
export async function removeApi(
  platform: Platform,
  principal: Principal,
  id: string,
  columnsUsing: (apiId: string) => Promise<string[]> = async () => [],
): Promise<null> {
  const api = await apiDetail(platform, principal.tenantId, id);
  const using = await columnsUsing(id);
  if (using.length > 0) throw business(`接口“${api.name}”正被栏目“${using.join('、')}”使用，请先修改这些栏目的数据源`);
  await repo.deleteApi(platform.db, principal.tenantId, id);
  return null;
}

function at(value: unknown, path: string): unknown {
  if (!path) return value;
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * A returned value as a card cell: scalars as they are, objects as JSON text.
 * Link fields (any name containing `url`: `url`, `urlDetail`, `serviceUrl` …) keep only safe links
 * (a site path or an http(s) address): `javascript:`, `data:` or `/\evil` must not reach a link on the card.
 */
function cell(field: string, value: unknown): unknown {
  if (value === undefined) return null;
  if (/url/i.test(field) && value !== null) return typeof value === 'string' ? safeLink(value) : null;
  if (value === null || typeof value !== 'object') return value;
  return JSON.stringify(value);
}

/** Rows, total and mapping of a parsed response (exported for the mapping test without a server). */
export function rowsOf(api: Pick<RegisteredApi, 'listPath' | 'totalPath' | 'returnParams'>, body: unknown, limit: number): SourceRows {
  const paths = api.listPath ? [api.listPath] : USUAL_LIST_PATHS;
  const list = paths.map((p) => at(body, p)).find(Array.isArray);
  if (!list) {
    throw new SourceFailure(
      api.listPath ? `接口返回格式错误：在“${api.listPath}”处没有找到列表` : '接口返回格式错误：没有找到列表，请在接口配置中填写列表路径',
    );
  }
  const total = api.totalPath ? Number(at(body, api.totalPath)) : Number.NaN;
  const rows = list.slice(0, limit).map((item) => {
    const row: Record<string, unknown> = {};
    if (api.returnParams.length === 0 && item !== null && typeof item === 'object') {
      for (const [key, value] of Object.entries(item)) row[key] = cell(key, value);
    }
    for (const p of api.returnParams) row[p.field] = cell(p.field, at(item, p.path || p.field));
    return row;
  });
  return { num: Number.isFinite(total) && total >= 0 ? Math.floor(total) : list.length, rows };
}

/** Calls a registered API for the caller with the column's parameter values. */
export async function readApi(
  caller: SourceCaller,
  api: RegisteredApi,
  params: Record<string, string>,
  limit: number,
  options: JsonRequestOptions = guardOptions(caller.platform),
): Promise<SourceRows> {
  const values = paramValues(api.requestParams, params, caller.principal);
  const body = await requestJson({ url: api.url, method: api.method, params: values }, options);
  return rowsOf(api, body, limit);
}
