import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  cancelCollect,
  collectService,
  getFooterInfo,
  getTopMenu,
  getUserApplyCardList,
  getUserInfo,
  guideLuceneSearch,
  ospHeatService,
  ospNewlyLaunched,
  serviceDetails,
} from '@onehall/contract';

/*
 * The load generator, in processes of its own (load.ts forks them): virtual
 * users, each on one kept-alive connection from a loopback address of its own
 * (127.x.y.z), so nginx sees as many clients as there are users and the
 * per-address sign-in limits apply as they would on a campus network.
 */

export interface Account {
  username: string;
  password: string;
}

export interface LoadOrder {
  kind: 'students' | 'hello' | 'storm';
  origin: string;
  basic: string;
  /** Virtual users (students, hello) or the accounts signing in (storm), each with its own address. */
  users: number;
  /** This process's first client address (see `addressOf`): processes of one run use addresses apart. */
  firstAddress: number;
  seconds: number;
  accounts: Account[];
  serviceIds: string[];
  /** Tokens of an earlier run of the same users: they skip the warm-up sign-in. */
  tokens?: (string | undefined)[];
}

/** One failed call: when (epoch ms), which call, why, and after how long. */
export interface Failure {
  at: number;
  call: string;
  reason: string;
  ms: number;
}

export interface LoadReport {
  /** Latencies in ms of the calls that succeeded, by call. */
  latencies: Record<string, number[]>;
  failures: Failure[];
  /** Latencies of the students' first sign-ins, all at once before the clock started. */
  warmUp: number[];
  /** Each user's first token, for the next run of the same users. */
  tokens: (string | undefined)[];
  /** Favourites each account left as last acknowledged: `account serviceId` → collected. */
  favourites: Record<string, boolean>;
  startedAt: number;
  endedAt: number;
}

const KEYWORDS = ['奖学金', '请假', '宿舍', '成绩', '报销', '图书', '证明', '一卡通', '就业', '选课'];
/** The web app's time-out for platform calls (SPEC §7): a call slower than this failed for the student. */
const TIMEOUT_MS = 30_000;
/** Visits (landing, home page, ten searches with details) a student makes per sign-in. */
const SIGN_IN_EVERY = 10;
/**
 * A person who gets an error message reads it before going on; without the pause a virtual user whose calls fail
 * at once (a store outage answers 503 in milliseconds) would make tens of thousands of calls a second.
 */
const PAUSE_AFTER_FAILURE_MS = 1000;
/** The first sign-in of every user, before the clock starts, may take this long (all users sign in at once). */
const WARM_UP_TIMEOUT_MS = 600_000;
const TOKEN_PATH = '/api/blade-auth/oauth/token?tenantId=000000&grant_type=password&scope=all';
const STATUS_OK = 1000;

/** The `n`th client address: 127.10.0.1, 127.10.0.2 … (250 per third octet, never .0 or .255). */
const addressOf = (n: number) => `127.${10 + Math.floor(n / 64_000)}.${Math.floor(n / 250) % 256}.${(n % 250) + 1}`;

interface Answer {
  status: number;
  body: string;
}

function send(
  agent: http.Agent,
  origin: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
  timeout = TIMEOUT_MS,
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(`${origin}${path}`, { method, agent, headers, timeout }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('time-out')));
    request.on('error', reject);
    request.end(body);
  });
}

class Recorder {
  readonly latencies: Record<string, number[]> = {};
  readonly failures: Failure[] = [];

  /** Makes one call, records it; returns the envelope's result, or undefined when it failed. */
  async call(name: string, run: () => Promise<Answer>, envelope = true): Promise<{ result: unknown } | undefined> {
    const t0 = performance.now();
    let reason: string;
    try {
      const answer = await run();
      const ms = performance.now() - t0;
      if (answer.status === 200) {
        if (!envelope) return this.ok(name, ms, null);
        const parsed = JSON.parse(answer.body) as { status?: number; msg?: string; result?: unknown };
        if (parsed.status === STATUS_OK) return this.ok(name, ms, parsed.result);
        reason = `status ${parsed.status} ${parsed.msg ?? ''}`;
      } else reason = `HTTP ${answer.status} ${answer.body.slice(0, 80)}`;
    } catch (error) {
      reason = (error as Error).message;
    }
    this.failures.push({ at: Date.now(), call: name, reason, ms: performance.now() - t0 });
    await sleep(PAUSE_AFTER_FAILURE_MS);
    return undefined;
  }

  private ok(name: string, ms: number, result: unknown) {
    const latencies = this.latencies[name] ?? [];
    latencies.push(ms);
    this.latencies[name] = latencies;
    return { result };
  }
}

/** Signs `account` in on `agent`; the access token, or undefined when it failed. */
async function signIn(rec: Recorder, name: string, agent: http.Agent, order: LoadOrder, account: Account, timeout = TIMEOUT_MS) {
  const headers = { authorization: order.basic, 'content-type': 'application/json' };
  const signedIn = await rec.call(name, () => send(agent, order.origin, 'POST', TOKEN_PATH, headers, JSON.stringify(account), timeout));
  return (signedIn?.result as { access_token?: string } | undefined)?.access_token;
}

const agentFor = (order: LoadOrder, index: number) =>
  new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: addressOf(order.firstAddress + index) });

