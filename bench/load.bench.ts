import { DEMO_STUDENT, type EmbeddedCampus, openEmbeddedCampus, signIn } from './lib/embedded-app.ts';
import { helloWorld, helloWorldTarget, listen, loadInTurn, preflight, printLoadTable, reportFailures, type Target } from './lib/load.ts';
import { benchDuration, runMain, startWatchdog } from './lib/run.ts';

/**
 * Load benchmark of the embedded mode (see README.md): the OneHall app on a
 * SQLite file with the demo campus, measured against a bare Fastify
 * hello-world on the same machine, so the ratio says what OneHall costs on top
 * of the framework regardless of how fast this machine is.
 */

async function main(): Promise<number> {
  const seconds = benchDuration();
  // Three runs, start-up and shut-down; anything longer means a hang.
  const stopWatchdog = startWatchdog(seconds * 3 + 120);
  const hello = helloWorld();
  let campus: EmbeddedCampus | undefined;
  try {
    campus = await openEmbeddedCampus('load');
    const app = await campus.app();
    const [helloBase, base] = await Promise.all([listen(hello), listen(app)]);
    const token = await signIn(campus, DEMO_STUDENT);
    const targets: Target[] = [
      helloWorldTarget(helloBase),
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
    ];

    for (const target of targets) await preflight(target);
    const rows = await loadInTurn(targets, seconds);
    printLoadTable(rows, seconds);
    return reportFailures(rows) > 0 ? 1 : 0;
  } finally {
    await Promise.allSettled([hello.close(), campus?.close()]);
    stopWatchdog();
  }
}

runMain(main);
