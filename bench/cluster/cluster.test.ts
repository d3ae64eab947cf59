import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEPLOY_EXAMPLE, siteConfig } from './nginx.ts';

/*
 * CI's cluster suite (scripts/test.mjs "cluster"): the quick variant of the
 * cluster script, and the nginx configuration of docs/deploy.md checked
 * against the one the script runs.
 */

const here = path.dirname(fileURLToPath(import.meta.url));

describe('the cluster', () => {
  it('should be deployed with the nginx configuration the cluster test runs', () => {
    const doc = readFileSync(path.join(here, '..', '..', 'docs', 'deploy.md'), 'utf8');
    const block = /<!-- nginx-site:start -->\s*```nginx\n([\s\S]*?)```\s*<!-- nginx-site:end -->/.exec(doc)?.[1];
    expect(block).toBe(siteConfig(DEPLOY_EXAMPLE));
  });

  it('should serve the student mix with no failed call and keep serving through kill -9 and SIGTERM of a node', async () => {
    // Without VITEST: the script and its nodes must hash passwords at production cost.
    const { VITEST: _vitest, ...env } = process.env;
    const results = path.join(mkdtempSync(path.join(os.tmpdir(), 'onehall-cluster-')), 'results.md');
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'cluster.bench.ts'), '--quick'], {
        env: { ...env, CLUSTER_RESULTS: results },
        stdio: 'inherit',
      });
      child.once('exit', resolve);
    });
    // The verdict names the failed checks, so the CI summary says which one failed.
    const verdict = existsSync(results) ? /Verdict: (.*)\.$/m.exec(readFileSync(results, 'utf8'))?.[1] : undefined;
    expect(verdict ?? `ended with exit code ${code} before a verdict`).toBe('passed');
    expect(code).toBe(0);
  }, 330_000);
});
