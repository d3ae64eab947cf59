import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { PARSE_MEMORY_MB } from '../apps/server/src/modules/transfer/import-limits.ts';
import { DUTY_HEADER, giantCellRows, inlineRow, longHeaderRow, sharedStringsBomb, workbook } from '../apps/server/test/hostile-xlsx.ts';
import { DEMO_ADMIN, type EmbeddedCampus, openEmbeddedCampus, signIn } from './lib/embedded-app.ts';
import { runMain } from './lib/run.ts';
import { printTable } from './lib/table.ts';

/*
 * Hostile .xlsx uploads against the embedded mode (README.md "Import
 * limits"): each file of issue 11 is uploaded, and imported when the upload
 * takes it, beside a normal workbook as the baseline. Each case runs in a
 * child process of its own, so its peak resident memory (the kernel's
 * high-water mark, worker threads included, reset just before the upload)
 * is its own; this process writes the files and asks the child's /healthz
 * over loopback throughout, as a load balancer would.
 */

const BASE = '/api/blade-platform/excel/deptDuty';
const MB = 1024 * 1024;
/** A case still running after this long is stopped and reported as such. */
const CASE_LIMIT_S = Number(process.env.BENCH_LIMITS_CASE_SECONDS ?? 300);
const PROBE_EVERY_MS = 100;

interface Case {
  name: string;
  file: () => Promise<Buffer>;
  /** Also start the import once the upload is taken. */
  importIt: boolean;
  /** What the answer must contain; none for the baseline, which must import. */
  refusal?: string;
}

const CASES: Case[] = [
  {
    name: 'baseline',
    file: () => workbook(inlineRow(1, DUTY_HEADER) + inlineRow(2, ['JWC', '基准职责', '主体职责', '', '1'])),
    importIt: true,
  },
  { name: 'long header', file: () => workbook(longHeaderRow(500_000)), importIt: false, refusal: '表头过长' },
  { name: 'giant header cell', file: () => workbook(giantCellRows(1, 380 * MB)), importIt: false, refusal: '单元格内容过长' },
  { name: 'giant data cell', file: () => workbook(giantCellRows(2, 380 * MB)), importIt: true, refusal: '单元格内容过长' },
  {
    // Ten million short strings, 360 MB: each within every limit but the heap's.
    name: 'shared strings',
    file: () => {
      const bomb = sharedStringsBomb(10_000_000, 20);
      return workbook(bomb.rows, { sharedStrings: bomb.sharedStrings });
    },
    importIt: true,
    refusal: '内存限制',
  },
];

interface Outcome {
  fileKb: number;
  seconds: number;
  /** The longest the API's event loop was held up. */
  loopMaxMs: number;
  answer: string;
  ok: boolean;
}

/** The process's peak resident memory so far, in MB (Linux). */
const peakRssMb = (pid: number | 'self') => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmHWM:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};

// ── child: one case ──────────────────────────────────────────────────────

/** The kernel's high-water mark starts again from the current resident memory. */
const resetPeakRss = () => writeFileSync('/proc/self/clear_refs', '5');

