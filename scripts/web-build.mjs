// Decides whether apps/web/dist must be (re)built, and builds it. Shared by
// `npm start` and the browser tests' global set-up so both agree on "built".
//
// The check compares modification times of the build's inputs with
// dist/index.html, so an up-to-date start costs a directory walk, not a Vite run.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps', 'web');

/** Everything a web build reads: a change in any of these makes dist stale. */
const webInputs = [
  path.join(webDir, 'src'),
  path.join(webDir, 'public'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, 'package.json'),
  path.join(root, 'packages', 'contract', 'src'),
  path.join(root, 'packages', 'contract', 'package.json'),
];

/** Newest modification time under a file or folder, 0 when it does not exist. */
function newestMtime(p) {
  let stat;
  try {
    stat = statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(p, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

/**
 * Why the web app needs a build, or null when apps/web/dist is up to date.
 * @returns {string | null}
 */
export function webBuildStaleReason() {
  const built = newestMtime(path.join(webDir, 'dist', 'index.html'));
  if (built === 0) return 'apps/web/dist is missing';
  const source = Math.max(...webInputs.map(newestMtime));
  return source > built ? 'web sources changed since the last build' : null;
}

/**
 * Runs the web build (`vite build` through the workspace script), output shown.
 * @returns {boolean} whether it succeeded
 */
export function buildWeb() {
  // Called from vitest too, whose NODE_ENV=test would make a test build (antd then gives every dialog the same ids).
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build', '-w', '@onehall/web'], { cwd: root, stdio: 'inherit', env });
  return result.status === 0;
}
