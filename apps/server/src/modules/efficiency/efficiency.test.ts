import { EfficiencyConfigMessages, EfficiencyMessages, TODO_OPEN_PATHS } from '@onehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { type TestMode, testModes } from '../../../test/platforms.ts';
import { userId } from '../../seed/identity.ts';
import { signRequest } from '../todo/signature.ts';
import { histText, type Rollups } from './contributions.ts';
import { recompute, stored } from './rollup.ts';

const BASE = '/api/online-service-platform/efficiencyHomePage';
const NOBODY = '/api/online-service-platform/nobody/efficiencyHomePage';
const CONFIG = '/api/online-service-platform/efficiencyConfig';
const YEAR = { kind: 'range', start: '2024-09-01', end: '2025-08-31' } as const;

/** Roll-ups as comparable rows. */
const rowsOf = (r: Rollups) =>
  (['dept', 'month', 'service', 'node', 'handler'] as const)
    .flatMap((kind) =>
      [...r[kind].entries()].map(([k, s]) => `${kind}|${k}|${s.started}|${s.finished}|${s.late}|${s.minutes}|${histText(s.hist)}`),
    )
    .sort();

describe.each(testModes())('efficiency reports (%s)', (mode: TestMode) => {
  let api: TestApi;
  let admin = '';
  let staff = '';
  let student = '';

  beforeAll(async () => {
    api = await startApi(mode, { DEMO_HISTORY_PROCESSES: 600 });
    const tokens = await Promise.all(['admin', 'staff01', 'student01'].map(async (a) => (await api.signIn(a)).access_token));
    [admin, staff, student] = tokens as [string, string, string];
  }, 60_000);
  afterAll(() => api.close());

  const post = (path: string, payload: object = {}, token?: string) =>
    api.call({ method: 'POST', url: token ? `${BASE}/${path}` : `${NOBODY}/${path}`, payload, ...(token ? { token } : {}) });
  const ok = async (path: string, payload: object = {}, token?: string) => {
    const body = (await post(path, payload, token)).json();
    expect(body.status, JSON.stringify(body)).toBe(1000);
    return body.result;
  };
  const config = (path: string, payload: object, token = admin) => api.call({ method: 'POST', url: `${CONFIG}/${path}`, payload, token });

  it('should list the semesters and show visitors only the open parts of the page', async () => {
    const semesters = (await api.call({ method: 'GET', url: '/api/online-service-platform/nobody/preLogin/common/semesterList' })).json()
      .result;
    expect(semesters.find((s: { current: boolean }) => s.current)?.name).toBe('2025-2026学年第一学期');
    const visitor = await ok('getReportConfig');
    const signed = await ok('getReportConfig', {}, staff);
    expect(visitor.charts.map((c: { key: string }) => c.key)).toEqual(['trend', 'heat', 'likes', 'sceneTree']);
    expect(signed.charts.length).toBeGreaterThan(visitor.charts.length);
    const seen = (await ok('overView', { period: YEAR })).indicators.map((i: { key: string }) => i.key);
    expect(seen).not.toContain('medianHours');
    expect((await ok('overView', { period: YEAR }, staff)).indicators.map((i: { key: string }) => i.key)).toContain('medianHours');
    const hidden = (await post('timeoutProcess', { period: YEAR })).json();
    expect([hidden.status, hidden.msg]).toEqual([403, EfficiencyMessages.partHidden('超时办件')]);
  });

  it('should answer the overview from the history, compared with the period before, and agree with the trend and the table', async () => {
    const overview = await ok('overView', { period: YEAR }, admin);
    const value = (key: string) => overview.indicators.find((i: { key: string }) => i.key === key).value;
    expect(value('started')).toBeGreaterThan(400);
    expect(value('onTimeRate')).toBeGreaterThan(0.5);
    expect(value('onTimeRate')).toBeLessThan(1);
    expect(value('medianHours')).toBeGreaterThan(0);
    expect(value('visits')).toBeGreaterThan(0);
    expect(overview.previous).toMatchObject({ start: '2023-09-02', end: '2024-08-31' });
    const trend = await ok('processTrending', { period: YEAR, granularity: 'month' }, admin);
    expect(trend.points).toHaveLength(12);
    expect(trend.points.reduce((a: number, p: { started: number }) => a + p.started, 0)).toBe(value('started'));
    const table = await ok('reportTable', { period: YEAR, sortField: 'onTimeRate', sortOrder: 'ascend' }, admin);
    expect(table.rows.length).toBeGreaterThanOrEqual(30);
    expect(table.rows.reduce((a: number, r: { started: number }) => a + r.started, 0)).toBe(table.total.started);
    expect(table.total.started).toBe(value('started'));
    const rates = table.rows.map((r: { onTimeRate: number | null }) => r.onTimeRate).filter((v: number | null) => v !== null);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
  });

  it('should refuse bad periods with a clear message', async () => {
    const bad = async (period: object) => (await post('overView', { period }, admin)).json();
    expect(await bad({ kind: 'range', start: '2025-03-02', end: '2025-03-01' })).toMatchObject({
      status: 1004,
      msg: EfficiencyMessages.endBeforeStart,
    });
    expect(await bad({ kind: 'range', start: '2019-01-01', end: '2025-01-01' })).toMatchObject({
      status: 1004,
      msg: EfficiencyMessages.rangeTooLong,
    });
    expect(await bad({ kind: 'semester', semesterId: 'nope' })).toMatchObject({ status: 1004, msg: EfficiencyMessages.semesterUnknown });
    expect((await bad({ kind: 'month', month: '2025-13' })).status).toBe(400);
  });

  it('should drill from a department to its services, their processes and the nodes with handlers', async () => {
    const table = await ok('reportTable', { period: YEAR }, admin);
    const dept = table.rows.find((r: { deptId: string }) => r.deptId);
    const services = (await ok('reportTableDrill', { period: YEAR, level: 'service', deptId: dept.deptId }, admin)).services;
    const busy = services.find((s: { started: number }) => s.started > 0);
    expect(services.reduce((a: number, s: { started: number }) => a + s.started, 0)).toBe(dept.started);
    const instances = (await ok('reportTableDrill', { period: YEAR, level: 'instance', serviceId: busy.serviceId, size: 5 }, admin))
      .instances;
    expect(instances.total).toBe(busy.started);
    const one = instances.records[0];
    const nodes = await ok('reportTableDrill', { period: YEAR, level: 'node', processId: one.processId }, admin);
    expect(nodes.nodes.length).toBeGreaterThan(0);
    expect(nodes.nodes[0].handlerName).not.toBe('');
    // Opened to visitors, the table still keeps instances and nodes for signed-in users.
    expect((await config('save', { charts: [{ key: 'reportTable', shown: true, visitorVisible: true }] })).json().status).toBe(1000);
    expect((await post('reportTableDrill', { period: YEAR, level: 'service', deptId: dept.deptId })).json().status).toBe(1000);
    const refused = (await post('reportTableDrill', { period: YEAR, level: 'instance', serviceId: busy.serviceId })).json();
    expect([refused.status, refused.msg]).toEqual([403, EfficiencyMessages.drillNeedsLogin]);
  });

  it('should draw every chart from true rows', async () => {
    expect((await ok('serviceHeatRate', { period: YEAR }, staff)).length).toBeGreaterThan(0);
    expect((await ok('topLikesBoard', { period: YEAR }, staff))[0].likes).toBeGreaterThan(0);
    const late = await ok('timeoutProcess', { period: YEAR, size: 3 }, staff);
    expect(late.lateFinished).toBeGreaterThan(0);
    expect(late.page.records[0].overdueHours).toBeGreaterThan(0);
    expect((await ok('timeoutNode', { period: YEAR }, staff))[0].lateCount).toBeGreaterThanOrEqual(0);
    expect((await ok('sceneTree', { period: YEAR })).length).toBeGreaterThan(0);
    const oa = await ok('OAOverview', { period: YEAR }, staff);
    expect(oa.total.processesStarted).toBeGreaterThan(0);
    expect((await ok('deptTree', {}, admin)).manageable.length).toBeGreaterThan(0);
  });

  it("should show a person their own report, and another's only to an administrator of their department", async () => {
    const own = await ok('personalEfficiencyReport', { period: YEAR }, staff);
    expect(own).toMatchObject({ userId: userId('staff01'), deptName: '教务处' });
    expect(own.handled).toBeGreaterThan(0);
    expect(own.deptHandlers).toBeGreaterThan(1);
    const detail = await ok('personalERDetail', { period: YEAR, size: 5 }, staff);
    expect(detail.total).toBeGreaterThanOrEqual(own.handled);
    const refused = (await post('personalEfficiencyReport', { period: YEAR, userId: userId('staff01') }, student)).json();
    expect([refused.status, refused.msg]).toEqual([403, EfficiencyMessages.notYourReport]);
    expect((await post('personalERDetail', { period: YEAR, userId: userId('staff01') }, student)).json().status).toBe(403);
    expect((await post('deptHandlers', { period: YEAR, deptId: own.deptId }, student)).json().status).toBe(403);
    expect((await ok('personalEfficiencyReport', { period: YEAR, userId: userId('staff01') }, admin)).handled).toBe(own.handled);
    expect((await ok('deptHandlers', { period: YEAR, deptId: own.deptId }, admin)).total).toBe(own.deptHandlers);
    expect((await api.call({ method: 'POST', url: `${NOBODY}/personalEfficiencyReport`, payload: { period: YEAR } })).statusCode).toBe(404);
  });

  it('should keep the configuration for its menu holders and close the page to visitors on request', async () => {
    expect((await config('detail', {}, student)).json().status).toBe(403);
    const overlap = (
      await config('save', {
        semesters: [
          { name: 'A', start: '2025-09-01', end: '2026-01-18' },
          { name: 'B', start: '2026-01-10', end: '2026-07-06' },
        ],
      })
    ).json();
    expect([overlap.status, overlap.msg]).toEqual([1004, EfficiencyConfigMessages.semesterOverlap('A', 'B')]);
    expect((await config('save', { visitorAllowed: false })).json().status).toBe(1000);
    const closed = (await post('overView', { period: YEAR })).json();
    expect([closed.status, closed.msg]).toEqual([403, EfficiencyMessages.visitorsClosed]);
    expect((await config('save', { visitorAllowed: true })).json().status).toBe(1000);
  });

  it('should generate a monthly report as .xlsx in the background and list it', async () => {
    expect((await config('generateReport', { month: '2025-09' })).json().msg).toBe(EfficiencyConfigMessages.monthInFuture);
    expect((await config('generateReport', { month: '2025-08' }, student)).json().status).toBe(403);
    const queued = (await config('generateReport', { month: '2025-08' })).json().result;
    let report = queued;
    for (let i = 0; i < 200 && report.status === 'PENDING'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      report = (await ok('existReport', { month: '2025-08' }, staff)).report;
    }
    expect(report.status).toBe('READY');
    expect((await ok('efficiencyReportList', {}, staff)).records.map((r: { id: string }) => r.id)).toContain(report.id);
    const file = await api.call({ method: 'GET', url: report.downloadUrl, token: staff });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await post('efficiencyReportList', {})).json().status).toBe(403);
  });

  it('should keep the roll-ups equal to a full recomputation after pushes, updates and deletions', async () => {
    const system = (
      await api.call({
        method: 'POST',
        url: '/api/online-service-platform/cardbusinessconfig/submit',
        payload: { systemName: '效能测试系统', systemCode: 'EFFT' },
        token: admin,
      })
    ).json().result.key;
    let nonce = 0;
    const signed = (path: string, payload: object) => {
      const body = JSON.stringify(payload);
      const timestamp = String(api.clock.now().getTime());
      nonce += 1;
      const n = `eff-${mode}-${String(nonce).padStart(8, '0')}`;
      return api.app.inject({
        method: 'POST',
        url: path,
        payload: body,
        headers: {
          'content-type': 'application/json',
          'x-onehall-system': system.systemId,
          'x-onehall-timestamp': timestamp,
          'x-onehall-nonce': n,
          'x-onehall-signature': signRequest(system.secret, { method: 'POST', path, timestamp, nonce: n, body: Buffer.from(body) }),
        },
      });
    };
    const serviceId = (await ok('serviceHeatRate', { period: YEAR }, staff))[0].serviceId;
    const proc = (i: number, finished: boolean) => ({
      processId: `T-${i}`,
      processName: i % 2 ? '测试请假审批' : '测试报销审批',
      account: 'student01',
      state: finished ? 'FINISHED' : 'RUNNING',
      serviceId: i % 3 ? serviceId : null,
      startTime: `2025-08-${String(10 + (i % 10)).padStart(2, '0')} 09:00:00`,
      finishTime: finished ? `2025-08-${String(20 + (i % 5)).padStart(2, '0')} 17:00:00` : null,
      nodes: [
        {
          nodeName: '审核',
          handlerName: '陈静怡',
          handlerAccount: 'staff01',
          startTime: `2025-08-${String(10 + (i % 10)).padStart(2, '0')} 09:00:00`,
          finishTime: finished ? '2025-08-20 10:00:00' : null,
        },
      ],
    });
    const push = async (processes: object[]) =>
      expect((await signed(TODO_OPEN_PATHS.pushProcesses, { processes })).json().status).toBe(1000);
    await push(Array.from({ length: 12 }, (_, i) => proc(i, false)));
    await push(Array.from({ length: 6 }, (_, i) => proc(i, true)));
    expect((await signed(TODO_OPEN_PATHS.deleteProcesses, { processIds: ['T-1', 'T-7', 'T-404'] })).json().result).toEqual({
      deleted: 2,
      missing: 1,
    });
    const deps = { platform: api.platform };
    const expected = rowsOf((await recompute(deps, '000000')).rollups);
    let actual: string[] = [];
    for (let i = 0; i < 200; i++) {
      actual = rowsOf(await stored(deps, '000000'));
      if (actual.join('\n') === expected.join('\n')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(actual).toEqual(expected);
  });
});
