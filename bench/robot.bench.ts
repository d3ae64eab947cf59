import { monitorEventLoopDelay } from 'node:perf_hooks';
import * as answers from '../apps/server/src/modules/robot/answers.ts';
import { knowledgeOf } from '../apps/server/src/modules/robot/knowledge.ts';
import { KnowledgeMatcher } from '../apps/server/src/modules/robot/matcher.ts';
import { QUALITY_CASES } from '../apps/server/src/modules/robot/quality-cases.ts';
import * as repo from '../apps/server/src/modules/robot/repo.ts';
import type { Platform } from '../apps/server/src/platform/context.ts';
import { DEMO_STUDENT, type EmbeddedCampus, openEmbeddedCampus, signIn, TENANT } from './lib/embedded-app.ts';
import { type Asked, fillRobot } from './lib/fill-robot.ts';
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
import { printTable } from './lib/table.ts';

/**
 * Help robot benchmark (see README.md): the demo campus's knowledge base
 * filled to 5,000 entries; the matcher's build, then in-process answers to
 * some 450 questions as people ask them (Chinese in other words, pinyin,
 * pinyin with a slip, the answer-quality cases, questions it cannot answer),
 * then `lucene/search` signed in and as a visitor under load beside a bare
 * Fastify hello-world in the same run. Target: in-process answer p99 under
 * 10 ms; exits 1 when missed.
 */

const ENTRIES = 5_000;
/** Questions of each generated kind (Chinese, pinyin, pinyin with a slip). */
const PER_KIND = 120;
const ROUNDS = 5;
const P99_TARGET_MS = 10;
const P = '/api/blade-platform';

/** Nothing a campus help desk knows: these must get no answer (the client then records them). */
const UNANSWERABLE = [
  '今天天气怎么样',
  '火星上有没有水',
  '推荐一部好看的电影',
  '红烧肉怎么做',
  '明天股票会涨吗',
  '帮我写一首关于春天的诗',
  '世界上最高的山是哪座',
  '量子力学是什么',
  '周杰伦出了什么新歌',
  '地球到月亮有多远',
  '猫为什么喜欢钻纸箱',
  '世界杯冠军是谁',
  '一加一等于几',
  '你喜欢吃苹果还是香蕉',
  '怎么减肥最快',
  '人工智能会取代人类吗',
  '恐龙是怎么灭绝的',
  '给我讲个笑话',
  '北京到上海的高铁票多少钱',
  '西红柿炒鸡蛋先放哪个',
  '黑洞里面有什么',
  '今年春节是几月几号',
  '狗狗能吃巧克力吗',
  '怎么学会游泳',
  '哪款手机拍照最好',
  '太阳系有几颗行星',
  '唐朝的首都在哪里',
  '怎么养多肉植物',
  '电动车电池能用几年',
  '长城有多长',
  'how to cook pasta',
  'what is the meaning of life',
  'tianqi yubao',
  'dianying tuijian',
  'hongshaorou zuofa',
  'asdfghjkl',
  'zzzz',
  '哈哈哈哈',
  '在吗',
];

interface Question {
  kind: string;
  text: string;
  /** The stored question meant; none when the knowledge base cannot answer it. */
  expected?: string;
}

const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? 0, n: sorted.length };
};
type Stats = ReturnType<typeof stats>;

/**
 * Times `call` for every question: once as first asked after the build (the
 * index works each new term's scores out, then keeps them), then `ROUNDS`
 * times over; also each question's own p99 in those rounds.
 */
async function timeEach(questions: Question[], call: (q: string) => unknown): Promise<{ first: Stats; all: Stats; slowest: string[] }> {
  const first: number[] = [];
  for (const q of questions) {
    const t = performance.now();
    await call(q.text);
    first.push(performance.now() - t);
  }
  const times: number[] = [];
  const per = new Map<string, number[]>(questions.map((q) => [q.text, []]));
  for (let round = 0; round < ROUNDS; round++)
    for (const q of questions) {
      const t = performance.now();
      await call(q.text);
      const ms = performance.now() - t;
      times.push(ms);
      per.get(q.text)?.push(ms);
    }
  const slowest = [...per]
    .map(([q, ms]) => ({ q, ...stats(ms) }))
    .sort((a, b) => b.p99 - a.p99)
    .slice(0, 5)
    .map((s) => `${s.q} ${s.p50.toFixed(2)} / ${s.p99.toFixed(2)}`);
  return { first: stats(first), all: stats(times), slowest };
}

