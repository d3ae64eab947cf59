import { MESSAGE_DELETED_MSG, MESSAGE_IMAGE_PATH, MessageCentreMessages, messageDetailPath } from '@onehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { testModes } from '../../../test/platforms.ts';
import { deptId, roleId, userId } from '../../seed/identity.ts';
import { centreMessageId, messageAccountId } from '../../seed/messages.ts';

const P = '/api/blade-platform';
const CENTRE = `${P}/messageCenterHistoryMsg`;
const MANAGE = `${P}/messageManage`;

describe.each(testModes())('message centre (%s)', (mode) => {
  let api: TestApi;
  let admin: string;
  let student: string;
  let teacher: string;

  beforeAll(async () => {
    api = await startApi(mode);
    admin = (await api.signIn('admin')).access_token;
    student = (await api.signIn('student01')).access_token;
    teacher = (await api.signIn('teacher01')).access_token;
  }, 60_000);
  afterAll(() => api.close());

  const post = (url: string, token: string, payload: object = {}) => api.call({ method: 'POST', url, token, payload });
  const json = async (url: string, token: string, payload: object = {}) => (await post(url, token, payload)).json();
  const counts = async (token: string) => (await json(`${CENTRE}/unreadCount`, token)).result as { unread: number; important: number };
  const draft = (extra: object = {}) => ({
    mpId: messageAccountId('JWC'),
    title: '关于期末考试安排的通知',
    contentType: 'text',
    content: '期末考试安排见教务系统。',
    imageIds: [],
    attachmentIds: [],
    important: false,
    public: false,
    audience: { everyone: false, roleIds: [], deptIds: [], accounts: [] },
    ...extra,
  });
  const send = async (extra: object) => {
    const body = await json(`${MANAGE}/send`, admin, draft(extra));
    expect(body.status, body.msg).toBe(1000);
    return body.result as { id: string; recipientCount: number };
  };

  it('should show student01 the seeded centre: unread important notices with an image, and unread ordinary ones', async () => {
    const c = await counts(student);
    expect(c.important).toBeGreaterThanOrEqual(3);
    expect(c.unread - c.important).toBeGreaterThanOrEqual(3);
    const notices = (await json(`${CENTRE}/importantNotices`, student)).result;
    expect(notices.length).toBe(c.important);
    expect(notices[0]).toMatchObject({ openWindow: '1', messageId: centreMessageId(0), fromUserName: '教务处', offlineNoPushMsg: true });
    expect(notices[0].messageIdWeb).toBe(`/home/messageIfrm?id=${centreMessageId(0)}`);
    const content = JSON.parse(notices[0].content);
    expect(content.title).toBe('关于2025-2026学年第一学期期中教学检查的通知');
    expect(content.img).toMatch(new RegExp(`^${MESSAGE_IMAGE_PATH}/[0-9a-f]{32}$`));
    const image = await api.call({ method: 'GET', url: content.img });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const accounts = (await json(`${CENTRE}/accounts`, student)).result;
    expect(accounts.map((a: { mpName: string }) => a.mpName)).toContain('学生工作处');
    expect(accounts.reduce((sum: number, a: { unread: number }) => sum + a.unread, 0)).toBe(c.unread);
  });

  it('should keep read state per user: reading marks it for the reader only', async () => {
    const { id } = await send({ audience: { everyone: false, roleIds: [], deptIds: [], accounts: ['student01', 'teacher01'] } });
    const [s0, t0] = [await counts(student), await counts(teacher)];
    const read = await json(`${P}/mpManage/readMessage`, student, { messageId: id, userId: userId('student01') });
    expect(read.status).toBe(1000);
    expect(read.result.unread).toBe(s0.unread - 1);
    expect((await counts(teacher)).unread).toBe(t0.unread);
    const page = (await json(`${CENTRE}/page`, teacher, { size: 50, unreadOnly: true })).result;
    expect(page.records.map((r: { id: string }) => r.id)).toContain(id);
    const mine = (await json(`${CENTRE}/page`, student, { keyword: '期末考试安排' })).result.records;
    expect(mine.find((r: { id: string }) => r.id === id)).toMatchObject({ read: true, mpName: '教务处' });
  });

  it("should refuse another user's userId, and a message not sent to the caller for detail and read", async () => {
    const { id } = await send({ audience: { everyone: false, roleIds: [], deptIds: [], accounts: ['teacher01'] } });
    const other = await post(`${P}/mpManage/readMessage`, student, { messageId: centreMessageId(0), userId: userId('teacher01') });
    expect(other.statusCode).toBe(403);
    expect(other.json().msg).toBe(MessageCentreMessages.otherUser);
    for (const url of [`${CENTRE}/detail`, `${P}/mpManage/readMessage`]) {
      const response = await post(url, student, url.endsWith('detail') ? { id } : { messageId: id });
      expect(response.statusCode).toBe(403);
      expect(response.json().msg).toBe(MessageCentreMessages.notRecipient);
    }
    expect((await json(`${CENTRE}/detail`, teacher, { id })).result).toMatchObject({ id, title: '关于期末考试安排的通知', read: false });
  });

  it('should reach a role and a department with its sub-departments, and only enabled users', async () => {
    const byRole = await send({ audience: { everyone: false, roleIds: [roleId('teacher')], deptIds: [], accounts: [] } });
    expect((await json(`${CENTRE}/detail`, teacher, { id: byRole.id })).status).toBe(1000);
    expect((await post(`${CENTRE}/detail`, student, { id: byRole.id })).statusCode).toBe(403);
    // The university root department holds every department.
    const root = await send({ audience: { everyone: false, roleIds: [], deptIds: [deptId('MDU')], accounts: [] } });
    const everyone = (await json(`${MANAGE}/countRecipients`, admin, { everyone: true, roleIds: [], deptIds: [], accounts: [] })).result
      .count;
    expect(root.recipientCount).toBe(everyone);
    const college = (
      await json(`${MANAGE}/countRecipients`, admin, { everyone: false, roleIds: [], deptIds: [deptId('JSJXY')], accounts: [] })
    ).result.count;
    expect(college).toBeGreaterThan(1);
    expect(college).toBeLessThan(everyone);
  });

  it('should refuse unknown recipients and an empty audience, storing nothing', async () => {
    const before = (await json(`${MANAGE}/page`, admin, {})).result.total;
    const unknown = await json(
      `${MANAGE}/send`,
      admin,
      draft({ audience: { everyone: false, roleIds: [], deptIds: [], accounts: ['student01', 'nobody-here'] } }),
    );
    expect(unknown).toMatchObject({ status: 1004, msg: MessageCentreMessages.unknownAccounts(['nobody-here']) });
    const empty = await json(`${MANAGE}/send`, admin, draft());
    expect(empty.msg).toBe(MessageCentreMessages.audienceEmpty);
    const notEveryone = await json(
      `${MANAGE}/send`,
      admin,
      draft({ public: true, audience: { everyone: false, roleIds: [], deptIds: [], accounts: ['student01'] } }),
    );
    expect(notEveryone.msg).toBe(MessageCentreMessages.publicNeedsEveryone);
    expect((await json(`${MANAGE}/page`, admin, {})).result.total).toBe(before);
  });

  it('should refuse the administrators’ calls to a user without the menu', async () => {
    for (const path of ['page', 'send', 'withdraw', 'countRecipients', 'accountList', 'accountSave', 'audienceOptions']) {
      const response = await post(`${MANAGE}/${path}`, student, {});
      expect(response.statusCode, path).toBe(403);
    }
  });

  it('should answer 消息已被删除 once withdrawn and drop it from lists and counts', async () => {
    const { id } = await send({ important: true, audience: { everyone: false, roleIds: [], deptIds: [], accounts: ['student01'] } });
    const before = await counts(student);
    expect((await json(`${MANAGE}/withdraw`, admin, { id })).status).toBe(1000);
    const detail = await post(`${CENTRE}/detail`, student, { id });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ status: 1004, msg: '消息已被删除' });
    expect((await json(`${P}/mpManage/readMessage`, student, { messageId: id })).msg).toBe('消息已被删除');
    expect(await counts(student)).toEqual({ unread: before.unread - 1, important: before.important - 1 });
    const list = (await json(`${CENTRE}/page`, student, { size: 50 })).result.records;
    expect(list.map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await json(`${CENTRE}/importantNotices`, student)).result.map((n: { messageId: string }) => n.messageId)).not.toContain(id);
    expect((await json(`${MANAGE}/withdraw`, admin, { id })).msg).toBe(MessageCentreMessages.alreadyWithdrawn);
    expect((await json(`${MANAGE}/page`, admin, { state: 'withdrawn' })).result.records[0]).toMatchObject({
      id,
      withdrawnTime: expect.any(String),
    });
  });

  it('should show visitors a public message to everyone and nothing else', async () => {
    const visitor = (id: string) => api.call({ method: 'GET', url: messageDetailPath(id) });
    const seeded = (await visitor(centreMessageId(0))).json();
    expect(seeded).toMatchObject({ status: 1000, result: { id: centreMessageId(0), columnName: '教务处', fieldSet: '重要' } });
    const notPublic = await send({ audience: { everyone: true, roleIds: [], deptIds: [], accounts: [] } });
    const toOne = await send({ audience: { everyone: false, roleIds: [], deptIds: [], accounts: ['student01'] } });
    const published = await send({
      public: true,
      contentType: 'html',
      content: '<p>欢迎<script>alert(1)</script></p>',
      audience: { everyone: true, roleIds: [], deptIds: [], accounts: [] },
    });
    for (const id of [notPublic.id, toOne.id]) expect((await visitor(id)).json()).toMatchObject({ status: 1004, msg: MESSAGE_DELETED_MSG });
    const shown = (await visitor(published.id)).json();
    expect(shown.status).toBe(1000);
    expect(shown.result.content).toBe('<p>欢迎</p>');
    await json(`${MANAGE}/withdraw`, admin, { id: published.id });
    expect((await visitor(published.id)).json()).toMatchObject({ status: 1004, msg: MESSAGE_DELETED_MSG });
  });

  it('should remove only an unused sender account', async () => {
    const used = await json(`${MANAGE}/accountRemove`, admin, { id: messageAccountId('JWC') });
    expect(used.msg).toMatch(/不能删除/);
    const created = await json(`${MANAGE}/accountSave`, admin, {
      code: 'BWC',
      mpName: '保卫处',
      icon: '',
      deptName: '保卫处',
      enabled: true,
      sort: 9,
    });
    expect(created.status).toBe(1000);
    expect((await json(`${P}/serviceItem/getMpList`, student)).result.map((a: { mpName: string }) => a.mpName)).toContain('保卫处');
    const taken = await json(`${MANAGE}/accountSave`, admin, {
      code: 'BWC',
      mpName: '保卫处2',
      icon: '',
      deptName: '',
      enabled: true,
      sort: 9,
    });
    expect(taken.msg).toBe(MessageCentreMessages.accountCodeTaken);
    expect((await json(`${MANAGE}/accountRemove`, admin, { id: created.result.id })).status).toBe(1000);
    expect((await json(`${P}/serviceItem/getMpList`, student)).result.map((a: { mpName: string }) => a.mpName)).not.toContain('保卫处');
  });
});
