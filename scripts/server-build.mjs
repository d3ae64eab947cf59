// Compiles the server and the contract to JavaScript (apps/server/dist,
// packages/contract/dist), module for module, so a running server loads no
// TypeScript loader. Shared by `npm start`, the browser tests' set-up and
// the benchmarks, so each runs what an operator runs (docs/deploy.md).
//
// tsx, which the server ran under before, keeps a module-hooks thread and
// every transformed source in memory: about 45 MB of each node (272 MB
// against 228 MB after a demo start; docs/design/performance.md "The server compiled").
//
// Each file is its own output: a module's own folder is where it finds its
// assets, workers and migrations, as from the sources. Imports are rewritten,
// not bundled: `./x.ts` becomes `./x.js`, the contract its compiled index.
import { readdirSync } from 'node:fs';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Source folder → output folder: everything under `src` except tests. */
const CONTRACT = { src: path.join(root, 'packages', 'contract', 'src'), out: path.join(root, 'packages', 'contract', 'dist') };
const SERVER = { src: path.join(root, 'apps', 'server', 'src'), out: path.join(root, 'apps', 'server', 'dist') };
const TREES = [CONTRACT, SERVER];

export const CONTRACT_ENTRY = path.join(CONTRACT.out, 'index.js');
/** The compiled entry of an API node (`main.ts`) and of a job worker (`worker.ts`). */
export const SERVER_MAIN = path.join(SERVER.out, 'main.js');
export const SERVER_WORKER = path.join(SERVER.out, 'worker.js');

/** What the build compiles (`.ts`, tests left out) and copies (`.cjs`, `.mjs`). */
function sources(dir) {
  const found = { compile: [], copy: [] };
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    if (/\.test\.ts$|\.d\.ts$/.test(entry.name)) continue;
    if (entry.name.endsWith('.ts')) found.compile.push(file);
    else if (/\.[cm]js$/.test(entry.name)) found.copy.push(file);
  }
  return found;
}

/** The compiled file of a source in one of TREES, or undefined. */
function compiledOf(file) {
  const tree = TREES.find((t) => file.startsWith(t.src + path.sep));
  return tree && path.join(tree.out, path.relative(tree.src, file)).replace(/\.ts$/, '.js');
}

/** `to` as an import specifier from a module compiled into `fromDir`. */
function specifier(fromDir, to) {
  const relative = path.relative(fromDir, to).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/**
 * esbuild plugin for compiling `tree` ({ src, out }) module for module:
 * packages stay imports; a relative `.ts` import within the tree points at
 * its `.js` twin; the contract and, from outside them, the server's modules
 * at their compiled files; JavaScript outside the tree (scripts/) where it
 * is. Anything else (a test helper a benchmark uses) is bundled into its
 * importer.
 */
function compiledImports(tree) {
  const within = (file) => file.startsWith(tree.src + path.sep);
  return {
    name: 'onehall-compiled-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        if (args.path === '@onehall/contract') {
          const fromDir = within(args.importer) && path.dirname(path.join(tree.out, path.relative(tree.src, args.importer)));
          return { path: fromDir ? specifier(fromDir, CONTRACT_ENTRY) : CONTRACT_ENTRY, external: true };
        }
        if (!args.path.startsWith('.')) return { path: args.path, external: true };
        const target = path.resolve(path.dirname(args.importer), args.path);
        if (within(target) && within(args.importer)) return { path: args.path.replace(/\.ts$/, '.js'), external: true };
        // Copied in, such a script's import.meta.url would name the wrong folder.
        if (/\.m?js$/.test(target)) return { path: target, external: true };
        const compiled = compiledOf(target);
        return compiled ? { path: compiled, external: true } : undefined;
      });
    },
  };
}

/** Compiles the `.ts` files of `tree` ({ src, out }) afresh into `out`, and copies its `.cjs` and `.mjs` files. */
export async function buildTree(tree) {
  const { build } = await import('esbuild');
  const { compile, copy } = sources(tree.src);
  await rm(tree.out, { recursive: true, force: true });
  await build({
    entryPoints: compile,
    outdir: tree.out,
    outbase: tree.src,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    plugins: [compiledImports(tree)],
    logLevel: 'warning',
  });
  for (const file of copy) {
    const out = path.join(tree.out, path.relative(tree.src, file));
    await mkdir(path.dirname(out), { recursive: true });
    await copyFile(file, out);
  }
}

/** Compiles the contract and the server (about a second); throws with esbuild's messages when a file does not compile. */
export async function buildServer() {
  for (const tree of TREES) await buildTree(tree);
}

// `npm run build` (and `node scripts/server-build.mjs`): compile, say where.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
  console.log(`[build] server compiled: ${path.relative(process.cwd(), SERVER_MAIN)}, ${path.relative(process.cwd(), SERVER_WORKER)}`);
}
