import { monitorEventLoopDelay } from 'node:perf_hooks';
import { BUILD_WAIT_MS, startSearchIndex } from '../apps/server/src/modules/services/search-index.ts';
import type { Platform } from '../apps/server/src/platform/context.ts';
import { type EmbeddedCampus, openEmbeddedCampus, TENANT } from './lib/embedded-app.ts';
import { fillServices } from './lib/fill-services.ts';
import {
  helloWorld,
  helloWorldTarget,
  listen,
  loadInTurn,
  preflight,
  printLoadTable,
  ratioToBaseline,
  reportFailures,
  type Target,
} from './lib/load.ts';
import { benchDuration, runMain, startWatchdog } from './lib/run.ts';
import { percentile } from './lib/stats.ts';

/**
 * Service search benchmark (see README.md): 10,000 services in the index;
 * the build at start, in-process query latency, then the visitor search
 * endpoint under load beside a bare Fastify hello-world in the same run.
 * Targets: the build under 1 s, or off the request path (a search made as it
 * starts answered within 1 s, the event loop never held long); in-process
 * p99 under 2 ms; endpoint at least 30 % of hello-world.
 */

const SERVICES = 10_000;
const IN_PROCESS_ROUNDS = 200;
/** Rounds of the inputs timed with no term scores kept (each query works out its terms' scores anew). */
const NEW_TERM_ROUNDS = 20;
const BUILD_TARGET_MS = 1000;
const P99_TARGET_MS = 2;
/** Longest the event loop may be held during the build for it to count as off the request path. */
const STALL_TARGET_MS = 250;

/** What people type: Chinese, full pinyin, initials, typos, mixed. */
const QUERIES = [
  '请假',
  '成绩',
  '宿舍',
  '报销',
  '证明',
  '校园卡',
  '在读证明',
  '差旅费',
  '图书馆座位',
  '计算机 请假',
  'qingjia',
  'chengji',
  'sushe',
  'baoxiao',
  'zhengming',
  'xiaoyuanka',
  'youxiang',
  'guahao',
  'qj',
  'cj',
  'ss',
  'bx',
  'zm',
  'xyk',
  'zdzm',
  'cjd',
  'qinjia',
  'chengjdan',
  'xiaoyunka',
  'vpn',
  'wifi',
  'jisuanji qingjia',
  '校园卡 chongzhi',
];

/**
 * The build at start: how long until the index is in, when a search made as
 * it starts is answered (as the endpoint waits: at most BUILD_WAIT_MS, then a
 * plain match), and the longest the event loop was held meanwhile.
 * Then ranked search without the query cache (every input searched anew,
 * from the index's kept term scores), the same inputs with no term scores
 * kept (the first search of each term after a change), and through the
 * cache as the endpoint does.
 */
async function inProcess(platform: Platform) {
  const viewer = { tenantId: TENANT, userId: 'bench', roles: ['student'] };
  const stalls = monitorEventLoopDelay({ resolution: 5 });
  stalls.enable();
  const started = performance.now();
  const search = startSearchIndex(platform, (error) => {
    throw error;
  });
  const firstAnswer = search.index.searchable(BUILD_WAIT_MS).then(() => {
    const found = search.index.search(QUERIES[0] ?? '', viewer, undefined, 20).length;
    return { ms: performance.now() - started, found };
  });
  await search.ready;
  const buildMs = performance.now() - started;
  stalls.disable();
  const first = await firstAnswer;
  const accept = (id: string) => search.index.visible(id, viewer);
  for (const q of QUERIES) search.index.text.query(q, accept, 20); // warm-up
  const times: number[] = [];
  const perQuery = new Map<string, number[]>(QUERIES.map((q) => [q, []]));
  for (let round = 0; round < IN_PROCESS_ROUNDS; round++) {
    for (const q of QUERIES) {
      const t = performance.now();
      search.index.text.query(q, accept, 20);
      const ms = performance.now() - t;
      times.push(ms);
      perQuery.get(q)?.push(ms);
    }
  }
  // The inputs the overall p99 comes from: the slowest five by their own p99.
  const slowest = [...perQuery]
    .map(([q, ms]) => {
      ms.sort((a, b) => a - b);
      return { q, p50: percentile(ms, 50), p99: percentile(ms, 99) };
    })
    .sort((a, b) => b.p99 - a.p99)
    .slice(0, 5);
  // The same inputs with every term new to the index's kept term scores (as after a change to the services).
  const newTermTimes: number[] = [];
  for (let round = 0; round < NEW_TERM_ROUNDS; round++) {
    for (const q of QUERIES) {
      search.index.text.forgetTermScores();
      const t = performance.now();
      search.index.text.query(q, accept, 20);
      newTermTimes.push(performance.now() - t);
    }
  }
  newTermTimes.sort((a, b) => a - b);
  const cachedTimes: number[] = [];
  for (let round = 0; round < IN_PROCESS_ROUNDS; round++) {
    for (const q of QUERIES) {
      const t = performance.now();
      search.index.search(q, viewer, undefined, 20);
      cachedTimes.push(performance.now() - t);
    }
  }
  await search.stop();
  times.sort((a, b) => a - b);
  cachedTimes.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times[times.length - 1] ?? 0,
    cachedP99: percentile(cachedTimes, 99),
    newTerms: { p50: percentile(newTermTimes, 50), p99: percentile(newTermTimes, 99), n: newTermTimes.length },
    n: times.length,
    slowest,
    buildMs,
    first,
    stallMs: stalls.max / 1e6,
  };
}

