import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CursorEvent, DEFAULT_TENANT_ID, Services } from '@onehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAuthorization } from '../../../test/api.ts';
import { createTestPlatform, removeRedisKeys, type TestPlatform, testModes } from '../../../test/platforms.ts';
import { connect, type TestClient } from '../../../test/realtime-client.ts';
import { DEMO_PASSWORD } from '../../seed/identity.ts';
import { seedDemoCampus } from '../../seed/index.ts';
import { messageAccountId } from '../../seed/messages.ts';
import type { Platform } from '../context.ts';
import { closePlatform, createPlatform } from '../create-platform.ts';
import { publishRealtime } from './fanout.ts';

/*
 * Production mode: two API nodes in processes of their own on one PostgreSQL
 * and Redis, a client on each. A message sent through one node reaches the
 * clients of both; a client that was away catches up on reconnecting.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const NODE_SCRIPT = path.join(here, '../../../test/transfer-child.ts');
const DELIVERY_MS = 2000;
const SEND = `${Services.platform}/messageManage/send`;

interface ApiNode {
  origin: string;
  process: ChildProcess;
}

function startNode(env: NodeJS.ProcessEnv): Promise<ApiNode> {
  const child = spawn(process.execPath, ['--import', 'tsx', NODE_SCRIPT], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += String(chunk);
      const port = /PORT=(\d+)/.exec(out)?.[1];
      if (port) resolve({ origin: `http://127.0.0.1:${port}`, process: child });
    });
    child.once('exit', (code) => reject(new Error(`the API node exited with ${code}`)));
  });
}

const production = testModes().includes('production');

describe.skipIf(!production)('realtime push across two API nodes (production)', () => {
  let test: TestPlatform;
  /** Node A's pub/sub as a module on it publishes: the same Redis and key prefix. */
  let publisherOnA: Platform;
  let nodes: ApiNode[] = [];
  const clients: TestClient[] = [];
  const prefix = `onehall_t:realtime${Date.now()}:`;

  const signIn = async (node: ApiNode, account: string) => {
    const response = await fetch(`${node.origin}/api/blade-auth/oauth/token?tenantId=000000&grant_type=password&scope=all`, {
      method: 'POST',
      headers: { authorization: clientAuthorization(test.platform.config), 'content-type': 'application/json' },
      body: JSON.stringify({ username: account, password: DEMO_PASSWORD }),
    });
    return ((await response.json()) as { result: { access_token: string } }).result.access_token;
  };
  const open = async (node: ApiNode) => {
    const client = await connect(node.origin);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    test = await createTestPlatform('production', { config: { RUN_JOBS: false } });
    await seedDemoCampus(test.platform);
    const { config } = test.platform;
    // Both nodes must sign and verify tokens with the same key, as production's configuration gives every node.
    const env = {
      ...process.env,
      DATABASE_URL: config.DATABASE_URL,
      REDIS_URL: config.REDIS_URL,
      FILES_DIR: config.FILES_DIR,
      TOKEN_SECRET: config.TOKEN_SECRET,
      SIGNING_SECRET: config.SIGNING_SECRET,
      CHILD_KEY_PREFIX: prefix,
    };
    nodes = await Promise.all([startNode(env), startNode(env)]);
    publisherOnA = await createPlatform(config, { keyPrefix: prefix });
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    for (const node of nodes) node.process.kill('SIGTERM');
    if (publisherOnA) await closePlatform(publisherOnA);
    await removeRedisKeys(test.platform.config.REDIS_URL ?? '', prefix);
    await test?.close();
  }, 60_000);

  const sendAsAdmin = async (node: ApiNode, adminToken: string, title: string, accounts: string[]) => {
    const response = await fetch(`${node.origin}${SEND}`, {
      method: 'POST',
      headers: {
        authorization: clientAuthorization(test.platform.config),
        'blade-auth': `bearer ${adminToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        mpId: messageAccountId('JWC'),
        title,
        contentType: 'text',
        content: title,
        imageIds: [],
        attachmentIds: [],
        important: true,
        public: false,
        audience: { everyone: false, roleIds: [], deptIds: [], accounts },
      }),
    });
    const body = (await response.json()) as { status: number; msg: string; result: { id: string } };
    expect(body.status, body.msg).toBe(1000);
    return body.result.id;
  };
  const messageIn = (client: TestClient, id: string) => client.events.some((e) => e.type === 'message' && e.message.id === id);

  it("should push a message an administrator sends through one node to the recipient's clients on both within 2 s, and to nobody else", async () => {
    const [a, b] = nodes as [ApiNode, ApiNode];
    const onA = await open(a);
    const onB = await open(b);
    await onA.auth(await signIn(a, 'student01'));
    await onB.auth(await signIn(b, 'student01'));
    const teacherOnB = await open(b);
    await teacherOnB.auth(await signIn(b, 'teacher01'));
    const admin = await signIn(a, 'admin');

    const sentAt = Date.now();
    const id = await sendAsAdmin(a, admin, '明日停水通知', ['student01']);
    await expect.poll(() => messageIn(onA, id) && messageIn(onB, id), { timeout: DELIVERY_MS, interval: 5 }).toBe(true);
    expect(Date.now() - sentAt).toBeLessThan(DELIVERY_MS);

    const everyone: CursorEvent = { type: 'withdrawn', cursor: new Date().toISOString(), messageId: 'm2' };
    await publishRealtime(publisherOnA, { tenantId: DEFAULT_TENANT_ID, audience: { everyone: true }, event: everyone });
    await expect.poll(() => teacherOnB.events.filter((e) => e.type !== 'ready'), { timeout: DELIVERY_MS }).toEqual([everyone]);
  });

  it('should give a client that was offline what was sent meanwhile when it reconnects with its cursor', async () => {
    const [a, b] = nodes as [ApiNode, ApiNode];
    const teacher = await signIn(b, 'teacher01');
    const before = await open(b);
    const { cursor } = await before.auth(teacher);
    before.close();
    await before.closed;

    const id = await sendAsAdmin(a, await signIn(a, 'admin'), '调课通知', ['teacher01']);
    const back = await open(b);
    const ready = await back.auth(teacher, cursor);
    const missed = back.events.filter((e) => e.type === 'message');
    expect(missed.map((e) => e.type === 'message' && e.message.id)).toEqual([id]);
    expect(ready.cursor > cursor).toBe(true);
  });
});
