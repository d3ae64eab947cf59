#!/usr/bin/env node
// `npm test`: runs every suite of the repository, one after another, and ends
// with a plain verdict. Suites that cannot run on this machine (no PostgreSQL /
// Redis addresses, no Chromium) are SKIPPED with the reason; under CI=true a
// skip counts as a failure, because CI must exercise everything.
//
//   node scripts/test.mjs                 every suite
//   node scripts/test.mjs e2e server-pg   only the named suites (ids below)
//
// Counting: vitest suites report their test cases through vitest's JSON
// reporter; lint and each typecheck count as one check each; a skipped suite
// counts as one skipped.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inCI = /^(1|true|yes)$/i.test(process.env.CI ?? '');

/** A hung suite (a server that never answers, a browser that never closes) must not hold CI past its budget. */
const SUITE_TIMEOUT_MS = Number(process.env.SUITE_TIMEOUT_MS ?? 12 * 60_000);
/**
 * The browser journeys' own limit: the longest suite (about 9 minutes on a quiet machine, with the web build), it
 * took over 12 on a slower machine of the same kind (2026-11-28: every suite ~1.5 times its usual time).
 */
const E2E_TIMEOUT_MS = Number(process.env.SUITE_TIMEOUT_MS ?? 20 * 60_000);

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** Prefer a workspace's own copy of a tool, else the hoisted one at the root. */
function bin(name, cwd) {
  const local = path.join(cwd, 'node_modules', '.bin', name);
  return existsSync(local) ? local : path.join(root, 'node_modules', '.bin', name);
}

/** The environment for the embedded-mode run: without the test addresses the server tests use SQLite and in-process services. */
function embeddedEnv() {
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  delete env.TEST_REDIS_URL;
  return env;
}

const tsc = (id, name, project) => ({ id, name, kind: 'check', cwd: root, cmd: bin('tsc', root), args: ['-p', project, '--noEmit'] });

const vitestSuite = (id, name, dir, extra = {}) => ({ id, name, kind: 'vitest', cwd: path.join(root, dir), files: [], ...extra });

/** Server test files whose cases run per installation mode (they call testModes()); the rest do not differ by mode. */
function modeDependentServerTests() {
  const dir = path.join(root, 'apps/server/src');
  return readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith('.test.ts') && readFileSync(path.join(dir, file), 'utf8').includes('testModes()'))
    .map((file) => path.join('src', file))
    .sort();
}

