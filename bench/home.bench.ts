import { getUserApplyCardList, type UserCardType } from '@onehall/contract';
import type { FastifyInstance } from 'fastify';
import * as todoPushes from '../apps/server/src/modules/todo/pushes.ts';
import * as todoSystems from '../apps/server/src/modules/todo/systems.ts';
import { DEMO_ADMIN, DEMO_STUDENT, type EmbeddedCampus, openEmbeddedCampus, signIn, TENANT } from './lib/embedded-app.ts';
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
import { median, percentile } from './lib/stats.ts';
import { printTable } from './lib/table.ts';

/**
 * Home-page benchmark (see README.md): the calls the home page makes on first
 * load for a signed-in student, with 1,000 to-do items of that student and
 * 10,000 services in the database. Prints the server time of the whole set per
 * page load (cold: just after an administrator saved the card configuration,
 * so no cached card data; warm: the next load), then loads the slowest call
 * beside a bare Fastify hello-world. Target: the whole set under 50 ms.
 */

const SERVICES = 10_000;
const TODOS = 1_000;
const ROUNDS = 30;
const TARGET_MS = 50;

interface Call {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: string;
}

/** Gives student01 TODOS open to-do items from the demo OA system, through the integration service layer. */
async function fillTodos(campus: EmbeddedCampus): Promise<void> {
  const platform = campus.platform;
  const [listed] = await todoSystems.listSystems(platform, TENANT);
  const system = listed && (await todoSystems.findSystem(platform, TENANT, listed.id));
  if (!system) throw new Error('no demo business system to push to-do items from');
  const now = platform.clock.now().getTime();
  for (let start = 0; start < TODOS; start += 500) {
    const items = Array.from({ length: Math.min(500, TODOS - start) }, (_, k) => {
      const i = start + k;
      return {
        itemId: `BENCH-${i}`,
        title: `第${i + 1}号待办：${['请假审批', '报销审核', '成绩复核', '宿舍调整'][i % 4]}`,
        category: i % 3 === 0 ? '待阅' : '待审批',
        accounts: [DEMO_STUDENT.username],
        url: `/serviceIframPage?item=${i}`,
        startTime: new Date(now - 2 * 86_400_000 - i * 60_000).toISOString(),
        deadline: new Date(now + (i % 5 === 0 ? -1 : 1) * 86_400_000).toISOString(),
      };
    });
    await todoPushes.pushItems(platform, system, { items });
  }
}

/** Server time per request, from Fastify's own clock (arrival to response sent). */
function timeRequests(app: FastifyInstance): Map<string, number[]> {
  const times = new Map<string, number[]>();
  app.addHook('onResponse', (request, reply, done) => {
    const url = request.url.split('?')[0] ?? request.url;
    const key = url.endsWith('/preview') ? `${url} ${(request.body as { id?: string })?.id ?? ''}` : url;
    times.set(key, [...(times.get(key) ?? []), reply.elapsedTime]);
    done();
  });
  return times;
}

