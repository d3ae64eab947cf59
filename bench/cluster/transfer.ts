import { readFile } from 'node:fs/promises';
import { multipartBody } from '../../apps/server/test/multipart.ts';
import { sleep } from './processes.ts';

/* Exports and imports of the duty list through the HTTP API, as the admin's dialogs make them. */

const BASE = '/api/blade-platform/excel/deptDuty';

export interface Caller {
  origin: string;
  headers: Record<string, string>;
}

async function post(caller: Caller, url: string, body: unknown) {
  const response = await fetch(`${caller.origin}${url}`, {
    method: 'POST',
    headers: { ...caller.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { status: number; msg: string; result: Record<string, unknown> };
}

/** Starts an export of every duty; returns its key. */
export async function startExport(caller: Caller): Promise<string> {
  const started = await post(caller, `${BASE}/export/start`, {
    dataRange: 1,
    fileName: 'cluster_export',
    exportField: '部门编码:deptCode,职责描述:dutyDescription,职责类型:dutyType,职责依据:basis,排序:sort',
  });
  if (started.status !== 1000) throw new Error(`export start: ${started.status} ${started.msg}`);
  return started.result.redisKey as string;
}

/** Polls a job's progress until it is finished or `limitMs` passed; returns the last progress. */
export async function untilFinished(caller: Caller, kind: 'export' | 'import', key: string, limitMs: number) {
  const until = Date.now() + limitMs;
  for (;;) {
    const p = await post(caller, `${BASE}/${kind}/progress`, { key }).catch(() => undefined);
    if (p?.result?.finished || Date.now() > until) return p?.result;
    await sleep(200);
  }
}

/** The export file as bytes, downloaded through `caller`. */
export async function download(caller: Caller, key: string): Promise<Buffer> {
  const response = await fetch(`${caller.origin}${BASE}/export/file?key=${encodeURIComponent(key)}`, { headers: caller.headers });
  if (!response.ok) throw new Error(`export download: HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Uploads the workbook at `file` and starts importing it (duplicates and bad rows skipped); returns the job's key. */
export async function startImport(caller: Caller, file: string): Promise<string> {
  const body = multipartBody([{ name: 'duties.xlsx', data: await readFile(file) }]);
  const uploaded = await fetch(`${caller.origin}${BASE}/import/upload`, {
    method: 'POST',
    headers: { ...caller.headers, ...body.headers },
    body: body.payload,
  });
  const mapped = (await uploaded.json()) as { status: number; msg: string; result: { fileKey: string; matchFieldList: unknown } };
  if (mapped.status !== 1000) throw new Error(`import upload: ${mapped.status} ${mapped.msg}`);
  // Header on row 1, duplicates skipped (ruleNum 2), bad rows skipped (errorRegx 1).
  const { fileKey, matchFieldList } = mapped.result;
  const started = await post(caller, `${BASE}/import/start`, { fileKey, headerLine: 1, ruleNum: 2, errorRegx: 1, matchFieldList });
  if (started.status !== 1000) throw new Error(`import start: ${started.status} ${started.msg}`);
  return started.result.redisKey as string;
}

/** The import's progress now. */
export async function importProgress(caller: Caller, key: string) {
  return (await post(caller, `${BASE}/import/progress`, { key })).result;
}
