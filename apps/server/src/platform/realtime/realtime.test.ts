import { type CursorEvent, DEFAULT_TENANT_ID, REALTIME_CATCH_UP_MAX, REALTIME_CLIENT_FRAME_MAX, REALTIME_CLOSE } from '@onehall/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { testModes } from '../../../test/platforms.ts';
import { connect, type TestClient } from '../../../test/realtime-client.ts';
import * as users from '../../modules/users/service.ts';
import { userId } from '../../seed/identity.ts';
import { publishRealtime } from './fanout.ts';
import type { CatchUpSource } from './hub.ts';
import { installRealtime } from './install.ts';

const WAIT = { timeout: 5000, interval: 10 };
const SIGN_OUT = '/api/blade-workbench/auth/loginOut';

const withdrawn = (cursor: string, messageId = cursor.slice(-4)): CursorEvent => ({ type: 'withdrawn', cursor, messageId });
const at = (minute: number, suffix = 'm') => `2025-09-01T07:${String(minute).padStart(2, '0')}:00.000Z${suffix}`;
const sinceReady = (client: TestClient) => client.events.slice(client.events.findIndex((e) => e.type === 'ready') + 1);

describe.each(testModes())('the realtime socket (%s)', (mode) => {
  let api: TestApi;
  let origin: string;
  /** A second hub on the same platform with short timings and catch-up sources: what the app's timings make slow to test. */
  let quick: FastifyInstance;
  let quickOrigin: string;
  const missed = new Map<string, CursorEvent[]>();
  let blockCatchUp: Promise<void> | null = null;
  let catchUpEntered: () => void = () => {};
  const clients: TestClient[] = [];

  const open = async (where: 'app' | 'quick' = 'app') => {
    const client = await connect(where === 'app' ? origin : quickOrigin);
    clients.push(client);
    return client;
  };
  const token = async (account: string) => (await api.signIn(account)).access_token;

  beforeAll(async () => {
    api = await startApi(mode);
    origin = await api.app.listen({ host: '127.0.0.1', port: 0 });
    // Two sources, as messages and chat will be: each gives its own events of the user, in no particular order.
    const messages: CatchUpSource = async (principal) => {
      if (blockCatchUp) {
        catchUpEntered();
        await blockCatchUp;
      }
      return missed.get(principal.userId) ?? [];
    };
    const chat: CatchUpSource = async (principal) => (missed.get(`chat:${principal.userId}`) ?? []).slice().reverse();
    quick = Fastify();
    installRealtime(quick, api.platform, {
      accessOf: (id) => users.accessOf(api.platform, id),
      catchUpSources: [messages, chat],
      pingMs: 100,
      authTimeoutMs: 300,
    });
    quickOrigin = await quick.listen({ host: '127.0.0.1', port: 0 });
  }, 60_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    await quick?.close();
    await api?.close();
  });

  it('should answer ready to a valid access token sent without the client credential, and pong to ping', async () => {
    const client = await open();
    const ready = await client.auth(await token('student01'));
    expect(ready).toEqual({ type: 'ready', userId: userId('student01'), cursor: api.clock.now().toISOString() });
    client.send({ type: 'ping' });
    await expect.poll(() => client.events.at(-1), WAIT).toEqual({ type: 'pong' });
  });

  it('should close with unauthorized on a forged token and on a signed-out one', async () => {
    const forged = await open();
    forged.send({ type: 'auth', token: 'eyJhbGciOiJIUzI1NiJ9.e30.forged' });
    expect(await forged.closed).toBe(REALTIME_CLOSE.unauthorized);

    const signedOut = await token('student01');
    expect((await api.call({ method: 'GET', url: SIGN_OUT, token: signedOut })).json().status).toBe(1000);
    const late = await open();
    late.send({ type: 'auth', token: signedOut });
    expect(await late.closed).toBe(REALTIME_CLOSE.unauthorized);
    expect(late.events).toEqual([]);
  });

  it('should close with protocol when no auth comes in time, the first frame is not auth, or a frame is not JSON', async () => {
    const silent = await open('quick');
    expect(await silent.closed).toBe(REALTIME_CLOSE.protocol);
    const pingFirst = await open();
    pingFirst.send({ type: 'ping' });
    expect(await pingFirst.closed).toBe(REALTIME_CLOSE.protocol);
    const garbage = await open();
    garbage.sendRaw('{not json');
    expect(await garbage.closed).toBe(REALTIME_CLOSE.protocol);
  });

  it('should close a socket that sends a frame larger than the limit with 1009', async () => {
    const client = await open();
    await client.auth(await token('student01'));
    client.send({ type: 'auth', token: 'x'.repeat(REALTIME_CLIENT_FRAME_MAX) });
    expect(await client.closed).toBe(1009);
  });

  it("should keep a socket re-authenticated with the same user's fresh token and close one given another user's token", async () => {
    const client = await open();
    await client.auth(await token('student01'));
    client.send({ type: 'auth', token: await token('student01') });
    client.send({ type: 'ping' });
    await expect.poll(() => client.events.at(-1), WAIT).toEqual({ type: 'pong' });

    client.send({ type: 'auth', token: await token('teacher01') });
    expect(await client.closed).toBe(REALTIME_CLOSE.unauthorized);
  });

  it('should deliver an event to the sockets of its audience only, and one for everyone to every socket', async () => {
    const [student, studentOtherTab, teacher] = [await open(), await open('quick'), await open()];
    await student.auth(await token('student01'));
    await studentOtherTab.auth(await token('student01'));
    await teacher.auth(await token('teacher01'));

    const personal = withdrawn(at(1), 'only');
    const broadcast = withdrawn(at(2), 'all');
    await publishRealtime(api.platform, { tenantId: DEFAULT_TENANT_ID, audience: { userIds: [userId('student01')] }, event: personal });
    await publishRealtime(api.platform, { tenantId: DEFAULT_TENANT_ID, audience: { everyone: true }, event: broadcast });
    // Another tenant's event with the same user ids reaches nobody here.
    await publishRealtime(api.platform, { tenantId: 'other', audience: { everyone: true }, event: withdrawn(at(3), 'else') });

    await expect.poll(() => sinceReady(teacher), WAIT).toEqual([broadcast]);
    await expect.poll(() => sinceReady(student), WAIT).toEqual([personal, broadcast]);
    await expect.poll(() => sinceReady(studentOtherTab), WAIT).toEqual([personal, broadcast]);
  });

  it('should send what the catch-up sources give after the cursor, oldest first, then ready with the newest cursor', async () => {
    const teacher = userId('teacher01');
    const since = at(10);
    const older = withdrawn(at(5));
    const messages = [withdrawn(at(13)), withdrawn(at(11)), older];
    const chat = [withdrawn(at(12, 'c')), withdrawn(at(14, 'c'))];
    missed.set(teacher, messages);
    missed.set(`chat:${teacher}`, chat);
    try {
      const client = await open('quick');
      await client.auth(await token('teacher01'), since);
      const ready = { type: 'ready', userId: teacher, cursor: at(14, 'c') };
      expect(client.events).toEqual([messages[1], chat[0], messages[0], chat[1], ready]);
    } finally {
      missed.clear();
    }
  });

  it(`should send only the newest ${REALTIME_CATCH_UP_MAX} missed events when more were missed`, async () => {
    const staff = userId('staff01');
    missed.set(
      staff,
      Array.from({ length: REALTIME_CATCH_UP_MAX + 10 }, (_, i) => withdrawn(`2025-09-01T06:00:00.${String(i).padStart(3, '0')}Z`)),
    );
    try {
      const client = await open('quick');
      await client.auth(await token('staff01'), '2025-09-01T05:00:00.000Z');
      const sent = client.events.filter((e) => e.type === 'withdrawn');
      expect(sent).toHaveLength(REALTIME_CATCH_UP_MAX);
      expect(sent[0]).toMatchObject({ cursor: '2025-09-01T06:00:00.010Z' });
      expect(sent.at(-1)).toMatchObject({ cursor: `2025-09-01T06:00:00.0${REALTIME_CATCH_UP_MAX + 9}Z` });
    } finally {
      missed.clear();
    }
  });

  it('should hold events published during the catch-up until after ready, without sending one twice', async () => {
    const admin = userId('admin');
    const caughtUp = withdrawn(at(21));
    missed.set(admin, [caughtUp]);
    let release: () => void = () => {};
    blockCatchUp = new Promise((resolve) => {
      release = resolve;
    });
    const entered = new Promise<void>((resolve) => {
      catchUpEntered = resolve;
    });
    try {
      const client = await open('quick');
      const ready = client.auth(await token('admin'), at(20));
      await entered;
      const live = withdrawn(at(22));
      // The event the catch-up also reads, published again as it commits, and a newer one.
      await publishRealtime(api.platform, { tenantId: DEFAULT_TENANT_ID, audience: { userIds: [admin] }, event: caughtUp });
      await publishRealtime(api.platform, { tenantId: DEFAULT_TENANT_ID, audience: { userIds: [admin] }, event: live });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(client.events).toEqual([]);
      release();
      await ready;
      await expect.poll(() => client.events, WAIT).toEqual([caughtUp, { type: 'ready', userId: admin, cursor: at(21) }, live]);
    } finally {
      blockCatchUp = null;
      missed.clear();
    }
  });

  it("should close a signed-in socket with signedOut once its user signs out, and with expired once the token's time is up", async () => {
    const signingOut = await token('student01');
    const leaving = await open('quick');
    await leaving.auth(signingOut);
    await api.call({ method: 'GET', url: SIGN_OUT, token: signingOut });
    expect(await leaving.closed).toBe(REALTIME_CLOSE.signedOut);

    const expiring = await open('quick');
    await expiring.auth(await token('student01'));
    const start = api.clock.now();
    api.clock.advance(3600_000);
    try {
      expect(await expiring.closed).toBe(REALTIME_CLOSE.expired);
    } finally {
      api.clock.set(start);
    }
  });

  it('should close every socket with 1001 when the node shuts down', async () => {
    const node = Fastify();
    installRealtime(node, api.platform, { accessOf: (id) => users.accessOf(api.platform, id), catchUpSources: [] });
    const client = await connect(await node.listen({ host: '127.0.0.1', port: 0 }));
    await client.auth(await token('student01'));
    await node.close();
    expect(await client.closed).toBe(1001);
  });
});