/**
 * One student's visit after visit until `until`: landing, the home page, then searches, details and favourites;
 * signed in again as the user's next account every SIGN_IN_EVERY visits (the first sign-in was the warm-up's).
 */
async function student(
  order: LoadOrder,
  index: number,
  first: string | undefined,
  until: number,
  rec: Recorder,
  favourites: Record<string, boolean>,
) {
  const agent = agentFor(order, index);
  const base = { authorization: order.basic, 'content-type': 'application/json' };
  const post = (path: string, body: unknown, token?: string) =>
    send(agent, order.origin, 'POST', path, token ? { ...base, 'blade-auth': `bearer ${token}` } : base, JSON.stringify(body));
  let visit = 0;
  let token = first;
  let account = order.accounts[index % order.accounts.length] as Account;
  while (Date.now() < until) {
    await rec.call('landing: heatService', () => post(ospHeatService.visitorPath as string, { size: 8 }));
    await rec.call('landing: NewlyLaunched', () => post(ospNewlyLaunched.visitorPath as string, { size: 8 }));
    if (!token || (visit > 0 && visit % SIGN_IN_EVERY === 0)) {
      // Each user has accounts of its own (index, index + users, …): no two users ever share one.
      const own = Math.max(1, Math.floor(order.accounts.length / order.users));
      account = order.accounts[(index + order.users * (Math.floor(visit / SIGN_IN_EVERY) % own)) % order.accounts.length] as Account;
      token = await signIn(rec, 'sign-in (token)', agent, order, account);
    }
    visit++;
    if (!token) continue;
    const auth = { authorization: order.basic, 'blade-auth': `bearer ${token}` };
    await rec.call('home: getUserInfo', () => send(agent, order.origin, 'GET', getUserInfo.path, auth));
    await rec.call('home: getTopMenu', () => post(getTopMenu.path, {}, token));
    await rec.call('home: getFooterInfo', () => post(getFooterInfo.path, {}, token));
    await rec.call('home: getUserApplyCardList', () => post(getUserApplyCardList.path, {}, token));
    // A visit: ten rounds of search → details, a favourite toggled every other round.
    for (let round = 0; round < 10 && Date.now() < until; round++) {
      const keyword = KEYWORDS[(index + round) % KEYWORDS.length] as string;
      await rec.call('search (lucene/search)', () => post(guideLuceneSearch.path, { keyword, size: 20 }, token));
      const serviceId = order.serviceIds[(index * 7 + round) % order.serviceIds.length] as string;
      await rec.call('service details', () => post(serviceDetails.path, { serviceId }, token));
      if (round % 2 === 1) {
        const key = `${account.username} ${serviceId}`;
        const collect = !favourites[key];
        const done = await rec.call(collect ? 'favourite' : 'unfavourite', () =>
          post((collect ? collectService : cancelCollect).path, { serviceId }, token),
        );
        // A failed toggle leaves the state unknown: it is not counted either way.
        if (done) favourites[key] = collect;
        else delete favourites[key];
      }
    }
  }
  agent.destroy();
}

async function hello(order: LoadOrder, index: number, until: number, rec: Recorder) {
  const agent = agentFor(order, index);
  while (Date.now() < until) await rec.call('hello-world /', () => send(agent, order.origin, 'GET', '/', {}), false);
  agent.destroy();
}

/** The storm: each account signs in once, at evenly spaced moments over the run, each from its own address. */
async function storm(order: LoadOrder, rec: Recorder) {
  const gap = (order.seconds * 1000) / Math.max(1, order.accounts.length);
  await Promise.all(
    order.accounts.map(async (account, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * gap));
      await signIn(
        rec,
        'sign-in (token)',
        new http.Agent({ keepAlive: false, localAddress: addressOf(order.firstAddress + i) }),
        order,
        account,
      );
    }),
  );
}

async function run(order: LoadOrder): Promise<LoadReport> {
  const rec = new Recorder();
  const favourites: Record<string, boolean> = {};
  // Students sign in first, all at once and with no time limit, recorded apart; the clock starts after.
  const tokens =
    order.kind === 'students'
      ? await Promise.all(
          Array.from({ length: order.users }, (_, i) =>
            signIn(
              rec,
              'warm-up sign-in (all users at once)',
              agentFor(order, i),
              order,
              order.accounts[i % order.accounts.length] as Account,
              WARM_UP_TIMEOUT_MS,
            ),
          ),
        )
      : [];
  const warmUp = rec.latencies['warm-up sign-in (all users at once)'] ?? [];
  delete rec.latencies['warm-up sign-in (all users at once)'];
  const startedAt = Date.now();
  const until = startedAt + order.seconds * 1000;
  if (order.kind === 'storm') await storm(order, rec);
  else {
    await Promise.all(
      Array.from({ length: order.users }, (_, i) =>
        order.kind === 'hello' ? hello(order, i, until, rec) : student(order, i, tokens[i], until, rec, favourites),
      ),
    );
  }
  return { latencies: rec.latencies, warmUp, tokens, failures: rec.failures, favourites, startedAt, endedAt: Date.now() };
}

// Started by load.ts with one order on its IPC channel; sends the report back and ends.
process.once('message', (order) => {
  run(order as LoadOrder).then(
    (report) => process.send?.(report, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
