import { CHAT_ASSISTANT_ID, CHAT_TEXT_MAX, ChatMessages, type ServerEvent } from '@onehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { testModes } from '../../../test/platforms.ts';
import { connect, type TestClient } from '../../../test/realtime-client.ts';
import { chatConversationId } from '../../seed/chat.ts';
import { messageAccountId } from '../../seed/messages.ts';

const CHAT = '/api/blade-platform/chat';
const JWC = messageAccountId('JWC');
const XGC = messageAccountId('XGC');
const TSG = messageAccountId('TSG');

describe.each(testModes())('chat window (%s)', (mode) => {
  let api: TestApi;
  let origin: string;
  let student: string;
  let staff: string;
  let teacher: string;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    api = await startApi(mode);
    origin = await api.app.listen({ host: '127.0.0.1', port: 0 });
    const token = async (account: string) => (await api.signIn(account)).access_token;
    [student, staff, teacher] = [await token('student01'), await token('staff01'), await token('teacher01')];
  }, 60_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await api.close();
  });

  const post = async (path: string, token: string, payload: object = {}) =>
    (await api.call({ method: 'POST', url: `${CHAT}/${path}`, token, payload })).json();
  const countMessages = async () =>
    Number(
      (
        await api.platform.db
          .selectFrom('chat_messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('should list the assistant first, then pinned accounts, then accounts by last message time', async () => {
    const res = await post('contacts', student);
    expect(res.status).toBe(1000);
    const list = res.result as {
      id: string;
      mpType: string;
      timeSend: string;
      openTopChatTime: string | null;
      unread: number;
      name: string;
    }[];
    expect(list[0]).toMatchObject({ id: CHAT_ASSISTANT_ID, name: '小慧', mpType: '' });
    expect(list[1]).toMatchObject({ id: TSG, mpType: 'TSG' });
    expect(list[1]?.openTopChatTime).not.toBeNull();
    const rest = list.slice(2);
    expect(rest.every((c) => c.mpType !== '' && c.openTopChatTime === null)).toBe(true);
    expect(rest.map((c) => c.timeSend)).toEqual([...rest.map((c) => c.timeSend)].sort().reverse());
    // The 教务处 reply is unread; accounts known only from the message centre are listed too.
    expect(list.find((c) => c.id === JWC)?.unread).toBe(1);
    expect(list.length).toBeGreaterThan(4);
  });

  it('should answer a conversation ascending by time and page backwards', async () => {
    const first = (await post('messages', student, { mpId: JWC, size: 3 })).result;
    expect(first.hasMore).toBe(true);
    expect(first.records.map((m: { text: string }) => m.text)).toEqual([
      '同学你好，可以在服务大厅搜索「成绩单打印」在线申请，也可以到行政楼一楼自助打印机打印。',
      '自助打印需要带什么证件？',
      '带上校园卡即可，每学期前 5 份免费。',
    ]);
    const older = (await post('messages', student, { mpId: JWC, size: 3, beforeId: first.records[0].id })).result;
    expect(older).toEqual({
      records: [expect.objectContaining({ from: 'user', text: '老师您好，请问中英文成绩单在哪里打印？' })],
      hasMore: false,
    });
  });

  it('should deliver a message to the agents and the reply to the user within 2 seconds over the socket', async () => {
    const [studentSocket, staffSocket] = await Promise.all([connect(origin), connect(origin)]);
    clients.push(studentSocket, staffSocket);
    await studentSocket.auth(student);
    await staffSocket.auth(staff);
    const waitFor = (client: TestClient, text: string) =>
      new Promise<ServerEvent>((resolve, reject) => {
        const started = Date.now();
        const tick = () => {
          const hit = client.events.find((e) => e.type === 'chat' && e.chat.text === text);
          if (hit) return resolve(hit);
          if (Date.now() - started > 2000) return reject(new Error(`no chat event "${text}" within 2 s`));
          setTimeout(tick, 20);
        };
        tick();
      });

    const sent = await post('send', student, { mpId: JWC, text: '  好的，谢谢老师！  ' });
    expect(sent.status).toBe(1000);
    expect(sent.result).toMatchObject({ from: 'user', text: '好的，谢谢老师！', senderName: '张思远', mpId: JWC });
    const atStaff = await waitFor(staffSocket, '好的，谢谢老师！');
    expect(atStaff).toMatchObject({ chat: { userName: '张思远', mpName: '教务处' } });
    await waitFor(studentSocket, '好的，谢谢老师！');

    const accounts = (await post('agent/accounts', staff)).result;
    expect(accounts.map((a: { mpName: string }) => a.mpName)).toEqual(['教务处', '研究生院']);
    expect(accounts[0].unread).toBe(1);
    const conversations = (await post('agent/conversations', staff, { mpId: JWC })).result;
    expect(conversations[0]).toMatchObject({
      id: chatConversationId('student01', 'JWC'),
      userName: '张思远',
      account: 'student01',
      unread: 1,
    });

    const reply = await post('agent/reply', staff, { conversationId: conversations[0].id, text: '不客气' });
    expect(reply.result).toMatchObject({ from: 'agent', senderName: '陈静怡' });
    await waitFor(studentSocket, '不客气');
    expect((await post('contacts', student)).result.find((c: { id: string }) => c.id === JWC)).toMatchObject({
      unread: 2,
      lastText: '不客气',
    });

    expect((await post('read', student, { mpId: JWC })).status).toBe(1000);
    expect((await post('contacts', student)).result.find((c: { id: string }) => c.id === JWC).unread).toBe(0);
    expect((await post('agent/read', staff, { conversationId: conversations[0].id })).status).toBe(1000);
    expect((await post('agent/accounts', staff)).result[0].unread).toBe(0);
    const page = (await post('agent/messages', staff, { conversationId: conversations[0].id, size: 2 })).result;
    expect(page.records.map((m: { text: string }) => m.text)).toEqual(['好的，谢谢老师！', '不客气']);
  });

  it('should catch a reconnecting agent up on the chat messages sent meanwhile', async () => {
    const since = api.clock.now().toISOString();
    await post('send', student, { mpId: JWC, text: '还有一个问题' });
    const client = await connect(origin);
    clients.push(client);
    await client.auth(staff, since);
    expect(client.events.some((e) => e.type === 'chat' && e.chat.text === '还有一个问题')).toBe(true);
  });

  it('should pin and unpin an account, and refuse pinning the assistant', async () => {
    expect((await post('pin', student, { mpId: JWC, pinned: true })).status).toBe(1000);
    let list = (await post('contacts', student)).result;
    expect(
      list
        .slice(1, 3)
        .map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual([JWC, TSG].sort());
    expect((await post('pin', student, { mpId: JWC, pinned: false })).status).toBe(1000);
    list = (await post('contacts', student)).result;
    expect(list.find((c: { id: string }) => c.id === JWC).openTopChatTime).toBeNull();
    const refused = await post('pin', student, { mpId: CHAT_ASSISTANT_ID, pinned: true });
    expect(refused.msg).toBe(ChatMessages.assistantPinned);
  });

  it('should show a user only their own conversations', async () => {
    // teacher01 names 教务处 and gets their own (empty) conversation, never student01's.
    expect((await post('messages', teacher, { mpId: JWC })).result).toEqual({ records: [], hasMore: false });
    const studentMessage = (await post('messages', student, { mpId: JWC, size: 1 })).result.records[0];
    // A message id of another user's conversation used as a page anchor pages nothing.
    expect((await post('messages', teacher, { mpId: JWC, beforeId: studentMessage.id })).result.records).toEqual([]);
    expect((await post('contacts', teacher)).result.find((c: { id: string; unread: number }) => c.id === JWC)?.unread ?? 0).toBe(0);
  });

  it('should refuse agent calls to anyone who does not answer for the account (IDOR by conversation id)', async () => {
    const jwc = chatConversationId('student01', 'JWC');
    const xgc = chatConversationId('student01', 'XGC');
    const before = await countMessages();
    for (const [token, id] of [
      [student, jwc],
      [teacher, jwc],
      [staff, xgc],
    ] as const) {
      for (const [path, payload] of [
        ['agent/messages', { conversationId: id }],
        ['agent/reply', { conversationId: id, text: '冒充回复' }],
        ['agent/read', { conversationId: id }],
      ] as const) {
        const res = await api.call({ method: 'POST', url: `${CHAT}/${path}`, token, payload });
        expect(res.json()).toMatchObject({ status: 403, msg: ChatMessages.notAgent });
      }
    }
    expect((await post('agent/conversations', staff, { mpId: XGC })).status).toBe(403);
    expect((await post('agent/conversations', student, { mpId: JWC })).status).toBe(403);
    expect((await post('agent/messages', staff, { conversationId: 'no-such-conversation' })).status).toBe(403);
    expect((await post('agent/accounts', student)).result).toEqual([]);
    // teacher01 answers for 学生工作处 and sees its waiting question.
    expect((await post('agent/conversations', teacher, { mpId: XGC })).result[0]).toMatchObject({ id: xgc, unread: 1 });
    expect(await countMessages()).toBe(before);
  });

  it('should refuse bad input and store nothing', async () => {
    const before = await countMessages();
    expect(await post('send', student, { mpId: JWC, text: '   ' })).toMatchObject({ status: 400, msg: ChatMessages.textEmpty });
    expect((await post('send', student, { mpId: JWC, text: 'x'.repeat(CHAT_TEXT_MAX + 1) })).status).toBe(400);
    expect(await post('send', student, { mpId: 'no-such-account', text: '你好' })).toMatchObject({ msg: ChatMessages.accountUnknown });
    expect((await post('send', student, { text: '你好' })).status).toBe(400);
    expect((await post('agent/reply', staff, { conversationId: chatConversationId('student01', 'JWC'), text: '' })).status).toBe(400);
    expect(await countMessages()).toBe(before);
  });

  it('should refuse visitors', async () => {
    const res = await api.call({ method: 'POST', url: `${CHAT}/contacts`, payload: {} });
    expect(res.json().status).toBe(401);
  });
});