/** The build as a request finding no knowledge kept pays it: read and build, with the longest hold of the event loop. */
async function build(platform: Platform) {
  await platform.memo.forget([`robot:${TENANT}:knowledge`]);
  const stalls = monitorEventLoopDelay({ resolution: 5 });
  stalls.enable();
  // The monitor counts from its first tick: one before the build.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const t = performance.now();
  const knowledge = await knowledgeOf(platform, TENANT);
  const ms = performance.now() - t;
  // Yields once so the monitor sees the hold the build made.
  await new Promise((resolve) => setTimeout(resolve, 20));
  stalls.disable();
  // The matcher alone, again (warm): the part that holds the event loop.
  const rows = await repo.answerableEntries(platform.db, TENANT);
  const docs = rows.map((r) => ({ id: r.id, question: r.question, similar: JSON.parse(r.similar) as string[] }));
  const m = performance.now();
  new KnowledgeMatcher(docs);
  const matcherMs = performance.now() - m;
  return { ms, matcherMs, stallMs: stalls.max / 1e6, entries: knowledge.entries.length };
}

/** Per kind: how many got an answer, and how many the meant entry first; and the answers to what cannot be answered. */
async function outcomes(platform: Platform, questions: Question[]) {
  const byKind = new Map<string, { n: number; answered: number; first: number; expected: number }>();
  const wrong: string[] = [];
  for (const q of questions) {
    const found = await answers.search(platform, null, TENANT, { question: q.text });
    if (!q.expected && found[0]) wrong.push(`${q.text} → ${found[0].question}`);
    const row = byKind.get(q.kind) ?? { n: 0, answered: 0, first: 0, expected: 0 };
    row.n++;
    if (found.length > 0) row.answered++;
    if (q.expected) row.expected++;
    if (q.expected && found[0]?.question === q.expected) row.first++;
    byKind.set(q.kind, row);
  }
  return { byKind, wrong };
}

