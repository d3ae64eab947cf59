import { EfficiencyMessages, TransferMessages } from '@onehall/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { type TestMode, testModes } from '../../../test/platforms.ts';
import { BASE as EXCEL, readXlsx, WAIT } from '../../../test/transfer.ts';
import { userId } from '../../seed/identity.ts';

const REPORTS = '/api/online-service-platform/efficiencyHomePage';
const YEAR = { kind: 'range', start: '2024-09-01', end: '2025-08-31' } as const;
const YEAR_ID = 'range:2024-09-01~2025-08-31';
const FIGURES = ['started', 'finished', 'inProgress', 'late', 'onTimeRate', 'avgHours', 'medianHours', 'satisfaction', 'visits'];

/** A report row as the export writes it: the chosen columns, nulls as empty cells. */
const cells = (row: Record<string, unknown>, keys: string[]) => keys.map((k) => (row[k] === null ? '' : String(row[k])));
const exportField = (keys: string[]) => keys.map((k) => `${k}:${k}`).join(',');

describe.each(testModes())('efficiency exports (%s)', (mode: TestMode) => {
  let api: TestApi;
  let admin = '';
  let student = '';

  beforeAll(async () => {
    api = await startApi(mode, { DEMO_HISTORY_PROCESSES: 300 });
    [admin, student] = (await Promise.all(['admin', 'student01'].map(async (a) => (await api.signIn(a)).access_token))) as [string, string];
  }, 60_000);
  afterAll(() => api.close());

  const post = async (url: string, payload: object, token?: string) =>
    (await api.call({ method: 'POST', url, payload, ...(token ? { token } : {}) })).json();

  /** Exports a list with its search form and answers the file's rows (header first). */
  async function exported(list: string, keys: string[], formInline: object, token = admin) {
    const body = { id: YEAR_ID, dataRange: 2, formInline, fileName: `${list}导出`, exportField: exportField(keys) };
    const started = await post(`${EXCEL}/${list}/export/start`, body, token);
    expect(started.status, JSON.stringify(started)).toBe(1000);
    let progress: { result: { finished: boolean; state: string; result: { url: string } } } | undefined;
    await vi.waitFor(async () => {
      progress = await post(`${EXCEL}/${list}/export/progress`, { key: started.result.redisKey }, token);
      expect(progress?.result.finished).toBe(true);
    }, WAIT);
    expect(progress?.result.state).toBe('completed');
    const file = await api.call({ method: 'GET', url: progress?.result.result.url as string, token });
    return readXlsx(file.rawPayload);
  }

  it('should export the department table and a drill level with exactly the report call’s rows', async () => {
    const sort = { sortField: 'onTimeRate', sortOrder: 'ascend' } as const;
    const table = (await post(`${REPORTS}/reportTable`, { period: YEAR, ...sort }, admin)).result;
    const keys = ['deptName', 'serviceCount', ...FIGURES];
    const file = await exported('effReportTable', keys, sort);
    expect(file[0]?.[0]).toBe('部门');
    expect(file.slice(1)).toEqual([...table.rows, table.total].map((r: Record<string, unknown>) => cells(r, keys)));

    const dept = table.rows.find((r: { deptId: string; started: number }) => r.deptId && r.started > 0);
    const drill = (await post(`${REPORTS}/reportTableDrill`, { period: YEAR, level: 'service', deptId: dept.deptId }, admin)).result;
    const serviceKeys = ['serviceName', ...FIGURES];
    const services = await exported('effDrillService', serviceKeys, { deptId: dept.deptId });
    expect(services.slice(1)).toEqual(drill.services.map((r: Record<string, unknown>) => cells(r, serviceKeys)));
    // Without its parent (全部数据 sends no search form) a drill level says what to choose.
    const all = await post(`${EXCEL}/effDrillService/export/count`, { id: YEAR_ID, dataRange: 1 }, admin);
    expect(all).toMatchObject({ status: 1004, msg: EfficiencyMessages.exportNeedsSearch });
  });

  it('should refuse another person’s personal detail to a student, visitors, bad periods and imports', async () => {
    const count = (list: string, body: object, token?: string) => post(`${EXCEL}/${list}/export/count`, { id: YEAR_ID, ...body }, token);
    const other = await count('effPersonalDetail', { dataRange: 2, formInline: { userId: userId('staff01') } }, student);
    expect(other).toMatchObject({ status: 403, msg: EfficiencyMessages.notYourReport });
    expect((await count('effPersonalDetail', { dataRange: 1 }, student)).status).toBe(1000);
    expect((await count('effReportTable', { dataRange: 1 })).status).toBe(401);
    expect((await api.call({ method: 'GET', url: `${EXCEL}/effReportTable/exportFields` })).statusCode).toBe(401);
    expect(await count('effReportTable', { dataRange: 1, id: 'range:2025-03-02~2025-03-01' }, admin)).toMatchObject({
      status: 1004,
      msg: EfficiencyMessages.endBeforeStart,
    });
    expect(await count('effReportTable', { dataRange: 1, id: 'month:2025-13' }, admin)).toMatchObject({
      status: 1004,
      msg: EfficiencyMessages.periodBad,
    });
    const template = await api.call({ method: 'GET', url: `${EXCEL}/effReportTable/import/template`, token: admin });
    expect(template.json()).toMatchObject({ status: 1004, msg: TransferMessages.exportOnly });
  });

  it('should export every report table whole: a header of its columns and as many rows as its count', async () => {
    const table = (await post(`${REPORTS}/reportTable`, { period: YEAR }, admin)).result;
    const deptId = table.rows.find((r: { deptId: string; started: number }) => r.deptId && r.started > 0).deptId as string;
    const drill = async (body: object) => (await post(`${REPORTS}/reportTableDrill`, { period: YEAR, ...body }, admin)).result;
    const serviceId = (await drill({ level: 'service', deptId })).services.find((s: { started: number }) => s.started > 0).serviceId;
    const processId = (await drill({ level: 'instance', deptId, serviceId })).instances.records[0].processId as string;
    const contexts: Record<string, object> = {
      effTrend: { granularity: 'month' },
      effServiceHeat: {},
      effTopLikes: {},
      effTimeoutProcess: {},
      effTimeoutNode: {},
      effSceneTree: {},
      effReportTable: {},
      effDrillService: { deptId },
      effDrillInstance: { deptId, serviceId },
      effDrillNode: { processId },
      effOAOverview: {},
      effPersonalDetail: { userId: userId('staff01') },
    };
    for (const [list, formInline] of Object.entries(contexts)) {
      const fields = (await api.call({ method: 'GET', url: `${EXCEL}/${list}/exportFields`, token: admin })).json().result as {
        key: string;
        label: string;
      }[];
      const count = await post(`${EXCEL}/${list}/export/count`, { id: YEAR_ID, dataRange: 2, formInline }, admin);
      expect(count.status, `${list}: ${JSON.stringify(count)}`).toBe(1000);
      const file = await exported(
        list,
        fields.map((f) => f.key),
        formInline,
      );
      expect(file[0], list).toEqual(fields.map((f) => f.label));
      expect(file.length - 1, list).toBe(count.result);
      expect(count.result, `${list} exported no rows`).toBeGreaterThan(0);
    }
  }, 120_000);
});