async function runCase(test: Case, file: string): Promise<void> {
  let campus: EmbeddedCampus | undefined;
  const send = (message: object) => new Promise<void>((resolve) => process.send?.(message, () => resolve()));
  try {
    campus = await openEmbeddedCampus('limits');
    const app = await campus.app({ jobs: true });
    const token = await signIn(campus, DEMO_ADMIN);
    const headers = { authorization: campus.basic, 'blade-auth': `bearer ${token}` };
    const post = async (url: string, payload: object) => (await app.inject({ method: 'POST', url, headers, payload })).json();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const data = readFileSync(file);
    const boundary = '----onehallLimitsBench';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="limits.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const go = new Promise((resolve) => process.once('message', resolve));
    globalThis.gc?.();
    resetPeakRss();
    await send({ port: (app.server.address() as AddressInfo).port, baseMb: peakRssMb('self') });
    await go;

    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const started = process.hrtime.bigint();
    const upload = await app.inject({
      method: 'POST',
      url: `${BASE}/import/upload`,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    const mapped = upload.json();
    let answer = `upload: ${upload.statusCode} ${mapped.status} ${mapped.msg}`;
    let ok = mapped.status === 1000;
    if (ok && test.importIt) {
      const start = await post(`${BASE}/import/start`, {
        fileKey: mapped.result.fileKey,
        headerLine: 1,
        ruleNum: 2,
        errorRegx: 1,
        matchFieldList: mapped.result.matchFieldList,
      });
      for (;;) {
        const progress = (await post(`${BASE}/import/progress`, { key: start.result.redisKey })).result;
        if (progress.finished) {
          answer = `import: ${progress.state} ${progress.errorMsg ?? `${progress.newInsertNum} inserted`}`;
          ok = progress.state === 'completed';
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
      }
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    loop.disable();
    const outcome: Outcome = { fileKb: data.length / 1024, seconds, loopMaxMs: loop.max / 1e6, answer, ok };
    await send({ outcome, peakMb: peakRssMb('self') });
  } finally {
    await campus?.close();
  }
}

// ── parent: cases in turn, /healthz probed meanwhile ─────────────────────

interface Row {
  test: Case;
  outcome?: Outcome;
  baseMb: number;
  peakMb: number;
  healthMaxMs: number;
  healthFailed: number;
}

async function probe(port: number, stop: Promise<void>): Promise<{ maxMs: number; failed: number }> {
  let maxMs = 0;
  let failed = 0;
  let stopped = false;
  void stop.then(() => (stopped = true));
  while (!stopped) {
    const sent = performance.now();
    let ok = false;
    try {
      ok = (await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5_000) })).ok;
    } catch {}
    // A probe the case's end overtook (the child closes its server) does not count.
    if (stopped) break;
    if (!ok) failed++;
    maxMs = Math.max(maxMs, performance.now() - sent);
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  return { maxMs, failed };
}

async function inChild(index: number, dir: string): Promise<Row> {
  const test = CASES[index] as Case;
  const file = path.join(dir, `case${index}.xlsx`);
  writeFileSync(file, await test.file());
  return new Promise((resolve, reject) => {
    const child: ChildProcess = fork(fileURLToPath(import.meta.url), [String(index), file], {
      execArgv: ['--expose-gc', '--import', 'tsx'],
    });
    const row: Row = { test, baseMb: Number.NaN, peakMb: Number.NaN, healthMaxMs: 0, healthFailed: 0 };
    let done: () => void = () => {};
    const finished = new Promise<void>((r) => (done = r));
    let probing: Promise<{ maxMs: number; failed: number }> | undefined;
    const timer = setTimeout(() => {
      row.peakMb = peakRssMb(child.pid as number);
      done();
      child.kill('SIGKILL');
    }, CASE_LIMIT_S * 1000);
    child.on('message', (message: { port?: number; baseMb?: number; outcome?: Outcome; peakMb?: number }) => {
      if (message.port) {
        row.baseMb = message.baseMb as number;
        probing = probe(message.port, finished);
        child.send('go');
      } else if (message.outcome) {
        row.outcome = message.outcome;
        row.peakMb = message.peakMb as number;
        done();
      }
    });
    child.on('error', reject);
    child.on('exit', async () => {
      clearTimeout(timer);
      done();
      const health = await probing;
      resolve({ ...row, healthMaxMs: health?.maxMs ?? 0, healthFailed: health?.failed ?? 0 });
    });
  });
}

async function main(): Promise<number> {
  const rows: Row[] = [];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'onehall-limits-files-'));
  try {
    for (let i = 0; i < CASES.length; i++) {
      rows.push(await inChild(i, dir));
      console.error(`${CASES[i]?.name} done`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const baseline = rows[0] as Row;
  // A worker at its heap limit, with its young generation and the collector's own working memory besides.
  const extraLimitMb = 2 * PARSE_MEMORY_MB;
  console.log(`\nImport limits, embedded mode, one case per process (peak = the process's VmHWM, workers included)\n`);
  printTable(
    ['case', 'file KB', 'seconds', 'RSS before MB', 'peak MB', 'added MB', 'loop max ms', 'healthz max ms', 'healthz failed', 'answer'],
    rows.map((r) => [
      r.test.name,
      r.outcome ? r.outcome.fileKb.toFixed(0) : '',
      r.outcome ? r.outcome.seconds.toFixed(2) : `> ${CASE_LIMIT_S} (stopped)`,
      r.baseMb.toFixed(0),
      r.peakMb.toFixed(0),
      (r.peakMb - r.baseMb).toFixed(0),
      r.outcome ? r.outcome.loopMaxMs.toFixed(0) : '',
      r.healthMaxMs.toFixed(0),
      String(r.healthFailed),
      r.outcome?.answer ?? '',
    ]),
  );
  let failed = false;
  const verdicts = rows.map((r) => {
    const answered = r.outcome ? (r.test.refusal ? !r.outcome.ok && r.outcome.answer.includes(r.test.refusal) : r.outcome.ok) : false;
    const memory = r.peakMb - r.baseMb <= baseline.peakMb - baseline.baseMb + extraLimitMb;
    const health = r.healthFailed === 0 && r.healthMaxMs < 1_000;
    if (!answered) failed = true;
    return `${r.test.name}: ${answered ? 'answered as expected' : 'WRONG ANSWER'}, ${memory ? 'memory met' : 'memory MISSED'}, ${health ? 'healthz met' : 'healthz MISSED'}`;
  });
  console.log(
    `\ntargets: each hostile file refused with its limit's message; added ≤ the baseline's + ${extraLimitMb} MB; every /healthz answered within 1 s\n${verdicts.join('\n')}`,
  );
  return failed ? 1 : 0;
}

const [index, file] = process.argv.slice(2);
if (process.send && index !== undefined && file !== undefined) {
  runCase(CASES[Number(index)] as Case, file).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
} else {
  runMain(main);
}
