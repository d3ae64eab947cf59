#!/usr/bin/env node
// `npm start`: build what is not built yet, then run the portal (web and API on one port).
//
// The web app is rebuilt only when apps/web/dist is missing or older than its
// sources (see web-build.mjs); the server and contract are compiled on every
// start (about a second, server-build.mjs) and run as JavaScript.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_MAIN } from './server-build.mjs';
import { SERVER_PROCESS_ENV } from './server-env.mjs';
import { buildWeb, webBuildStaleReason } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const staleReason = webBuildStaleReason();
if (staleReason) {
  console.log(`[start] building the web app (${staleReason}) …`);
  if (!buildWeb()) {
    console.error('[start] the web build failed; not starting the server.');
    process.exit(1);
  }
} else {
  console.log('[start] web app is up to date (apps/web/dist)');
}

try {
  await buildServer();
} catch (error) {
  console.error(`[start] the server did not compile; not starting it.\n${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

// The embedded default keeps its SQLite file under data/; make sure the folder exists.
if (!process.env.DATABASE_URL) mkdirSync(path.join(root, 'data'), { recursive: true });

const port = process.env.PORT || '8080';
console.log(`[start] starting OneHall on http://localhost:${port}`);

// The server gets its own process group so that Ctrl-C in a terminal reaches it
// once, through the forwarding below, rather than twice (terminal and forward),
// which would cut its graceful shutdown short.
const server = spawn(process.execPath, [SERVER_MAIN], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...SERVER_PROCESS_ENV, ...process.env, PORT: port },
  detached: true,
});

const running = () => server.exitCode === null && server.signalCode === null;

// Forward termination signals so the server can shut down gracefully (finish
// requests, close the database) instead of being orphaned.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (running()) server.kill(signal);
  });
}
// Should this wrapper die of anything else, do not leave the server behind.
process.on('exit', () => {
  if (running()) server.kill('SIGTERM');
});

server.on('error', (error) => {
  console.error(`[start] could not start the server: ${error.message}`);
  process.exit(1);
});

server.on('exit', (code, signal) => {
  if (signal) {
    // Conventional shell exit status for a process ended by a signal.
    const signalNumbers = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15, SIGKILL: 9 };
    process.exit(128 + (signalNumbers[signal] ?? 1));
  }
  process.exit(code ?? 0);
});
