import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { DEMO_ADMIN, type EmbeddedCampus, openEmbeddedCampus, signIn } from './lib/embedded-app.ts';
import { runMain } from './lib/run.ts';
import { printTable } from './lib/table.ts';

/**
 * Import and export benchmark of the embedded mode (README.md): a 100,000-row
 * duty list imported from .xlsx and exported back, each beside a bare ExcelJS
 * streaming read or write of the same rows in the same process, so the ratio
 * says what OneHall's checks, database and progress cost on top of the
 * spreadsheet library on whatever machine runs it.
 */

const ROWS = Number(process.env.BENCH_TRANSFER_ROWS ?? 100_000);
const HEADER = ['部门编码', '职责描述', '职责类型', '职责依据', '排序'];
const DEPTS = ['JWC', 'XGC', 'YJSY', 'CWC', 'RSC', 'HQC', 'TSG', 'XXZX', 'JSJXY', 'WGYXY'];
const TYPES = ['主体职责', '协同职责', '监督职责'];
const BASE = '/api/blade-platform/excel/deptDuty';
const MB = 1024 * 1024;

const row = (i: number) => [
  DEPTS[i % DEPTS.length] as string,
  `基准测试职责第${i}条：负责相关业务的受理、审核与办结`,
  TYPES[i % 3] as string,
  '《学校内部管理制度汇编》',
  i % 1000,
];

/** Peak resident memory while `work` runs, sampled every 10 ms. */
async function measure<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number; peakMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = process.hrtime.bigint();
  try {
    const result = await work();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, seconds, peakMb: peak / MB };
  } finally {
    clearInterval(timer);
  }
}

async function bareWrite(file: string): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(HEADER).commit();
  for (let i = 0; i < ROWS; i++) sheet.addRow(row(i)).commit();
  sheet.commit();
  await workbook.commit();
}

async function bareRead(file: string): Promise<number> {
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const r of sheet) if (r.number > 1) rows++;
  }
  return rows;
}

function multipart(name: string, data: Buffer) {
  const boundary = '----onehallBench';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function main(): Promise<number> {
  let campus: EmbeddedCampus | undefined;
  try {
    campus = await openEmbeddedCampus('transfer');
    const app = await campus.app({ jobs: true });
    const token = await signIn(campus, DEMO_ADMIN);
    const headers = { authorization: campus.basic, 'blade-auth': `bearer ${token}` };
    const post = async (url: string, payload: object) => (await app.inject({ method: 'POST', url, headers, payload })).json();
    const until = async (kind: 'import' | 'export', key: string) => {
      for (;;) {
        const p = await post(`${BASE}/${kind}/progress`, { key });
        if (p.result?.finished) return p.result;
        await new Promise((r) => setTimeout(r, 50));
      }
    };

    const file = path.join(campus.dir, 'duties.xlsx');
    const write = await measure(() => bareWrite(file));
    const read = await measure(() => bareRead(file));
    if (read.result !== ROWS) throw new Error(`bare read saw ${read.result} rows`);
    const data = await readFile(file);

    const imported = await measure(async () => {
      const upload = await app.inject({
        method: 'POST',
        url: `${BASE}/import/upload`,
        headers: { ...headers, ...multipart('duties.xlsx', data).headers },
        payload: multipart('duties.xlsx', data).payload,
      });
      const mapping = upload.json().result;
      const started = await post(`${BASE}/import/start`, {
        fileKey: mapping.fileKey,
        headerLine: 1,
        ruleNum: 2,
        errorRegx: 1,
        matchFieldList: mapping.matchFieldList,
      });
      return until('import', started.result.redisKey);
    });
    if (imported.result.state !== 'completed' || imported.result.newInsertNum !== ROWS) {
      const err = await app.inject({
        method: 'GET',
        url: `${BASE}/import/errorFile`,
        query: { errorKey: imported.result.errorKey },
        headers,
      });
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(err.rawPayload as unknown as ArrayBuffer);
      wb.worksheets[0]?.eachRow((r) => console.log(JSON.stringify(r.values)));
      throw new Error(`import ended ${JSON.stringify(imported.result)}`);
    }

    const exported = await measure(async () => {
      const started = await post(`${BASE}/export/start`, {
        dataRange: 1,
        fileName: 'bench_export',
        exportField: '部门编码:deptCode,职责描述:dutyDescription,职责类型:dutyType,职责依据:basis,排序:sort',
      });
      return until('export', started.result.redisKey);
    });
    if (exported.result.state !== 'completed') throw new Error(`export ended ${JSON.stringify(exported.result)}`);
    const exportedRows = exported.result.finishNum as number;

    const rate = (rows: number, s: number) => Math.round(rows / s);
    const importRatio = rate(ROWS, imported.seconds) / rate(ROWS, read.seconds);
    const exportRatio = rate(exportedRows, exported.seconds) / rate(ROWS, write.seconds);
    const step = (name: string, rows: number, m: { seconds: number; peakMb: number }, ratio?: number) => [
      name,
      String(rows),
      m.seconds.toFixed(2),
      String(rate(rows, m.seconds)),
      m.peakMb.toFixed(2),
      ratio === undefined ? '' : ratio.toFixed(2),
    ];
    console.log(`\nTransfer benchmark, embedded mode, ${ROWS} rows, file ${((await stat(file)).size / MB).toFixed(1)} MB\n`);
    printTable(
      ['step', 'rows', 'seconds', 'rows/s', 'peak RSS MB', 'ratio to bare'],
      [
        step('bare ExcelJS write', ROWS, write),
        step('bare ExcelJS read', ROWS, read),
        step('OneHall import (upload → done)', ROWS, imported, importRatio),
        step('OneHall export (start → done)', exportedRows, exported, exportRatio),
      ],
    );
    const peak = Math.max(imported.peakMb, exported.peakMb);
    console.log(
      `\ntargets: import ≥ 50% of bare read: ${(importRatio * 100).toFixed(0)}% ${importRatio >= 0.5 ? 'met' : 'MISSED'}; ` +
        `export ≥ 50% of bare write: ${(exportRatio * 100).toFixed(0)}% ${exportRatio >= 0.5 ? 'met' : 'MISSED'}; ` +
        `peak < 400 MB: ${peak.toFixed(0)} MB ${peak < 400 ? 'met' : 'MISSED'}`,
    );
    return 0;
  } finally {
    await campus?.close();
  }
}

runMain(main);
