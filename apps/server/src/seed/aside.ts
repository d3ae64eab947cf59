import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.ts';
import type { Platform } from '../platform/context.ts';
import { closePlatform, createPlatform } from '../platform/create-platform.ts';
import { seedEfficiency } from './efficiency.ts';

/*
 * The demo's year of process history (issue 16) is written by a child process
 * on the same database. Writing it in the server's own process left ~120 MB of
 * freed native memory held by that process for its whole life (a first start
 * then carried ~310 MB before anyone used it, and bench/transfer's import
 * peak went from ~290 to ~380 MB); the child hands it back when it exits.
 * Only a server's start (main.ts, and the benches that stand for one) asks
 * for the child; tests inject a clock and a key prefix a child would not
 * share, and an in-memory database cannot be shared at all.
 */

const ENTRY = fileURLToPath(import.meta.url);

export async function seedHistory(platform: Platform, aside: boolean): Promise<void> {
  const { config } = platform;
  if (!aside || config.DEMO_HISTORY_PROCESSES === 0 || config.DATABASE_URL === ':memory:') return seedEfficiency(platform);
  await new Promise<void>((resolve, reject) => {
    // The parent's node flags (tsx's loader, the screenshot test's fixed clock) apply to the child too.
    const child = fork(ENTRY, [], { stdio: 'inherit' });
    let done = false;
    child.on('message', (message) => {
      if (message === 'seeded') done = true;
    });
    child.on('error', reject);
    child.on('exit', (code) => (done ? resolve() : reject(new Error(`the demo history seed ended with code ${code}`))));
    child.send(config);
  });
}

// As the child: one message, the configuration; seeds, says so and ends.
if (process.send && process.argv[1] === ENTRY) {
  process.once('message', async (config: Config) => {
    const platform = await createPlatform(config);
    try {
      await seedEfficiency(platform);
    } finally {
      await closePlatform(platform);
    }
    process.send?.('seeded', () => process.exit(0));
  });
}
