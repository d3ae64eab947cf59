import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench`: every benchmark in turn, each in a process of its own so one
 * bench's leftovers cannot skew the next; a failed one does not stop the rest.
 * Exits 1 when any of them did not exit 0.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const BENCHES = [
  'load',
  'search',
  'transfer',
  'import-limits',
  'landing',
  'home',
  'compression',
  'three-lists',
  'efficiency',
  'realtime',
  'robot',
];

const outcomes = BENCHES.map((name) => {
  console.log(`\n=== ${name} ===`);
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(here, `${name}.bench.ts`)], {
    cwd: here,
    stdio: 'inherit',
  });
  return { name, status: run.status ?? (run.signal ? `signal ${run.signal}` : 'not started') };
});

console.log('\n=== summary ===');
for (const { name, status } of outcomes) console.log(`${name.padEnd(10)} ${status === 0 ? 'ok' : `failed (exit ${status})`}`);
process.exit(outcomes.every((o) => o.status === 0) ? 0 : 1);
