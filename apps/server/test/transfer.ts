import ExcelJS from 'exceljs';
import { type Kysely, sql } from 'kysely';
import { expect, vi } from 'vitest';
import type { Database } from '../src/db/schema.ts';
import { type TestApi, withAdminApi } from './api.ts';
import { multipartBody, type UploadFile } from './multipart.ts';
import type { TestMode } from './platforms.ts';

/*
 * What the bulk import and export tests (modules/transfer/transfer-*.test.ts)
 * share: the routes, workbooks in and out, and an administrator's session.
 */

export const BASE = '/api/blade-platform/excel';
export const WAIT = { timeout: 30_000, interval: 50 };
export const SEEDED_DUTIES = 102;

export async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function readXlsx(data: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const rows: string[][] = [];
  sheet.eachRow((row) =>
    rows.push(Array.from((row.values as unknown[]).slice(1), (v) => (v === null || v === undefined ? '' : String(v)))),
  );
  return rows;
}

/** The index that keeps a department's duties in order; a large embedded import rebuilds it before its commit. */
export async function sortIndexDefinition(db: Kysely<Database>, dialect: 'sqlite' | 'postgres'): Promise<string | undefined> {
  const query =
    dialect === 'sqlite'
      ? sql<{
          definition: string;
        }>`select sql as definition from sqlite_master where type = 'index' and name = 'dept_duties_tenant_sort_idx'`
      : sql<{ definition: string }>`select indexdef as definition from pg_indexes
          where schemaname = current_schema() and indexname = 'dept_duties_tenant_sort_idx'`;
  return (await query.execute(db)).rows[0]?.definition;
}

export interface ImportRules {
  ruleNum?: 1 | 2;
  errorRegx?: 1 | 2;
  headerLine?: number;
}

/** The body that starts importing an upload as it was mapped; unless told otherwise: header on row 1, duplicates and bad rows skipped. */
export function startBody(mapped: { result: { fileKey: string; matchFieldList: unknown } }, rules: ImportRules = {}) {
  return {
    fileKey: mapped.result.fileKey,
    headerLine: rules.headerLine ?? 1,
    ruleNum: rules.ruleNum ?? 2,
    errorRegx: rules.errorRegx ?? 1,
    matchFieldList: mapped.result.matchFieldList,
  };
}

export type TransferSession = ReturnType<typeof transferSession>;

/** The administrator's calls of the transfer routes, on an API started for the enclosing describe block. */
export function transferSession(mode: TestMode) {
  let api: TestApi;
  let admin: string;

  withAdminApi(mode, (started, token) => {
    [api, admin] = [started, token];
  });

  const post = async (url: string, payload: unknown, token = admin) =>
    (await api.call({ method: 'POST', url, payload: payload as object, token })).json();

  const upload = async (list: string, files: UploadFile[], fields: Record<string, string> = {}, token = admin) => {
    const body = multipartBody(files, fields);
    return (await api.call({ method: 'POST', url: `${BASE}/${list}/import/upload`, token, ...body })).json();
  };

  const dutyCount = async () =>
    (await post('/api/blade-workbench/ospDeptDutyListConfig/page', { current: 1, size: 1 })).result.total as number;

  async function finished(kind: 'export' | 'import', list: string, key: string) {
    let last: { status: number; result: Record<string, unknown> } | undefined;
    await vi.waitFor(async () => {
      last = await post(`${BASE}/${list}/${kind}/progress`, { key });
      expect(last?.result.finished).toBe(true);
    }, WAIT);
    return last?.result as Record<string, unknown>;
  }

  /** Imports `file` into the duty list under `rules` and waits for the end. */
  async function importFile(file: UploadFile, rules: ImportRules = {}) {
    const headerLine = rules.headerLine ?? 1;
    const mapped = await upload('deptDuty', [file], { headerLine: String(headerLine) });
    expect(mapped.status).toBe(1000);
    const started = await post(`${BASE}/deptDuty/import/start`, startBody(mapped, rules));
    expect(started.status).toBe(1000);
    return finished('import', 'deptDuty', started.result.redisKey);
  }

  return {
    get api() {
      return api;
    },
    get admin() {
      return admin;
    },
    post,
    upload,
    dutyCount,
    finished,
    importFile,
  };
}
