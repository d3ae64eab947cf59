import {
  type CursorEvent,
  DEFAULT_TENANT_ID,
  MESSAGE_OPEN_BODY_MAX_BYTES,
  MESSAGE_OPEN_PATHS,
  MessageCentreMessages,
} from '@onehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { testModes } from '../../../test/platforms.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import { REALTIME_CHANNEL, type RealtimeFanout } from '../../platform/realtime/fanout.ts';
import { userId } from '../../seed/identity.ts';
import { signRequest } from '../todo/signature.ts';
import { catchUpEvents } from './push.ts';

const CONFIG = '/api/online-service-platform/cardbusinessconfig';
const CENTRE = '/api/blade-platform/messageCenterHistoryMsg';

const principalOf = (account: string): Principal => ({
  userId: userId(account),
  tenantId: DEFAULT_TENANT_ID,
  account,
  nickName: account,
  roles: [],
  family: 'f',
  tokenId: 't',
  expiresAt: 0,
});

describe.each(testModes())('message integration and push (%s)', (mode) => {
  let api: TestApi;
  let admin: string;
  let student: string;
  let key: { systemId: string; secret: string };
  let nonces = 0;
  const published: RealtimeFanout[] = [];

  beforeAll(async () => {
    api = await startApi(mode);
    admin = (await api.signIn('admin')).access_token;
    student = (await api.signIn('student01')).access_token;
    const registered = (
      await api.call({ method: 'POST', url: `${CONFIG}/submit`, token: admin, payload: { systemName: '一卡通系统', systemCode: 'YKT' } })
    ).json();
    key = registered.result.key;
    await api.platform.pubsub.subscribe(REALTIME_CHANNEL, (m) => published.push(m as RealtimeFanout));
  }, 60_000);
  afterAll(() => api.close());

  function signed(path: string, payload: object | string, options: { secret?: string } = {}) {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    const timestamp = String(api.clock.now().getTime());
    nonces += 1;
    const nonce = `msg-nonce-${mode}-${String(nonces).padStart(8, '0')}`;
    const signature = signRequest(options.secret ?? key.secret, { method: 'POST', path, timestamp, nonce, body: Buffer.from(body) });
    return api.app.inject({
      method: 'POST',
      url: path,
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-onehall-system': key.systemId,
        'x-onehall-timestamp': timestamp,
        'x-onehall-nonce': nonce,
        'x-onehall-signature': signature,
      },
    });
  }

  const message = (messageId: string, recipients: object, extra: object = {}) => ({
    messageId,
    mpCode: 'XGC',
    title: `奖学金材料提交提醒 ${messageId}`,
    content: '请于本周五前提交奖学金申请材料。',
    recipients,
    ...extra,
  });
  const total = async () =>
    (await api.call({ method: 'POST', url: '/api/blade-platform/messageManage/page', token: admin, payload: {} })).json().result.total;
  const waitFor = async (find: () => RealtimeFanout | undefined) => {
    for (let i = 0; i < 50 && !find(); i++) await new Promise((r) => setTimeout(r, 20));
    return find();
  };

  it('should store a signed message once, answer duplicate to the same messageId, and push it after the send', async () => {
    const first = await signed(
      MESSAGE_OPEN_PATHS.send,
      message('XG-2025-001', { accounts: ['student01'] }, { openWindow: '0,1', images: ['https://xg.example.edu.cn/a.png'] }),
    );
    expect(first.json()).toMatchObject({ status: 1000, result: { recipientCount: 1, duplicate: false } });
    const id = first.json().result.id;
    const event = await waitFor(() => published.find((f) => f.event.type === 'message' && f.event.message.id === id));
    expect(event).toMatchObject({ tenantId: DEFAULT_TENANT_ID, audience: { userIds: [userId('student01')] } });
    const pushed = event?.event.type === 'message' ? event.event.message : undefined;
    expect(pushed).toMatchObject({ mpName: '学生工作处', important: true, cover: 'https://xg.example.edu.cn/a.png' });
    expect(JSON.parse(pushed?.notice?.content ?? '{}')).toEqual({
      title: '奖学金材料提交提醒 XG-2025-001',
      img: 'https://xg.example.edu.cn/a.png',
    });

    const count = published.length;
    const again = await signed(MESSAGE_OPEN_PATHS.send, message('XG-2025-001', { accounts: ['student01'] }));
    expect(again.json()).toMatchObject({ status: 1000, result: { id, duplicate: true } });
    await new Promise((r) => setTimeout(r, 100));
    expect(published.length).toBe(count);
    const detail = (await api.call({ method: 'POST', url: `${CENTRE}/detail`, token: student, payload: { id } })).json();
    expect(detail.result).toMatchObject({ senderName: '一卡通系统', important: true });
  });

  it('should reach roles by alias, departments by code and everyone', async () => {
    const students = (await signed(MESSAGE_OPEN_PATHS.send, message('XG-2025-002', { roles: ['student'] }))).json();
    const college = (await signed(MESSAGE_OPEN_PATHS.send, message('XG-2025-003', { depts: ['JSJXY'] }))).json();
    const all = (await signed(MESSAGE_OPEN_PATHS.send, message('XG-2025-004', { everyone: true }))).json();
    expect(students.result.recipientCount).toBeGreaterThan(1);
    expect(college.result.recipientCount).toBeGreaterThan(1);
    expect(all.result.recipientCount).toBeGreaterThan(Math.max(students.result.recipientCount, college.result.recipientCount));
    const toEveryone = await waitFor(() => published.find((f) => f.event.type === 'message' && f.event.message.id === all.result.id));
    expect(toEveryone?.audience).toEqual({ everyone: true });
    const studentSees = async (id: string) =>
      (await api.call({ method: 'POST', url: `${CENTRE}/detail`, token: student, payload: { id } })).json().status;
    expect(await studentSees(students.result.id)).toBe(1000);
    expect(await studentSees(college.result.id)).toBe(1000);
  });

  it('should refuse a bad signature, unknown recipients, an unknown account and an oversize body, storing nothing', async () => {
    const before = await total();
    const forged = await signed(MESSAGE_OPEN_PATHS.send, message('XG-2025-010', { everyone: true }), { secret: 'not-the-key' });
    expect(forged.statusCode).toBe(401);
    const unknown = (
      await signed(MESSAGE_OPEN_PATHS.send, message('XG-2025-011', { accounts: ['student01', 'ghost01'], roles: ['student'] }))
    ).json();
    expect(unknown).toMatchObject({ status: 1004, msg: MessageCentreMessages.unknownAccounts(['ghost01']) });
    const role = (await signed(MESSAGE_OPEN_PATHS.send, message('XG-2025-012', { roles: ['dean'] }))).json();
    expect(role.msg).toBe(MessageCentreMessages.unknownRoles(['dean']));
    const dept = (await signed(MESSAGE_OPEN_PATHS.send, message('XG-2025-013', { depts: ['NOPE'] }))).json();
    expect(dept.msg).toBe(MessageCentreMessages.unknownDepts(['NOPE']));
    const account = (await signed(MESSAGE_OPEN_PATHS.send, { ...message('XG-2025-014', { everyone: true }), mpCode: 'NOPE' })).json();
    expect(account.msg).toBe(MessageCentreMessages.accountUnknown);
    const script = (
      await signed(
        MESSAGE_OPEN_PATHS.send,
        message(
          'XG-2025-015',
          { everyone: true },
          { attachments: [{ name: '名单.pdf', contentBase64: Buffer.from('#!/bin/sh\nrm -rf /').toString('base64') }] },
        ),
      )
    ).json();
    expect(script.msg).toBe(MessageCentreMessages.attachmentType);
    const huge = await signed(
      MESSAGE_OPEN_PATHS.send,
      message('XG-2025-016', { everyone: true }, { content: 'x'.repeat(MESSAGE_OPEN_BODY_MAX_BYTES) }),
    );
    expect(huge.statusCode).toBe(413);
    expect(await total()).toBe(before);
    // The refused messageIds were not used up.
    expect((await signed(MESSAGE_OPEN_PATHS.send, message('XG-2025-011', { accounts: ['student01'] }))).json().result.duplicate).toBe(
      false,
    );
  });

  it('should withdraw by messageId, push the withdrawal and hand missed events to a reconnecting client', async () => {
    api.clock.advance(1000);
    const since = api.clock.now().toISOString();
    const sent = (await signed(MESSAGE_OPEN_PATHS.send, message('XG-2025-020', { accounts: ['student01', 'teacher01'] }))).json().result;
    api.clock.advance(1000);
    const other = (await signed(MESSAGE_OPEN_PATHS.send, message('XG-2025-021', { accounts: ['student01'] }))).json().result;
    api.clock.advance(1000);
    expect((await signed(MESSAGE_OPEN_PATHS.withdraw, { messageId: 'XG-2025-021' })).json().result).toEqual({ withdrawn: true });
    expect((await signed(MESSAGE_OPEN_PATHS.withdraw, { messageId: 'XG-2025-021' })).json().result).toEqual({ withdrawn: false });
    expect((await signed(MESSAGE_OPEN_PATHS.withdraw, { messageId: 'XG-NOPE' })).json().msg).toBe(
      MessageCentreMessages.integrationUnknown('XG-NOPE'),
    );
    const withdrawal = await waitFor(() => published.find((f) => f.event.type === 'withdrawn' && f.event.messageId === other.id));
    expect(withdrawal?.audience).toEqual({ userIds: [userId('student01')] });

    const events: CursorEvent[] = await catchUpEvents(api.platform, principalOf('student01'), since);
    expect(
      events.map((e) => (e.type === 'message' ? `message:${e.message.id}` : e.type === 'withdrawn' ? `withdrawn:${e.messageId}` : e.type)),
    ).toEqual([`message:${sent.id}`, `withdrawn:${other.id}`]);
    expect(events.map((e) => e.cursor)).toEqual([...events.map((e) => e.cursor)].sort());
    // From the last cursor on, only what happened at that instant or later.
    const last = events.at(-1)?.cursor ?? '';
    expect(await catchUpEvents(api.platform, principalOf('student01'), last)).toHaveLength(1);
    expect(await catchUpEvents(api.platform, principalOf('teacher01'), since)).toHaveLength(1);
    expect(await catchUpEvents(api.platform, principalOf('student01'), 'not a time')).toEqual([]);
  });
});
