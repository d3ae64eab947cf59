/*
 * An API node in its own process, for the test that kills a worker mid-import
 * (modules/transfer/transfer-jobs.test.ts). Prints its port once listening; its
 * database, Redis and files come from the environment the test passes.
 */
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createPlatform } from '../src/platform/create-platform.ts';

const config = loadConfig({ ...process.env, NODE_ENV: 'test' }, { LOGIN_SLOWDOWN_MS: 0, LOG_LEVEL: 'warn', PORT: 0, HOST: '127.0.0.1' });
const platform = await createPlatform(config, { keyPrefix: process.env.CHILD_KEY_PREFIX ?? 'onehall_child:' });
const app = await buildApp(platform);
await platform.jobs.startWorker();
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as { port: number };
process.stdout.write(`PORT=${port}\n`);
