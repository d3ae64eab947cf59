import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

const tsxRequireHook = createRequire(import.meta.url).resolve('tsx/cjs');

/**
 * A worker thread running one of this module's TypeScript entries. The server
 * runs through tsx, whose module hooks do not reach worker threads on Node 20
 * (nor does vitest's transform), so the worker registers tsx's require hook
 * itself before loading its entry.
 */
export function startWorker(entry: URL, options: Omit<WorkerOptions, 'eval'>): Worker {
  const boot = `require(${JSON.stringify(tsxRequireHook)});\nrequire(${JSON.stringify(fileURLToPath(entry))});`;
  return new Worker(boot, { ...options, eval: true });
}
