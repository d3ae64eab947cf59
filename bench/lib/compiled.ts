import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, buildTree } from '../../scripts/server-build.mjs';

/*
 * A bench step that stands for a server process runs compiled, as a server
 * does (scripts/server-build.mjs): under tsx the process would also hold
 * tsx's module-hooks thread and every transformed source. The server and
 * contract are compiled, then this folder module for module, its imports of
 * the server pointing at the compiled server.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const LIB = { src: here, out: path.join(here, '..', 'dist', 'lib') };

let built: Promise<void> | undefined;

/** The compiled twin of a module of bench/lib, built once per process. */
export async function compiledModule(moduleUrl: string): Promise<string> {
  built ??= buildServer().then(() => buildTree(LIB));
  await built;
  return pathToFileURL(path.join(LIB.out, path.relative(LIB.src, fileURLToPath(moduleUrl))).replace(/\.ts$/, '.js')).href;
}