async function main(): Promise<number> {
  const seconds = benchDuration();
  // Fill, build, in-process rounds, three runs under load and shut-down; anything longer is a hang.
  const stopWatchdog = startWatchdog(seconds * 3 + 300);
  const hello = helloWorld();
  let campus: EmbeddedCampus | undefined;
  try {
    campus = await openEmbeddedCampus('robot');
    const platform = campus.platform;
    const filled = await fillRobot(platform, ENTRIES, PER_KIND);
    const kind = (name: string) => (a: Asked) => ({ kind: name, text: a.text, expected: a.expected });
    const questions: Question[] = [
      ...filled.asked.chinese.map(kind('Chinese, other words')),
      ...filled.asked.pinyin.map(kind('pinyin')),
      ...filled.asked.slips.map(kind('pinyin with a slip')),
      ...QUALITY_CASES.map(([text, expected]) => ({ kind: 'answer-quality cases', text, expected })),
      ...UNANSWERABLE.map((text) => ({ kind: 'cannot be answered', text })),
    ];
    // Typed so far, as wantAnswer is asked while typing: the first 2–4 characters or letters.
    const typed = [...new Set(questions.map((q, i) => q.text.slice(0, 2 + (i % 3))))].map((text) => ({ kind: 'typed', text }));
    // The fill's garbage is not the robot's: collected before the clock runs (--expose-gc).
    globalThis.gc?.();

    const built = await build(platform);
    const { matcher } = await knowledgeOf(platform, TENANT);
    const ranking = await timeEach(questions, (q) => matcher.answer(q, () => true, 3));
    const answer = await timeEach(questions, (q) => answers.search(platform, null, TENANT, { question: q }));
    const suggest = await timeEach(typed, (q) => answers.suggestions(platform, null, TENANT, q));
    const found = await outcomes(platform, questions);

    const app = await campus.app();
    const token = await signIn(campus, DEMO_STUDENT);
    const [helloBase, base] = await Promise.all([listen(hello), listen(app)]);
    const bodies = questions.map((q) => ({ body: JSON.stringify({ question: q.text }) }));
    const json = { authorization: campus.basic, 'content-type': 'application/json' };
    const signedIn: Target = {
      name: `${P}/aiquestion/lucene/search (signed in, ${questions.length} questions)`,
      method: 'POST',
      url: `${base}${P}/aiquestion/lucene/search`,
      headers: { ...json, 'blade-auth': `bearer ${token}` },
      requests: bodies,
      envelope: true,
    };
    const visitor: Target = {
      name: `${P}/nobody/aiquestion/lucene/search (visitor, ${questions.length} questions)`,
      method: 'POST',
      url: `${base}${P}/nobody/aiquestion/lucene/search`,
      headers: { ...json, 'tenant-id': TENANT },
      requests: bodies,
      envelope: true,
    };
    // Both must answer the first question (one stored in other words) before they are loaded.
    for (const target of [signedIn, visitor]) {
      const check = (await preflight(target)) as { result?: unknown[] };
      if (!check.result?.length) throw new Error(`${target.name} preflight found no answer: ${JSON.stringify(check).slice(0, 300)}`);
    }
    const rows = await loadInTurn([helloWorldTarget(helloBase), signedIn, visitor], seconds);
    const [, signedRow, visitorRow] = rows;
    if (!signedRow || !visitorRow) throw new Error('an endpoint was not loaded');

    console.log(
      `\n${built.entries} answerable entries (${filled.entries} in the knowledge base); knowledge read and matcher built at first use: ${built.ms.toFixed(0)} ms (event loop held at most ${built.stallMs.toFixed(0)} ms); the matcher alone, again: ${built.matcherMs.toFixed(0)} ms (no target)`,
    );
    console.log(
      `\nin process, ${questions.length} questions (${typed.length} typed beginnings for suggestions), ${ROUNDS} rounds after the first:`,
    );
    const row = (name: string, s: Stats) => [name, String(s.n), s.p50.toFixed(2), s.p99.toFixed(2), s.max.toFixed(2)];
    printTable(
      ['call', 'calls', 'p50 ms', 'p99 ms', 'max ms'],
      [
        row('ranking alone (matcher.answer), first asked after the build', ranking.first),
        row('ranking alone (matcher.answer)', ranking.all),
        row(`answer (search as a visitor: matching + linked services), target p99 < ${P99_TARGET_MS} ms`, answer.all),
        row('suggestions while typing (wantAnswer)', suggest.all),
      ],
    );
    console.log(`slowest questions, answer (p50 / p99 ms): ${answer.slowest.join('; ')}`);
    console.log(`slowest typed beginnings (p50 / p99 ms): ${suggest.slowest.join('; ')}`);
    console.log('\nwhat the questions got (no target):');
    printTable(
      ['kind', 'questions', 'answered', 'meant entry first'],
      [...found.byKind].map(([name, f]) => [name, String(f.n), String(f.answered), f.expected > 0 ? `${f.first} of ${f.expected}` : '-']),
    );
    if (found.wrong.length > 0) console.log(`answered though the knowledge base cannot: ${found.wrong.join('；')}`);
    printLoadTable(rows, seconds);
    const met = answer.all.p99 < P99_TARGET_MS;
    console.log(
      `\ntarget: in-process answer p99 < ${P99_TARGET_MS} ms ${met ? 'met' : 'MISSED'} (${answer.all.p99.toFixed(2)} ms); beside hello-world: signed in ${(ratioToBaseline(rows, signedRow) * 100).toFixed(1)} %, visitor ${(ratioToBaseline(rows, visitorRow) * 100).toFixed(1)} % (reported, no target)`,
    );
    return reportFailures(rows) > 0 || !met ? 1 : 0;
  } finally {
    await Promise.allSettled([hello.close(), campus?.close()]);
    stopWatchdog();
  }
}

runMain(main);
