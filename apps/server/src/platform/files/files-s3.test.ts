import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { fileUpload } from '../../../test/multipart.ts';
import { testModes } from '../../../test/platforms.ts';
import { startTestS3, type TestS3 } from '../../../test/s3-server.ts';
import { BASE, readXlsx, WAIT, xlsx } from '../../../test/transfer.ts';
import { messageAccountId } from '../../seed/messages.ts';
import { newId } from '../ids.ts';
import { S3FileStore } from './s3-file-store.ts';

const HEADER = ['部门编码', '职责描述', '职责类型', '职责依据', '排序'];
const P = '/api/blade-platform';

/*
 * The API with FILE_STORE=s3: what users upload and what jobs write lands in
 * the bucket, never in the files folder, and comes back out streamed.
 */
describe.each(testModes())('files in S3-compatible object storage (%s)', (mode) => {
  let s3: TestS3;
  let api: TestApi;
  let admin: string;
  /** The bucket as the API sees it, to look inside. */
  let bucket: S3FileStore;

  beforeAll(async () => {
    s3 = await startTestS3();
    const prefix = `api-${newId()}/`;
    api = await startApi(mode, s3.config(prefix));
    admin = (await api.signIn('admin')).access_token;
    bucket = new S3FileStore(s3.settings(prefix));
  }, 60_000);
  afterAll(async () => {
    await bucket?.close();
    await api?.close();
    await s3?.close();
  });

  const post = async (url: string, payload: object) => (await api.call({ method: 'POST', url, token: admin, payload })).json();
  async function finished(kind: 'export' | 'import', key: string) {
    let last: Record<string, unknown> = {};
    const until = Date.now() + WAIT.timeout;
    while (Date.now() < until) {
      last = (await post(`${BASE}/deptDuty/${kind}/progress`, { key })).result;
      if (last.finished) return last;
      await new Promise((resolve) => setTimeout(resolve, WAIT.interval));
    }
    throw new Error(`the ${kind} did not finish: ${JSON.stringify(last)}`);
  }
  /** The files folder is never written, not even for scratch files. */
  const filesFolderUnused = () => {
    const dir = api.platform.config.FILES_DIR;
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  };

  it('should export into the bucket and stream the file back with its length', async () => {
    const started = await post(`${BASE}/deptDuty/export/start`, {
      dataRange: 2,
      formInline: { deptCode: 'JWC' },
      fileName: '教务处职责',
      exportField: '部门编码:deptCode,职责描述:dutyDescription',
    });
    expect(started.status).toBe(1000);
    const done = await finished('export', started.result.redisKey);
    expect(done).toMatchObject({ state: 'completed', totalNum: 5 });
    expect(await bucket.exists(`exports/${started.result.redisKey}.xlsx`)).toBe(true);

    const file = await api.call({ method: 'GET', url: (done.result as { url: string }).url, token: admin });
    expect(file.statusCode).toBe(200);
    expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
    const rows = await readXlsx(file.rawPayload);
    expect(rows[0]).toEqual(['部门编码', '职责描述']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['JWC', 'JWC', 'JWC', 'JWC', 'JWC']);
    filesFolderUnused();
  });

  it('should import an upload kept in the bucket and put its error file there', async () => {
    const data = await xlsx([
      ['职责清单'],
      HEADER,
      ['JWC', '对象存储导入：新增职责', '主体职责', '', 7],
      ['NOPE', '对象存储导入：部门不存在', '主体职责', '', 1],
    ]);
    const body = fileUpload('duties.xlsx', data);
    const mapped = (await api.call({ method: 'POST', url: `${BASE}/deptDuty/import/upload`, token: admin, ...body })).json();
    expect(mapped.status).toBe(1000);
    // Another header line than at the upload: the header row is read again, from the bucket.
    const started = await post(`${BASE}/deptDuty/import/start`, {
      fileKey: mapped.result.fileKey,
      headerLine: 2,
      ruleNum: 2,
      errorRegx: 1,
      matchFieldList: mapped.result.dbFieldList.map((f: { column: string; label: string }) => ({ column: f.column, configure: f.label })),
    });
    expect(started.status).toBe(1000);
    const done = await finished('import', started.result.redisKey);
    expect(done).toMatchObject({ state: 'completed', newInsertNum: 1, failNum: 1 });
    expect(await bucket.exists(`errors/${done.errorKey}.xlsx`)).toBe(true);

    const errors = await api.call({
      method: 'GET',
      url: `${BASE}/deptDuty/import/errorFile`,
      query: { errorKey: done.errorKey as string },
      token: admin,
    });
    expect(errors.statusCode).toBe(200);
    const rows = await readXlsx(errors.rawPayload);
    expect(rows.slice(1).map((r) => r[5])).toEqual(['第4行：部门编码“NOPE”不存在']);
    filesFolderUnused();
  });

  it('should keep message images and attachments in the bucket and stream them to their readers', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const image = (await api.call({ method: 'POST', url: `${P}/common/upload`, token: admin, ...fileUpload('a.png', png) })).json();
    expect(image.status).toBe(1000);
    const served = await api.call({ method: 'GET', url: image.result.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-length']).toBe(String(png.length));
    expect(served.rawPayload.equals(png)).toBe(true);

    const csv = Buffer.from('课程,学分\n高等数学,5\n');
    const attachment = (
      await api.call({ method: 'POST', url: `${P}/messageManage/uploadAttachment`, token: admin, ...fileUpload('选课.csv', csv) })
    ).json().result;
    const sent = await post(`${P}/messageManage/send`, {
      mpId: messageAccountId('JWC'),
      title: '选课指南',
      contentType: 'text',
      content: '见附件',
      imageIds: [image.result.id],
      attachmentIds: [attachment.id],
      important: false,
      public: false,
      audience: { everyone: false, roleIds: [], deptIds: [], accounts: ['student01'] },
    });
    expect(sent.status, sent.msg).toBe(1000);
    const student = (await api.signIn('student01')).access_token;
    const file = await api.call({
      method: 'POST',
      url: `${P}/messageCenterHistoryMsg/downloadFile`,
      token: student,
      payload: { messageId: sent.result.id, fileId: attachment.id },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-length']).toBe(String(csv.length));
    expect(file.rawPayload.equals(csv)).toBe(true);

    // A carousel image of the sign-in page, served outside /api.
    const carousel = (
      await api.call({
        method: 'POST',
        url: '/api/online-service-platform/preLoginConfig/carousel/upload',
        token: admin,
        ...fileUpload('b.png', png),
      })
    ).json().result;
    expect(await bucket.exists(`prelogin/${path.basename(carousel.url)}`)).toBe(true);
    expect((await api.call({ method: 'GET', url: carousel.url })).rawPayload.equals(png)).toBe(true);
    filesFolderUnused();
  });
});
