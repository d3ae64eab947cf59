import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileUpload } from '../../apps/server/test/multipart.ts';
import { bareStep } from './bare-excel.ts';
import { asChild, inChild } from './child.ts';
import { compiledModule } from './compiled.ts';
import { DEMO_ADMIN, type EmbeddedCampus, openEmbeddedCampus, signIn } from './embedded-app.ts';
import { MB, type Measured, measure } from './measure.ts';

/*
 * One round of bench/transfer, run in a child process of its own so that each
 * round's peak memory is its own: a process does not hand back the memory an
 * earlier round used. The child runs compiled, as a server does. A fresh embedded campus, then the bare write and read
 * (each in a further child, bare-excel.ts), the import and the export.
 */

const BASE = '/api/blade-platform/excel/deptDuty';

type Step = Omit<Measured<unknown>, 'result'>;

export interface RoundResult {
  fileMb: number;
  write: Step;
  read: Step;
  imported: Step;
  exported: Step & { rows: number };
}

async function runRound(rows: number): Promise<RoundResult> {
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
    const write = await bareStep('write', file, rows);
    const read = await bareStep('read', file, rows);
    if (read.result !== rows) throw new Error(`bare read saw ${read.result} rows`);
    const data = await readFile(file);

    const form = fileUpload('duties.xlsx', data);
    const imported = await measure(async () => {
      const upload = await app.inject({
        method: 'POST',
        url: `${BASE}/import/upload`,
        headers: { ...headers, ...form.headers },
        payload: form.payload,
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
    if (imported.result.state !== 'completed' || imported.result.newInsertNum !== rows) {
      const err = await app.inject({
        method: 'GET',
        url: `${BASE}/import/errorFile`,
        query: { errorKey: imported.result.errorKey },
        headers,
      });
      // Loaded only here: the round's process should hold what the server holds, not the bench's tools.
      const { default: ExcelJS } = await import('exceljs');
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

    return {
      fileMb: (await stat(file)).size / MB,
      write: { seconds: write.seconds, peakMb: write.peakMb, startMb: write.startMb },
      read: { seconds: read.seconds, peakMb: read.peakMb, startMb: read.startMb },
      imported: { seconds: imported.seconds, peakMb: imported.peakMb, startMb: imported.startMb },
      exported: {
        seconds: exported.seconds,
        peakMb: exported.peakMb,
        startMb: exported.startMb,
        rows: exported.result.finishNum as number,
      },
    };
  } finally {
    await campus?.close();
  }
}

/** Runs one round in a fresh child process, compiled as a server runs (lib/compiled.ts). */
export async function transferRound(rows: number): Promise<RoundResult> {
  return inChild(await compiledModule(import.meta.url), [String(rows)], 'a transfer round', ['--expose-gc']);
}

await asChild(import.meta.url, ([rows]) => runRound(Number(rows)));