async function main(): Promise<number> {
  const seconds = benchDuration();
  const stopWatchdog = startWatchdog(seconds * 2 + 300);
  const hello = helloWorld();
  let campus: EmbeddedCampus | undefined;
  try {
    campus = await openEmbeddedCampus('home');
    const services = await fillServices(campus.platform, SERVICES);
    await fillTodos(campus);
    const app = await campus.app();
    const times = timeRequests(app);
    const [helloBase, base] = await Promise.all([listen(hello), listen(app)]);
    const student = await signIn(campus, DEMO_STUDENT);
    const admin = await signIn(campus, DEMO_ADMIN);
    const headers = (token: string) => ({
      authorization: campus?.basic ?? '',
      'blade-auth': `bearer ${token}`,
      'content-type': 'application/json',
    });
    const send = async (call: Call, token: string) => {
      const response = await fetch(`${base}${call.url}`, { method: call.method, headers: headers(token), body: call.body });
      const body = (await response.json()) as { status?: number; msg?: string; result?: unknown };
      if (body.status !== 1000) throw new Error(`${call.name}: status ${body.status} ${body.msg ?? ''}`);
      return body.result;
    };

    const cardList: Call = { name: 'getUserApplyCardList', method: 'POST', url: getUserApplyCardList.path, body: '{}' };
    const types = (await send(cardList, student)) as UserCardType[];
    const cards = types.flatMap((t) => t.cardConfigs);
    // What /home/homePage asks for on first load: the session, the frame (menus, footer), the card list, then every card.
    const pageCalls: Call[] = [
      { name: 'getUserInfo', method: 'GET', url: '/api/blade-user/user/getUserInfo' },
      { name: 'getTopMenu', method: 'POST', url: '/api/blade-platform/homePage/getTopMenu', body: '{}' },
      { name: 'getBusinessConfigMenu', method: 'POST', url: '/api/blade-platform/homePage/getBusinessConfigMenu', body: '{}' },
      { name: 'getFooterInfo', method: 'POST', url: '/api/blade-platform/homePage/getFooterInfo', body: '{}' },
      cardList,
      ...cards.map((c) => ({
        name: `preview ${c.cardName}`,
        method: 'POST' as const,
        url: '/api/online-service-platform/cardcolumnconfig/preview',
        body: JSON.stringify({ id: c.cardId }),
      })),
    ];
    // An unchanged save of a card's basic configuration: what an administrator does, and it drops every cached card.
    const firstCard = cards[0];
    if (!firstCard) throw new Error('the student has no cards');
    const basic = (await send(
      {
        name: 'card detail',
        method: 'POST',
        url: '/api/online-service-platform/cardbasicconfig/detail',
        body: JSON.stringify({ id: firstCard.cardId }),
      },
      admin,
    )) as Record<string, unknown>;
    const resave: Call = {
      name: 'card save',
      method: 'POST',
      url: '/api/online-service-platform/cardbasicconfig/submit',
      body: JSON.stringify(basic),
    };

    // One call after another: calls sent at once would interleave on the event loop and each would count the others' time.
    const pageLoad = async () => {
      times.clear();
      for (const call of pageCalls) await send(call, student);
      return [...times.values()].flat().reduce((sum, t) => sum + t, 0);
    };
    const perCall = new Map<string, number[]>();
    const cold: number[] = [];
    const warm: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await send(resave, admin);
      cold.push(await pageLoad());
      for (const [key, list] of times) perCall.set(key, [...(perCall.get(key) ?? []), ...list]);
      warm.push(await pageLoad());
    }

    const callRows = [...perCall].map(([key, list]) => ({ key, median: median(list) })).sort((a, b) => b.median - a.median);
    console.log(`\n${services} services; ${TODOS} to-do items of student01; ${cards.length} cards on the student's home page`);
    console.log(`server time per call on cold loads (median of ${ROUNDS}):`);
    printTable(
      ['call', 'median ms'],
      callRows.map((r) => [cards.reduce((key, c) => key.replace(c.cardId, c.cardName), r.key), r.median.toFixed(2)]),
    );
    const sortedCold = [...cold].sort((a, b) => a - b);
    const sortedWarm = [...warm].sort((a, b) => a - b);
    console.log(
      `\nwhole home page, server time per load (${pageCalls.length} calls): cold median ${median(cold).toFixed(1)} ms, p90 ${percentile(sortedCold, 90).toFixed(1)} ms; warm median ${median(warm).toFixed(1)} ms, p90 ${percentile(sortedWarm, 90).toFixed(1)} ms (target < ${TARGET_MS} ms)`,
    );

    const slowestKey = callRows[0]?.key ?? '';
    const slowest = pageCalls.find(
      (c) => slowestKey.startsWith(c.url) && (!c.body?.includes('"id"') || slowestKey.endsWith(JSON.parse(c.body).id)),
    );
    if (!slowest) throw new Error(`slowest call not found: ${slowestKey}`);
    const target: Target = {
      name: `${slowest.url.replace('/api/', '')} (${slowest.name}, signed-in student)`,
      method: slowest.method,
      url: `${base}${slowest.url}`,
      headers: headers(student),
      body: slowest.body,
      envelope: true,
    };
    await preflight(target);
    const rows = await loadInTurn([helloWorldTarget(helloBase), target], seconds);
    const slowestRow = rows[1];
    if (!slowestRow) throw new Error('the slowest call was not loaded');
    printLoadTable(rows, seconds);
    const met = median(cold) < TARGET_MS;
    console.log(
      `\ntarget: whole home page under ${TARGET_MS} ms of server time (cold median) ${met ? 'met' : 'MISSED'}; slowest call at ${(ratioToBaseline(rows, slowestRow) * 100).toFixed(1)} % of hello-world`,
    );
    return reportFailures(rows) > 0 || !met ? 1 : 0;
  } finally {
    await Promise.allSettled([hello.close(), campus?.close()]);
    stopWatchdog();
  }
}

runMain(main);