const suites = [
  { id: 'lint', name: 'lint and format (biome check)', kind: 'check', cwd: root, cmd: bin('biome', root), args: ['check', '.'] },
  {
    id: 'boundaries',
    name: 'module boundaries (scripts/check-boundaries.mjs)',
    kind: 'check',
    cwd: root,
    cmd: process.execPath,
    args: ['scripts/check-boundaries.mjs'],
  },
  tsc('typecheck:contract', 'typecheck packages/contract', 'packages/contract/tsconfig.json'),
  tsc('typecheck:server', 'typecheck apps/server', 'apps/server/tsconfig.json'),
  tsc('typecheck:web', 'typecheck apps/web', 'apps/web/tsconfig.json'),
  tsc('typecheck:e2e', 'typecheck e2e', 'e2e/tsconfig.json'),
  vitestSuite('contract', 'contract unit tests', 'packages/contract'),
  vitestSuite('web', 'web unit tests', 'apps/web'),
  vitestSuite('server', 'server API tests (embedded: SQLite, in-process)', 'apps/server', { env: embeddedEnv() }),
  vitestSuite('server-pg', 'server API tests (PostgreSQL + Redis; the mode-dependent files only)', 'apps/server', {
    env: { ...process.env, TEST_MODE: 'production' },
    files: modeDependentServerTests(),
    skip:
      pgUrl && redisUrl
        ? null
        : `TEST_DATABASE_URL${pgUrl ? '' : ' (unset)'} and TEST_REDIS_URL${redisUrl ? '' : ' (unset)'} are needed, e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/onehall_test TEST_REDIS_URL=redis://127.0.0.1:6379`,
  }),
  vitestSuite('cluster', 'cluster: nginx, 2 API nodes and a worker under load, node faults (bench/cluster, quick)', 'bench', {
    files: ['cluster/cluster.test.ts'],
    skip: ['/usr/sbin/nginx', '/usr/lib/postgresql', '/usr/bin/redis-server'].every(existsSync)
      ? null
      : "needs Debian's nginx (apt-get install nginx-light), PostgreSQL's server binaries and redis-server",
  }),
  vitestSuite('e2e', 'browser end-to-end (Chromium)', 'e2e', {
    env: { ...embeddedEnv(), CHROMIUM_PATH: chromiumPath },
    timeoutMs: E2E_TIMEOUT_MS,
    skip: existsSync(chromiumPath)
      ? null
      : `no Chromium at ${chromiumPath} (install Debian's: apt-get install chromium, or set CHROMIUM_PATH)`,
  }),
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((id) => !suites.some((s) => s.id === id));
if (unknown.length > 0) {
  console.error(`Unknown suite(s): ${unknown.join(', ')}. Suites: ${suites.map((s) => s.id).join(', ')}`);
  process.exit(2);
}
const selected = wanted.length > 0 ? suites.filter((s) => wanted.includes(s.id)) : suites;

/**
 * Runs a command; resolves to its exit code (a time-out ends the whole process group).
 * Output is inherited, or collected into `output` (an array of chunks) when one is given.
 */
function run(cmd, args, { cwd, env, timeoutMs = SUITE_TIMEOUT_MS }, output) {
  return new Promise((resolve) => {
    const stdio = output ? ['ignore', 'pipe', 'pipe'] : 'inherit';
    const child = spawn(cmd, args, { cwd, env: env ?? process.env, stdio, detached: true });
    if (output) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n[test] time-out after ${timeoutMs / 1000} s; ending the suite`);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, timeoutMs);
    // Ctrl-C on `npm test` must also end the suite's own process group (it runs detached).
    const forward = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    };
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`[test] could not run ${cmd}: ${error.message}`);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve({ code: code ?? (signal ? 1 : 0), timedOut });
    });
  });
}

/** The first line of a failure message, short enough for the summary. */
const firstLine = (text) => (text ?? '').trim().split('\n')[0].slice(0, 200);

/**
 * What failed, by file and test, so the summary names it: CI logs keep only
 * the tail of the output, far below vitest's own report.
 */
function failuresOf(report, cwd) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const name = path.relative(cwd, file.name);
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) lines.push(`${name} > ${t.fullName ?? t.title}: ${firstLine(t.failureMessages?.[0])}`);
    if (file.status === 'failed' && failedTests.length === 0) lines.push(`${name}: ${firstLine(file.message)}`);
  }
  return lines;
}

/** Test-case counts from vitest's JSON report, or null when the run wrote none (it crashed before reporting). */
function readVitestReport(file, cwd) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    return {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
      failedFiles: report.numFailedTestSuites ?? 0,
      failures: failuresOf(report, cwd),
    };
  } catch {
    return null;
  }
}

const reportDir = mkdtempSync(path.join(tmpdir(), 'onehall-test-'));
const results = [];
const started = Date.now();

const banner = (suite) => {
  const text = `── ${suite.name} `;
  return `${text}${'─'.repeat(Math.max(4, 78 - text.length))}`;
};

/**
 * Lint, boundaries and typechecks, two at a time: each is one process on one
 * core (tsc is single-threaded), so on a two-core machine the second core
 * would idle through them. Each one's output is printed whole when it ends.
 */
const CHECKS_AT_ONCE = 2;
async function runChecks(checks) {
  const byId = new Map();
  const queue = [...checks];
  const worker = async () => {
    for (let suite = queue.shift(); suite; suite = queue.shift()) {
      const output = [];
      const t0 = Date.now();
      const { code, timedOut } = await run(suite.cmd, suite.args, suite, output);
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      console.log(`\n${banner(suite)}`);
      process.stdout.write(Buffer.concat(output));
      const ok = code === 0;
      byId.set(suite.id, {
        suite,
        verdict: ok ? 'PASS' : 'FAIL',
        detail: `${timedOut ? 'timed out' : ok ? 'clean' : `exit code ${code}`} in ${seconds} s`,
        passed: ok ? 1 : 0,
        failed: ok ? 0 : 1,
        skipped: 0,
      });
    }
  };
  await Promise.all(Array.from({ length: CHECKS_AT_ONCE }, worker));
  // In the listed order, whichever finished first.
  return checks.map((suite) => byId.get(suite.id));
}

results.push(...(await runChecks(selected.filter((s) => s.kind === 'check'))));

for (const suite of selected.filter((s) => s.kind !== 'check')) {
  console.log(`\n${banner(suite)}`);

  if (suite.skip) {
    if (inCI) {
      console.log(`[test] cannot run: ${suite.skip} — CI=true, so this is a failure`);
      results.push({ suite, verdict: 'FAIL', detail: `not run in CI: ${suite.skip}`, passed: 0, failed: 1, skipped: 0 });
    } else {
      console.log(`[test] skipped: ${suite.skip}`);
      results.push({ suite, verdict: 'SKIPPED', detail: suite.skip, passed: 0, failed: 0, skipped: 1 });
    }
    continue;
  }

  const t0 = Date.now();
  if (suite.kind === 'vitest') {
    const reportFile = path.join(reportDir, `${suite.id.replace(/[^a-z0-9-]/gi, '_')}.json`);
    const { code, timedOut } = await run(
      bin('vitest', suite.cwd),
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...suite.files],
      suite,
    );
    const seconds = ((Date.now() - t0) / 1000).toFixed(1);
    const counts = readVitestReport(reportFile, suite.cwd);
    if (code === 0 && counts) {
      const detail = `${counts.passed} tests passed${counts.skipped ? `, ${counts.skipped} skipped` : ''} in ${seconds} s`;
      results.push({ suite, verdict: 'PASS', detail, ...counts });
    } else {
      // A run can fail with no failing test (a file that does not load, an unhandled
      // error, no test files): count it as at least one failure so it is never lost.
      const failed = counts ? Math.max(counts.failed, counts.failed === 0 ? Math.max(1, counts.failedFiles) : 0) : 1;
      let why = `vitest exited with ${code} before reporting`;
      if (timedOut) why = 'timed out';
      else if (counts && counts.passed + counts.failed + counts.skipped + counts.failedFiles === 0)
        why = 'no tests ran (no test files, or set-up failed)';
      else if (counts) {
        // vitest counts a failed describe block as a failed suite, as it does a file.
        const files = counts.failedFiles ? ` (${counts.failedFiles} suites failed)` : '';
        why = `${counts.failed} tests failed${files}, ${counts.passed} passed`;
      }
      results.push({
        suite,
        verdict: 'FAIL',
        detail: `${why} in ${seconds} s`,
        passed: counts?.passed ?? 0,
        failed,
        skipped: counts?.skipped ?? 0,
        failures: counts?.failures ?? [],
      });
    }
  }
}

rmSync(reportDir, { recursive: true, force: true });

const total = results.reduce(
  (acc, r) => ({ passed: acc.passed + r.passed, failed: acc.failed + r.failed, skipped: acc.skipped + r.skipped }),
  {
    passed: 0,
    failed: 0,
    skipped: 0,
  },
);

console.log(`\n── summary ${'─'.repeat(67)}`);
for (const r of results) {
  console.log(`${r.verdict.padEnd(7)} ${r.suite.name} — ${r.detail}`);
  for (const line of r.failures ?? []) console.log(`          ✗ ${line}`);
}
console.log(
  `(counts are test cases for vitest suites, one check each for lint and typechecks, one per skipped suite${inCI ? '; CI=true: skips fail' : ''})`,
);
const elapsed = Math.round((Date.now() - started) / 1000);
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''} in ${Math.floor(elapsed / 60)} min ${elapsed % 60} s`,
);

process.exit(total.failed > 0 ? 1 : 0);
