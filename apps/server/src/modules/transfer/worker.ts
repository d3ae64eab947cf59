import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

const resolve = createRequire(import.meta.url).resolve;
const tsxRequireHook = resolve('tsx/cjs');

/**
 * A worker thread running one of this module's TypeScript entries. The server
 * runs through tsx, whose module hooks do not reach worker threads on Node 20
 * (nor does vitest's transform), so the worker registers tsx's require hook
 * itself before loading its entry. `preload` lists plain JavaScript modules
 * the entry imports, loaded before the hook: through it, ExcelJS's streaming
 * writer took twice as long to load (~170 ms against ~80 ms), and every
 * export waited for that.
 */
export function startWorker(entry: URL, options: Omit<WorkerOptions, 'eval'> & { preload?: readonly string[] }): Worker {
  const { preload = [], ...workerOptions } = options;
  const boot = [...preload.map((m) => resolve(m)), tsxRequireHook, fileURLToPath(entry)]
    .map((m) => `require(${JSON.stringify(m)});`)
    .join('\n');
  return new Worker(boot, { ...workerOptions, eval: true });
}
