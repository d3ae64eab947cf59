import { TransferMessages } from '@onehall/contract';
import { describe, expect, it } from 'vitest';
import { type TestMode, testModes } from '../../../test/platforms.ts';
import { BASE, readXlsx, startBody, transferSession, xlsx } from '../../../test/transfer.ts';
import { UNSAFE_LINKS } from '../../../test/unsafe-links.ts';

describe.each(testModes())('bulk import and export (%s)', (mode: TestMode) => {
  const t = transferSession(mode);
  const { post, upload, finished } = t;

  describe('service catalogue', () => {
    const SERVICE_HEADER = [
      '服务名称',
      '服务部门',
      '服务场景',
      '所属中心',
      '办理方式',
      '打开方式',
      '访问方式',
      '服务地址',
      '访客可见',
      '搜索关键词',
      '申请材料',
    ];
    const serviceCount = async () => (await post(`${BASE}/services/export/count`, { dataRange: 1 })).result as number;
    const search = async (keyword: string) =>
      (await t.api.call({ method: 'POST', url: '/api/blade-platform/nobody/serverCenter/searchService', payload: { keyword } })).json()
        .result as { serviceName: string; serviceDeptName: string; processType: string }[];

    async function importServices(rows: (string | number)[][], rules: { ruleNum: 1 | 2; errorRegx?: 1 | 2 }) {
      const mapped = await upload('services', [{ name: 'services.xlsx', data: await xlsx([SERVICE_HEADER, ...rows]) }]);
      expect(mapped.status).toBe(1000);
      const started = await post(`${BASE}/services/import/start`, startBody(mapped, rules));
      expect(started.status).toBe(1000);
      return finished('import', 'services', started.result.redisKey);
    }

    it('should refuse a student the service list', async () => {
      const student = (await t.api.signIn('student01')).access_token;
      const r = await t.api.call({ method: 'POST', url: `${BASE}/services/export/count`, payload: { dataRange: 1 }, token: student });
      expect(r.statusCode).toBe(403);
      const template = await t.api.call({ method: 'GET', url: `${BASE}/services/import/template`, token: student });
      expect(template.statusCode).toBe(403);
    });

    it('should export the searched services with departments and dictionary values as labels', async () => {
      const fields = (await t.api.call({ method: 'GET', url: `${BASE}/services/exportFields`, token: t.admin })).json().result;
      expect(fields.slice(0, 3)).toEqual([
        { key: 'serviceName', label: '服务名称', checked: true },
        { key: 'deptId', label: '服务部门', checked: true },
        { key: 'sceneId', label: '服务场景', checked: true },
      ]);
      const [dept] = (
        await t.api.call({ method: 'GET', url: `${BASE}/services/dict/deptId`, query: { deptName: '学生工作处' }, token: t.admin })
      ).json().result as { dictKey: string; dictValue: string }[];
      expect(dept?.dictValue).toBe('学生工作处');
      const offline = await post(`${BASE}/services/export/count`, {
        dataRange: 2,
        advancedSearch: [{ field: 'processType', operator: 'eq', value: 'OFFLINE' }],
      });
      expect(offline.result).toBeGreaterThan(0);
      expect(offline.result).toBeLessThan(await serviceCount());

      const started = await post(`${BASE}/services/export/start`, {
        dataRange: 2,
        formInline: { deptId: dept?.dictKey, serviceName: '请假', current: 1 },
        fileName: '学工请假服务',
        exportField: '服务名称:serviceName,服务部门:deptId,办理方式:processType,打开方式:openWay,上架状态:shelf',
      });
      expect(started.status).toBe(1000);
      const done = await finished('export', 'services', started.result.redisKey);
      const file = await t.api.call({ method: 'GET', url: (done.result as { url: string }).url, token: t.admin });
      const rows = await readXlsx(file.rawPayload);
      expect(rows[0]).toEqual(['服务名称', '服务部门', '办理方式', '打开方式', '上架状态']);
      expect(rows).toContainEqual(['学生请假申请', '学生工作处', '在线办理', expect.any(String), '已上架']);
      expect(rows.length - 1).toBe(done.totalNum);
      for (const [name, deptName, processType, openWay, shelf] of rows.slice(1)) {
        expect(name).toContain('请假');
        expect(deptName).toBe('学生工作处');
        expect(['在线办理', '线下办理']).toContain(processType);
        expect(['页面内打开', '弹出窗口', '新标签页']).toContain(openWay);
        expect(['已上架', '已下架']).toContain(shelf);
      }
    });

    it('should create new services, skip duplicates under rule 2, and find the new service by search', async () => {
      const before = await serviceCount();
      const done = await importServices(
        [
          [
            '无人机飞行报备',
            '保卫处',
            '在校',
            '办事服务中心',
            '线下办理',
            '新标签页',
            1,
            'https://example.edu.cn/uav',
            '是',
            '航拍 报备',
            '飞行计划\n无人机登记证',
          ],
          ['学生请假申请', '学生工作处', '在校', '办事服务中心', '线下办理', '新标签页', 1, '', '是', '不应写入', ''],
        ],
        { ruleNum: 2 },
      );
      expect(done).toMatchObject({ state: 'completed', newInsertNum: 1, jumpNum: 1, updateNum: 0, failNum: 0 });
      expect(await serviceCount()).toBe(before + 1);

      const [found] = await search('无人机飞行');
      expect(found).toMatchObject({ serviceName: '无人机飞行报备', serviceDeptName: '保卫处', processType: 'OFFLINE' });
      expect((await search('不应写入')).map((s) => s.serviceName)).not.toContain('学生请假申请');
    });

    it('should refuse every row whose service address leads off the site or runs script', async () => {
      const before = await serviceCount();
      const rows = UNSAFE_LINKS.map((url, i) => [
        `外链服务${i}`,
        '保卫处',
        '在校',
        '办事服务中心',
        '线下办理',
        '新标签页',
        1,
        url,
        '是',
        '',
        '',
      ]);
      const done = await importServices(rows, { ruleNum: 2 });
      expect(done).toMatchObject({ state: 'completed', newInsertNum: 0, failNum: UNSAFE_LINKS.length });
      expect(await serviceCount()).toBe(before);
    });

    it('should overwrite a service with the same name and department under rule 1, searchable by its new keywords', async () => {
      const before = await serviceCount();
      const done = await importServices(
        [['学生请假申请', '学生工作处', '在校', '办事服务中心', '线下办理', '弹出窗口', 1, '/leave', '是', '覆盖关键词甲乙', '']],
        { ruleNum: 1 },
      );
      expect(done).toMatchObject({ state: 'completed', newInsertNum: 0, updateNum: 1, failNum: 0 });
      expect(await serviceCount()).toBe(before);
      const hits = await search('覆盖关键词甲乙');
      expect(hits).toHaveLength(1);
      expect(hits[0]).toMatchObject({ serviceName: '学生请假申请', processType: 'OFFLINE' });
    });

    it('should leave the catalogue unchanged when a bad row interrupts the import under rule 2', async () => {
      const before = await serviceCount();
      const done = await importServices(
        [
          ['中断测试新服务', '保卫处', '在校', '办事服务中心', '在线办理', '新标签页', 1, '', '否', '', ''],
          ['学生请假申请', '学生工作处', '在校', '办事服务中心', '在线办理', '新标签页', 1, '', '否', '', ''],
          ['部门不存在的服务', '不存在的部门', '在校', '办事服务中心', '在线办理', '新标签页', 1, '', '否', '', ''],
        ],
        { ruleNum: 1, errorRegx: 2 },
      );
      expect(done.state).toBe('failed');
      expect(done.errorMsg).toContain(TransferMessages.interrupted);
      expect(done.errorMsg).toContain('服务部门“不存在的部门”不存在');
      expect(await serviceCount()).toBe(before);
      const [leave] = await search('覆盖关键词甲乙');
      expect(leave).toMatchObject({ serviceName: '学生请假申请', processType: 'OFFLINE' });
    });
  });
});
