import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { startApi } from '../../../test/api.ts';
import { DUTY_HEADER as HEADER } from '../../../test/hostile-xlsx.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { type TestMode, testModes } from '../../../test/platforms.ts';
import { BASE, readXlsx, startBody, WAIT, xlsx } from '../../../test/transfer.ts';
import { CLEANUP_JOB } from './job-types.ts';

describe.each(testModes())('expired transfer files (%s)', (mode: TestMode) => {
  it('should refuse downloads past the retention with a clear message and let the cleanup job delete the files', async () => {
    const api = await startApi(mode);
    try {
      let admin = (await api.signIn('admin')).access_token;
      const post = async (url: string, payload: object) => (await api.call({ method: 'POST', url, payload, token: admin })).json();
      const finished = async (kind: 'export' | 'import', key: string) => {
        let last: Record<string, unknown> = {};
        await vi.waitFor(async () => {
          last = (await post(`${BASE}/deptDuty/${kind}/progress`, { key })).result;
          expect(last.finished).toBe(true);
        }, WAIT);
        return last;
      };
      const exportDuties = async (exportField: string) => {
        const started = await post(`${BASE}/deptDuty/export/start`, { dataRange: 1, fileName: '职责清单', exportField });
        const done = await finished('export', started.result.redisKey);
        return { key: started.result.redisKey as string, url: (done.result as { url: string }).url };
      };
      const onDisk = async (key: string) => {
        const job = await api.platform.db.selectFrom('transfer_jobs').select('file_key').where('id', '=', key).executeTakeFirstOrThrow();
        return job.file_key ? existsSync(path.join(api.platform.config.FILES_DIR, job.file_key)) : false;
      };
      const runCleanup = async () => {
        const id = await api.platform.jobs.enqueue(CLEANUP_JOB, {});
        let result: Record<string, unknown> = {};
        await vi.waitFor(async () => {
          const p = await api.platform.jobs.progress(id);
          expect(p?.state).toBe('completed');
          result = p?.data ?? {};
        }, WAIT);
        return result;
      };

      // The columns follow the order of exportField, whatever the list's own order.
      const old = await exportDuties('职责描述:dutyDescription,部门名称:deptName,职责类型:dutyType');
      const first = await api.call({ method: 'GET', url: old.url, token: admin });
      expect((await readXlsx(first.rawPayload))[0]).toEqual(['职责描述', '部门名称', '职责类型']);

      const body = multipartBody([{ name: 'bad.xlsx', data: await xlsx([HEADER, ['NOPE', '过期测试', '主体职责', '', 1]]) }]);
      const mapped = (await api.call({ method: 'POST', url: `${BASE}/deptDuty/import/upload`, token: admin, ...body })).json();
      const imported = await post(`${BASE}/deptDuty/import/start`, startBody(mapped));
      const importDone = await finished('import', imported.result.redisKey);
      const errorFile = {
        method: 'GET' as const,
        url: `${BASE}/deptDuty/import/errorFile`,
        query: { errorKey: importDone.errorKey as string },
      };
      expect((await api.call({ ...errorFile, token: admin })).statusCode).toBe(200);

      api.clock.advance(24 * 60 * 60_000 + 60_000);
      admin = (await api.signIn('admin')).access_token;
      const fresh = await exportDuties('部门名称:deptName,职责描述:dutyDescription');
      // Past the retention the links answer the reason at once, even before the cleanup has run.
      expect(await onDisk(old.key)).toBe(true);
      const expired = await api.call({ method: 'GET', url: old.url, token: admin });
      expect(expired.statusCode).toBe(200);
      expect(expired.json()).toMatchObject({ status: 1004, msg: '文件已过期，请重新导出' });
      expect((await api.call({ ...errorFile, token: admin })).json()).toMatchObject({
        status: 1004,
        msg: '错误数据文件已过期，请重新导入',
      });

      const uploads = await api.platform.db.selectFrom('transfer_uploads').select('file_key').execute();
      expect(await runCleanup()).toMatchObject({ files: 2, uploads: 1 });
      expect(await onDisk(old.key)).toBe(false);
      const { FILES_DIR } = api.platform.config;
      expect(existsSync(path.join(FILES_DIR, `errors/${importDone.errorKey as string}.xlsx`))).toBe(false);
      expect(uploads.every((u) => !existsSync(path.join(FILES_DIR, u.file_key)))).toBe(true);
      expect((await api.call({ method: 'GET', url: old.url, token: admin })).json()).toMatchObject({ msg: '文件已过期，请重新导出' });
      // A file within its retention is kept and still downloads.
      expect(await onDisk(fresh.key)).toBe(true);
      expect((await api.call({ method: 'GET', url: fresh.url, token: admin })).statusCode).toBe(200);
      // Running it again (another node, a retry) finds nothing left to do.
      expect(await runCleanup()).toMatchObject({ files: 0, uploads: 0 });
    } finally {
      await api.close();
    }
  });
});
