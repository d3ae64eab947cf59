import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_PROCESS_ENV } from '../../scripts/server-env.mjs';

/*
 * Bench steps that must not share a process with what they are compared to
 * (memory a process held stays counted): a module runs itself in a child
 * with this process's node flags and hands one result back. Children start
 * with the environment of a server process (scripts/server-env.mjs).
 */

/**
 * Runs `moduleUrl` in a fresh child process with `args`; resolves with the result it sends. The child gets this
 * process's node flags unless `execArgv` says otherwise (a compiled module needs no tsx: lib/compiled.ts).
 */
export function inChild<T>(moduleUrl: string, args: string[], what: string, execArgv = process.execArgv): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(moduleUrl), args, { env: { ...SERVER_PROCESS_ENV, ...process.env }, execArgv });
    let answer: { value: T } | undefined;
    child.on('message', (message) => {
      answer = { value: message as T };
    });
    child.on('error', reject);
    child.on('exit', (code) => (answer ? resolve(answer.value) : reject(new Error(`${what} ended with code ${code} and no result`))));
  });
}

/**
 * When `moduleUrl` is the child's entry, runs `work` with the child's
 * arguments, sends its result and exits (explicitly: a handle some server
 * piece forgets to close must not keep the child running).
 */
export async function asChild<T>(moduleUrl: string, work: (args: string[]) => Promise<T>): Promise<void> {
  if (!process.send || process.argv[1] !== fileURLToPath(moduleUrl)) return;
  const result = await work(process.argv.slice(2));
  process.send(result, () => process.exit(0));
}
