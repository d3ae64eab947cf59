import { getUserApplyCardList, type UserCardType } from '@onehall/contract';
import { DEMO_STUDENT, type EmbeddedCampus, openEmbeddedCampus, signIn } from './lib/embedded-app.ts';
import {
  helloWorld,
  helloWorldPostTarget,
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

/**
 * Load benchmark of the embedded mode (see README.md): the OneHall app on a
 * SQLite file with the demo campus, measured against a bare Fastify
 * hello-world on the same machine, so the ratio says what OneHall costs on top
 * of the framework regardless of how fast this machine is. Target: every
 * signed-in call of the home page at least 50 % of hello-world. The calls are
 * POSTs with a JSON body (SPEC §7); the hello-world POST row shows what that
 * alone costs the framework.
 */

const SIGNED_IN_TARGET = 0.5;
/** Rounds over all targets (BENCH_LOAD_ROUNDS, 1 to 9): a shared machine's speed moves between minutes. */
const ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 3);

async function main(): Promise<number> {
  const seconds = benchDuration();
  if (!Number.isInteger(ROUNDS) || ROUNDS < 1 || ROUNDS > 9)
    throw new Error(`BENCH_LOAD_ROUNDS must be a whole number from 1 to 9, got "${process.env.BENCH_LOAD_ROUNDS}"`);
  let campus: EmbeddedCampus | undefined;
  const hello = helloWorld();
  // Nine targets in turn, start-up and shut-down; anything longer means a hang.
  const stopWatchdog = startWatchdog(seconds * 10 * ROUNDS + 120);
  try {
    campus = await openEmbeddedCampus('load');
    const app = await campus.app();
    const [helloBase, base] = await Promise.all([listen(hello), listen(app)]);
    const token = await signIn(campus, DEMO_STUDENT);
    const signedIn = { authorization: campus.basic, 'blade-auth': `bearer ${token}`, 'content-type': 'application/json' };
    const post = (name: string, path: string, body = '{}'): Target => ({
      name: `${path} (${name})`,
      method: 'POST',
      url: `${base}${path}`,
      headers: signedIn,
      body,
      envelope: true,
    });
    const cardList = post('signed in', getUserApplyCardList.path);
    const types = ((await preflight(cardList)) as { result: UserCardType[] }).result;
    const todoCard = types.flatMap((t) => t.cardConfigs).find((c) => c.kind === 'todo');
    if (!todoCard) throw new Error('the student has no to-do card');

    const targets: Target[] = [
      helloWorldTarget(helloBase),
      helloWorldPostTarget(helloBase),
      {
        name: '/api/blade-platform/nobody/index/index (visitor)',
        method: 'POST',
        url: `${base}/api/blade-platform/nobody/index/index`,
        headers: { authorization: campus.basic, 'content-type': 'application/json' },
        body: '{}',
        envelope: true,
      },
      {
        name: '/api/blade-user/user/getUserInfo (signed in)',
        method: 'GET',
        url: `${base}/api/blade-user/user/getUserInfo`,
        headers: { authorization: campus.basic, 'blade-auth': `bearer ${token}` },
        envelope: true,
      },
      post('signed in', '/api/blade-platform/homePage/getTopMenu'),
      post('signed in', '/api/blade-platform/homePage/getBusinessConfigMenu'),
      post('signed in', '/api/blade-platform/homePage/getFooterInfo'),
      cardList,
      post('signed in, to-do card', '/api/online-service-platform/cardcolumnconfig/preview', JSON.stringify({ id: todoCard.cardId })),
    ];

    for (const target of targets) await preflight(target);
    const rows = await loadInTurn(targets, seconds, ROUNDS);
    printLoadTable(rows, seconds);
    const signedInRows = rows.filter((row) => row.target.headers['blade-auth']);
    const missed = signedInRows.filter((row) => ratioToBaseline(rows, row) < SIGNED_IN_TARGET);
    console.log(
      `\ntarget: every signed-in call at least ${SIGNED_IN_TARGET * 100} % of hello-world: ${missed.length === 0 ? 'met' : `MISSED by ${missed.map((r) => r.target.name).join(', ')}`}`,
    );
    return reportFailures(rows) > 0 ? 1 : 0;
  } finally {
    await Promise.allSettled([hello.close(), campus?.close()]);
    stopWatchdog();
  }
}

runMain(main);