async function main(): Promise<number> {
  const seconds = benchDuration();
  // Filling and indexing, two runs, start-up and shut-down; anything longer means a hang.
  const stopWatchdog = startWatchdog(seconds * 2 + 240);
  const hello = helloWorld();
  let campus: EmbeddedCampus | undefined;
  try {
    campus = await openEmbeddedCampus('search');
    const total = await fillServices(campus.platform, SERVICES);
    // Before the app is built, so its own index does not share the CPU with this measurement.
    const local = await inProcess(campus.platform);

    const app = await campus.app();
    const [helloBase, base] = await Promise.all([listen(hello), listen(app)]);
    const search: Target = {
      name: `/api/blade-platform/nobody/serverCenter/searchService (visitor, ${QUERIES.length} inputs)`,
      method: 'POST',
      url: `${base}/api/blade-platform/nobody/serverCenter/searchService`,
      headers: { authorization: campus.basic, 'content-type': 'application/json' },
      requests: QUERIES.map((keyword) => ({ body: JSON.stringify({ keyword }) })),
      envelope: true,
    };
    // The endpoint must answer, and find something for the first input, before it is loaded.
    const check = (await preflight(search)) as { result?: unknown[] };
    if (!check.result?.length) throw new Error(`search endpoint preflight found nothing: ${JSON.stringify(check).slice(0, 300)}`);

    const rows = await loadInTurn([helloWorldTarget(helloBase), search], seconds);
    const searchRow = rows[1];
    if (!searchRow) throw new Error('the search endpoint was not loaded');
    const ratio = ratioToBaseline(rows, searchRow);

    const built = local.buildMs < BUILD_TARGET_MS;
    const offPath = local.first.ms < BUILD_TARGET_MS && local.stallMs < STALL_TARGET_MS;
    const buildMet = built || offPath;
    const p99Met = local.p99 < P99_TARGET_MS;
    console.log(
      `\n${total} services; index build: ${local.buildMs.toFixed(0)} ms (target < ${BUILD_TARGET_MS} ms); a search made as it started answered after ${local.first.ms.toFixed(0)} ms (${local.first.found} found), event loop held at most ${local.stallMs.toFixed(0)} ms meanwhile (off the request path: answered < ${BUILD_TARGET_MS} ms, held < ${STALL_TARGET_MS} ms)`,
    );
    console.log(
      `in-process ranked query, not through the query cache (${local.n} queries over ${QUERIES.length} inputs, term scores kept): p50 ${local.p50.toFixed(3)} ms, p99 ${local.p99.toFixed(3)} ms, max ${local.max.toFixed(2)} ms (target p99 < ${P99_TARGET_MS} ms); through the query cache p99 ${local.cachedP99.toFixed(3)} ms`,
    );
    console.log(
      `the same inputs with their terms new (scores of each term worked out again, ${local.newTerms.n} queries): p50 ${local.newTerms.p50.toFixed(3)} ms, p99 ${local.newTerms.p99.toFixed(3)} ms (no target)`,
    );
    console.log(
      `slowest inputs (p50 / p99 ms): ${local.slowest.map((s) => `${s.q} ${s.p50.toFixed(2)} / ${s.p99.toFixed(2)}`).join('; ')}`,
    );
    printLoadTable(rows, seconds);
    console.log(
      `\ntargets: index build < ${BUILD_TARGET_MS} ms ${built ? 'met' : 'MISSED'}, off the request path ${offPath ? 'met' : 'MISSED'} (one is enough: ${buildMet ? 'met' : 'MISSED'}); in-process p99 < ${P99_TARGET_MS} ms ${p99Met ? 'met' : 'MISSED'}; searchService ≥ 30 % of hello-world ${ratio >= 0.3 ? 'met' : 'MISSED'}`,
    );
    return reportFailures(rows) > 0 || !buildMet || !p99Met || ratio < 0.3 ? 1 : 0;
  } finally {
    await Promise.allSettled([hello.close(), campus?.close()]);
    stopWatchdog();
  }
}

runMain(main);
