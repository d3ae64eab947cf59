import { MessageCentreMessages } from '@onehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { fileUpload } from '../../../test/multipart.ts';
import { testModes } from '../../../test/platforms.ts';
import { bannerPng, centreMessageId, messageAccountId } from '../../seed/messages.ts';

const P = '/api/blade-platform';

describe.each(testModes())('message images and attachments (%s)', (mode) => {
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

  const upload = (url: string, token: string, name: string, data: Buffer) =>
    api.call({ method: 'POST', url, token, ...fileUpload(name, data) });
  const post = (url: string, token: string, payload: object) => api.call({ method: 'POST', url, token, payload });

  it('should judge an uploaded image by its bytes, and serve it by its random address', async () => {
    const fake = (await upload(`${P}/common/upload`, student, '头像.png', Buffer.from('this is not an image at all'))).json();
    expect(fake).toMatchObject({ status: 1004, msg: MessageCentreMessages.imageType });
    const png = bannerPng([10, 20, 30], 1);
    const ok = (await upload(`${P}/common/upload`, student, 'banner.jpg', png)).json();
    expect(ok.status).toBe(1000);
    const served = await api.call({ method: 'GET', url: ok.result.url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(served.rawPayload.equals(png)).toBe(true);
    // Another address of the same form: its last character changed (never to itself, which made this flaky).
    const url = ok.result.url as string;
    const other = `${url.slice(0, -1)}${url.endsWith('0') ? '1' : '0'}`;
    expect((await api.call({ method: 'GET', url: other })).statusCode).toBe(404);
  });

  it('should refuse executables and scripts as attachments by name and by content, and attachments to a user without the menu', async () => {
    const exe = await upload(`${P}/messageManage/uploadAttachment`, admin, 'setup.exe', Buffer.from('hello'));
    expect(exe.json().msg).toBe(MessageCentreMessages.attachmentType);
    const disguised = await upload(
      `${P}/messageManage/uploadAttachment`,
      admin,
      '课表.pdf',
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]),
    );
    expect(disguised.json().msg).toBe(MessageCentreMessages.attachmentType);
    const shell = await upload(`${P}/messageManage/uploadAttachment`, admin, 'readme.txt', Buffer.from('#!/bin/bash\necho hi'));
    expect(shell.json().msg).toBe(MessageCentreMessages.attachmentType);
    expect((await upload(`${P}/messageManage/uploadAttachment`, student, '名单.csv', Buffer.from('a,b'))).statusCode).toBe(403);
  });

  it('should hand an attachment to the message’s recipients only, while the message is there', async () => {
    const name = '2025 秋季 “选课” 指南.csv';
    const attachment = (await upload(`${P}/messageManage/uploadAttachment`, admin, name, Buffer.from('课程,学分\n高等数学,5\n'))).json()
      .result;
    const image = (await upload(`${P}/common/upload`, admin, 'a.png', bannerPng([1, 2, 3], 2))).json().result;
    const sent = (
      await post(`${P}/messageManage/send`, admin, {
        mpId: messageAccountId('JWC'),
        title: '选课指南',
        contentType: 'text',
        content: '见附件',
        imageIds: [image.id],
        attachmentIds: [attachment.id],
        important: false,
        public: false,
        audience: { everyone: false, roleIds: [], deptIds: [], accounts: ['student01'] },
      })
    ).json();
    expect(sent.status, sent.msg).toBe(1000);
    const detail = (await post(`${P}/messageCenterHistoryMsg/detail`, student, { id: sent.result.id })).json().result;
    expect(detail.attachments).toEqual([{ id: attachment.id, name, size: attachment.size }]);
    expect(detail.images).toEqual([image]);

    const download = (token: string, fileId = attachment.id, messageId = sent.result.id) =>
      post(`${P}/messageCenterHistoryMsg/downloadFile`, token, { messageId, fileId });
    const file = await download(student);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('课程,学分\n高等数学,5\n');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="2025 __ ____ __.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    const stranger = await download(teacher);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().msg).toBe(MessageCentreMessages.notRecipient);
    // An attachment of another message, asked for through one the caller did receive.
    expect((await download(student, attachment.id, centreMessageId(0))).json().msg).toBe(MessageCentreMessages.fileNotFound);
    // An attachment already sent cannot be attached again.
    const reuse = await post(`${P}/messageManage/send`, admin, {
      mpId: messageAccountId('JWC'),
      title: '再发一次',
      contentType: 'text',
      content: '',
      imageIds: [],
      attachmentIds: [attachment.id],
      important: false,
      public: false,
      audience: { everyone: false, roleIds: [], deptIds: [], accounts: ['teacher01'] },
    });
    expect(reuse.json().msg).toBe(MessageCentreMessages.unknownFile);

    await post(`${P}/messageManage/withdraw`, admin, { id: sent.result.id });
    expect((await download(student)).json()).toMatchObject({ status: 1004, msg: '消息已被删除' });
  });
});
