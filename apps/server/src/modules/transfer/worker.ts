import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

const require = createRequire(import.meta.url);

/**
 * A worker entry beside the module at `importerUrl`, in that module's own
 * language: `.ts` when the server runs from its sources, `.js` when compiled
 * (scripts/server-build.mjs).
 */
export function workerEntry(name: string, importerUrl: string): URL {
  return new URL(`./${name}${importerUrl.endsWith('.ts') ? '.ts' : '.js'}`, importerUrl);
}

/**
 * A worker thread running one of this module's entries. The compiled server
 * (scripts/server-build.mjs) imports the entry as it is. From the sources (the
 * tests, tsx), it cannot: tsx's module hooks do not reach worker threads on
 * Node 20 (nor does vitest's transform). Registering tsx's require hook in the worker
 * cost ~150 ms at every start (esbuild called per module, source maps
 * parsed), and an import starts two workers (the header at upload, then the
 * rows), so the entry and OneHall's modules under it are bundled once per
 * process into plain CommonJS instead; packages stay outside the bundle and
 * are required from the entry's folder, as the entry itself would.
 * A worker then starts in ~35 ms. `preload` lists packages loaded first, as
 * before the bundle: the module cache then answers the bundle's own require.
 */
export function startWorker(entry: URL, options: Omit<WorkerOptions, 'eval'> & { preload?: readonly string[] }): Worker {
  const { preload = [], ...workerOptions } = options;
  const file = fileURLToPath(entry);
  const boot = [...preload.map((m) => `require(${JSON.stringify(require.resolve(m))});`), compiled(file)].join('\n');
  return new Worker(boot, { ...workerOptions, eval: true });
}

const bundles = new Map<string, string>();

const buildOptions = (file: string) => ({
  entryPoints: [file],
  bundle: true,
  packages: 'external' as const,
  platform: 'node' as const,
  format: 'cjs' as const,
  target: 'node20',
  // The entry's modules sit beside it: they resolve their files (and other workers' entries) from there.
  define: { 'import.meta.url': JSON.stringify(pathToFileURL(file).href) },
  logLevel: 'silent' as const,
  write: false as const,
});

// The eval'd script's own `require` resolves from the working directory; the bundle's packages resolve from the entry's folder.
const wrapped = (file: string, text: string) =>
  `(function (require) {\n${text}\n})(require('node:module').createRequire(${JSON.stringify(file)}));`;

/**
 * Bundles a worker entry ahead of its first use, in esbuild's own process:
 * the first upload after a start then starts its worker at once instead of
 * holding the event loop for the bundle (~100 ms, ~270 ms on a busy machine).
 * A failure only leaves the bundle to be made on first use.
 */
export async function warmWorker(entry: URL): Promise<void> {
  const file = fileURLToPath(entry);
  if (!file.endsWith('.ts') || bundles.has(file)) return;
  try {
    const { build } = require('esbuild') as typeof import('esbuild');
    const { outputFiles } = await build(buildOptions(file));
    if (!bundles.has(file)) bundles.set(file, wrapped(file, outputFiles[0]?.text ?? ''));
  } catch {
    // Made on first use instead.
  }
}

/** The code that runs `file` in a worker: as it is when it is JavaScript (the compiled server), else bundled once (see startWorker). */
function compiled(file: string): string {
  if (!file.endsWith('.ts')) return `import(${JSON.stringify(pathToFileURL(file).href)});`;
  let code = bundles.get(file);
  if (code === undefined) {
    // Required here, not imported: this module is itself bundled into the workers that start none.
    const { buildSync } = require('esbuild') as typeof import('esbuild');
    code = wrapped(file, buildSync(buildOptions(file)).outputFiles[0]?.text ?? '');
    bundles.set(file, code);
  }
  return code;
}
