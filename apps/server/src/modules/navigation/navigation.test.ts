import { footerLinkLabel, linkInvalid, MAX_CUSTOM_NAVIGATIONS, NavigationMessages } from '@onehall/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { type TestMode, testModes } from '../../../test/platforms.ts';
import { HOME_CHANGED } from '../cards/changes.ts';

const NAV = '/api/blade-platform/platformapplynavigation';
const HOME = '/api/blade-platform/homePage';
const INDEX_NAV = '/api/online-service-platform/indexnavigationconfig';
const FOOTER = '/api/online-service-platform/indexfooterinfo';

interface Entry {
  id: string;
  navigationName: string;
  navigationType: string;
  isBuilt: number;
  isAuto: number;
  path: string;
  identities: string[];
}

describe.each(testModes())('navigation and the home-page frame (%s)', (mode: TestMode) => {
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

  const post = async (url: string, payload: object = {}, token = admin) => (await api.call({ method: 'POST', url, payload, token })).json();
  const entries = async (): Promise<Entry[]> => (await post(`${NAV}/detail`)).result.list;
  const topMenuNames = async (token: string): Promise<string[]> =>
    (await post(`${HOME}/getTopMenu`, {}, token)).result.map((m: { navigationName: string }) => m.navigationName);

  it('should seed the built-in hall and centre entries, enabled, and show them in every user’s top menu', async () => {
    const list = await entries();
    const builtIns = list.filter((e) => e.isBuilt === 1).map((e) => e.navigationType);
    expect(builtIns).toEqual(['SERVICE_HALL', 'APPLY_SERVICE_CENTER', 'FLOW_SERVICE_CENTER']);
    expect(list.every((e) => e.isAuto === 1)).toBe(true);
    const menu = await topMenuNames(student);
    expect(menu.slice(0, 4)).toEqual(['首页', '服务大厅', '办事服务中心', '流程服务中心']);
    expect(menu.slice(-2)).toEqual(['三清单', '效能监督']);
  });

  it('should show an entry limited to teachers and staff only to them', async () => {
    expect(await topMenuNames(teacher)).toContain('教师发展');
    expect(await topMenuNames(student)).not.toContain('教师发展');
    const cards = (
      await post(`${NAV}/identity/card/list`, { navigationId: (await entries()).find((e) => e.navigationName === '教师发展')?.id })
    ).result;
    const checked = cards.filter((c: { checked: boolean }) => c.checked).map((c: { roleAlias: string }) => c.roleAlias);
    expect(checked.sort()).toEqual(['admin', 'staff', 'teacher']);
    expect(cards.find((c: { roleAlias: string }) => c.roleAlias === 'student')).toMatchObject({ roleName: '学生', checked: false });
  });

  it(`should allow at most ${MAX_CUSTOM_NAVIGATIONS} custom entries and refuse the next with 最多新增6个自定义导航`, async () => {
    const custom = (await post(`${NAV}/detail`)).result.customCount as number;
    const added: string[] = [];
    for (let i = custom; i < MAX_CUSTOM_NAVIGATIONS; i++) {
      const r = await post(`${NAV}/submit`, { navigationName: `自定义${i}`, path: `/home/iframPage?n=${i}`, isAuto: 1, identities: [] });
      expect(r.status).toBe(1000);
      expect(r.result).toMatchObject({ navigationType: 'ADD', isBuilt: 2, isAuto: 1 });
      added.push(r.result.id);
    }
    const seventh = await post(`${NAV}/submit`, { navigationName: '第七个', path: '/home/threelists', isAuto: 1, identities: [] });
    expect(seventh).toMatchObject({ status: 1004, msg: '最多新增6个自定义导航' });
    expect(NavigationMessages.limit).toBe('最多新增6个自定义导航');
    expect((await entries()).some((e) => e.navigationName === '第七个')).toBe(false);

    // Removing one makes room again.
    const removed = await post(`${NAV}/navigationConfig`, { action: 'remove', id: added[0] });
    expect(removed.status).toBe(1000);
    expect(removed.result.some((e: Entry) => e.id === added[0])).toBe(false);
    expect((await post(`${NAV}/submit`, { navigationName: '第七个', path: '/home/threelists', isAuto: 1, identities: [] })).status).toBe(
      1000,
    );
    for (const e of (await entries()).filter((x) => x.navigationName.startsWith('自定义') || x.navigationName === '第七个')) {
      await post(`${NAV}/navigationConfig`, { action: 'remove', id: e.id });
    }
  });

  it('should refuse removing a built-in entry and keep it', async () => {
    const hall = (await entries()).find((e) => e.navigationType === 'SERVICE_HALL') as Entry;
    const r = await post(`${NAV}/navigationConfig`, { action: 'remove', id: hall.id });
    expect(r).toMatchObject({ status: 1004, msg: NavigationMessages.builtInRemove });
    expect((await entries()).some((e) => e.id === hall.id)).toBe(true);
  });

  it('should refuse bad input with a clear message and change nothing', async () => {
    const before = await entries();
    expect(await post(`${NAV}/submit`, { navigationName: '  ', path: '/x', isAuto: 1, identities: [] })).toMatchObject({
      status: 1004,
      msg: NavigationMessages.nameRequired,
    });
    expect(await post(`${NAV}/submit`, { navigationName: '脚本', path: 'javascript:alert(1)', isAuto: 1, identities: [] })).toMatchObject({
      status: 1004,
      msg: NavigationMessages.pathInvalid,
    });
    expect(await post(`${NAV}/submit`, { navigationName: '服务大厅', path: '/x', isAuto: 1, identities: [] })).toMatchObject({
      status: 1004,
      msg: NavigationMessages.nameDuplicate,
    });
    expect(await post(`${NAV}/submit`, { navigationName: '新的', path: '/x', isAuto: 1, identities: ['nobody'] })).toMatchObject({
      status: 1004,
      msg: NavigationMessages.identityUnknown,
    });
    expect(await post(`${NAV}/navigationConfig`, { action: 'order', ids: [before[0]?.id] })).toMatchObject({
      status: 1004,
      msg: NavigationMessages.orderMismatch,
    });
    expect(await entries()).toEqual(before);
  });

  it('should keep a switched-off entry out of the top menu and bring it back when switched on, publishing home:changed', async () => {
    const messages: unknown[] = [];
    const unsubscribe = await api.platform.pubsub.subscribe(HOME_CHANGED, (m) => messages.push(m));
    const centre = (await entries()).find((e) => e.navigationType === 'FLOW_SERVICE_CENTER') as Entry;
    const off = await post(`${NAV}/navigationConfig`, { action: 'enable', id: centre.id, isAuto: 0 });
    expect(off.result.find((e: Entry) => e.id === centre.id).isAuto).toBe(0);
    expect(await topMenuNames(student)).not.toContain('流程服务中心');
    await post(`${NAV}/navigationConfig`, { action: 'enable', id: centre.id, isAuto: 1 });
    expect(await topMenuNames(student)).toContain('流程服务中心');
    await vi.waitFor(() => expect(messages).toContainEqual({ tenantId: '000000', area: 'navigation' }));
    await unsubscribe();
  });

  it('should save a new order and a renamed built-in, shown in the top menu', async () => {
    const list = await entries();
    const reversed = [...list].reverse().map((e) => e.id);
    const ordered = await post(`${NAV}/navigationConfig`, { action: 'order', ids: reversed });
    expect(ordered.result.map((e: Entry) => e.id)).toEqual(reversed);
    const hall = list.find((e) => e.navigationType === 'SERVICE_HALL') as Entry;
    const renamed = await post(`${NAV}/submit`, {
      id: hall.id,
      navigationName: '网上办事大厅',
      path: '/elsewhere',
      isAuto: 1,
      identities: [],
    });
    expect(renamed.result).toMatchObject({ navigationName: '网上办事大厅', path: '/home/serviceHall', isBuilt: 1 });
    const menu = await topMenuNames(student);
    expect(menu.indexOf('网上办事大厅')).toBeGreaterThan(menu.indexOf('流程服务中心'));
    await post(`${NAV}/navigationConfig`, { action: 'order', ids: list.map((e) => e.id) });
    await post(`${NAV}/submit`, { id: hall.id, navigationName: '服务大厅', isAuto: 1, identities: [] });
  });

  it('should refuse the configuration calls to a student (403) and serve the home-page calls to them', async () => {
    for (const url of [`${NAV}/detail`, `${NAV}/identity/card/list`, `${INDEX_NAV}/list`, `${FOOTER}/detail`]) {
      expect((await api.call({ method: 'POST', url, payload: {}, token: student })).statusCode).toBe(403);
    }
    const submit = await api.call({
      method: 'POST',
      url: `${NAV}/submit`,
      payload: { navigationName: '越权', path: '/x', isAuto: 1, identities: [] },
      token: student,
    });
    expect(submit.statusCode).toBe(403);
    expect((await api.call({ method: 'POST', url: `${HOME}/getTopMenu`, payload: {} })).statusCode).toBe(401);
    expect((await post(`${HOME}/getBusinessConfigMenu`, {}, student)).result).toEqual([]);
    const adminMenu = (await post(`${HOME}/getBusinessConfigMenu`)).result;
    expect(adminMenu).toContainEqual({ path: '/userFrameConfig/addNavigation', name: 'addNavigation', title: '新增导航' });
    // The two governed pages follow the entries that govern them (and whose calls they make).
    const names = (adminMenu as { name: string }[]).map((m) => m.name);
    expect(names.slice(names.indexOf('serviceHallConfig'), names.indexOf('serviceHallConfig') + 2)).toEqual([
      'serviceHallConfig',
      'managementGuideConfig',
    ]);
    expect(names.slice(names.indexOf('threeListsConfig'), names.indexOf('threeListsConfig') + 2)).toEqual([
      'threeListsConfig',
      'deptResponsibilityListConfig',
    ]);
    expect(adminMenu).toContainEqual({
      path: '/home/deptResponsibilityListConfig',
      name: 'deptResponsibilityListConfig',
      title: '部门职责清单配置',
    });
  });

  it('should show the demo school’s one set of contacts in the signed-in footer, as on the landing, with a real-looking registration number', async () => {
    const signedIn = (await post(`${HOME}/getFooterInfo`, {}, student)).result;
    const landing = (
      await api.call({ method: 'POST', url: '/api/online-service-platform/nobody/preLogin/getFooterInfo', payload: {} })
    ).json().result;
    for (const field of ['phone', 'email', 'address', 'icp'] as const) expect(signedIn[field], field).toBe(landing[field]);
    expect(signedIn.icp).toMatch(/^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼]ICP备\d{8}号(-\d+)?$/);
    expect(signedIn.icp).not.toMatch(/0{8}/);
  });

  it('should save the footer, answer it to users without the pop-up switch, and refuse an unsafe link', async () => {
    const footer = {
      copyright: '© 2026 明德大学',
      address: '北京市海淀区明德路1号',
      phone: '010-12345678',
      email: 'hall@mdu.edu.cn',
      icp: '京ICP备10234567号',
      policeRecord: '',
      links: [{ name: '学校主页', url: 'https://www.mdu.edu.cn/' }],
      isShowMsg: 0,
    };
    expect((await post(`${FOOTER}/submit`, footer)).result).toEqual(footer);
    expect((await post(`${FOOTER}/detail`)).result).toEqual(footer);
    const { isShowMsg: _s, ...shown } = footer;
    expect((await post(`${HOME}/getFooterInfo`, {}, student)).result).toEqual(shown);
    expect((await post(`${HOME}/getIsShowMsg`, {}, student)).result).toEqual({ isShowMsg: false });
    const bad = await post(`${FOOTER}/submit`, { ...footer, links: [{ name: '坏链接', url: 'javascript:void(0)' }] });
    expect(bad).toMatchObject({ status: 1004, msg: linkInvalid(footerLinkLabel('坏链接')) });
    expect((await post(`${FOOTER}/detail`)).result).toEqual(footer);
  });

  it('should add, hide and remove quick navigation, users seeing only shown entries', async () => {
    const added = await post(`${INDEX_NAV}/submit`, {
      navigationName: '校历查询',
      url: '/home/iframPage',
      openWay: 1001,
      isShow: 1,
      sort: 99,
    });
    expect(added.status).toBe(1000);
    const names = async () =>
      (await post(`${HOME}/quickNavigation`, {}, student)).result.map((q: { navigationName: string }) => q.navigationName);
    expect(await names()).toContain('校历查询');
    await post(`${INDEX_NAV}/submit`, {
      id: added.result.id,
      navigationName: '校历查询',
      url: '/home/iframPage',
      openWay: 1001,
      isShow: 0,
    });
    expect(await names()).not.toContain('校历查询');
    expect((await post(`${INDEX_NAV}/list`)).result.some((q: { id: string }) => q.id === added.result.id)).toBe(true);
    expect((await post(`${INDEX_NAV}/remove`, { ids: added.result.id })).result).toBe(1);
    expect(await post(`${INDEX_NAV}/submit`, { navigationName: '坏', url: 'ftp://x', openWay: 1001, isShow: 1 })).toMatchObject({
      status: 1004,
      msg: NavigationMessages.quickNavUrlInvalid,
    });
  });

  it('should list only the special services the caller may see', async () => {
    const groups = async (token: string) =>
      new Map<string, { id: string; serviceCount: number }>(
        (await post(`${HOME}/getServiceSpecial`, {}, token)).result.map((g: { specialName: string; id: string; serviceCount: number }) => [
          g.specialName,
          g,
        ]),
      );
    const forStudent = await groups(student);
    const forTeacher = await groups(teacher);
    // The teaching group holds staff-only services: a student does not see it at all.
    expect(forStudent.has('教学教务')).toBe(false);
    expect(forTeacher.get('教学教务')?.serviceCount).toBe(4);

    const reimbursement = forStudent.get('报销服务')?.id as string;
    const names = async (token: string) =>
      (await post(`${HOME}/getServiceSpecialList`, { specialId: reimbursement }, token)).result.map(
        (s: { serviceName: string }) => s.serviceName,
      );
    expect(await names(student)).toEqual(['学生医疗费报销']);
    expect(await names(teacher)).toEqual(['差旅费报销', '日常费用报销', '科研经费报销', '报销进度查询']);
    const missing = await api.call({
      method: 'POST',
      url: `${HOME}/getServiceSpecialList`,
      payload: { specialId: 'nope' },
      token: student,
    });
    expect(missing.statusCode).toBe(404);
  });
  it('should answer the holidays of the current academic year, naming the one today falls in', async () => {
    // Tokens are checked against the clock: sign in again at the moved time.
    api.clock.set('2026-10-02T02:00:00.000Z');
    student = (await api.signIn('student01')).access_token;
    const r = (await post(`${HOME}/getHoliday`, {}, student)).result;
    expect(r.academicYear).toBe('2026-2027');
    expect(r.today).toBe('国庆节');
    expect(r.holidays.map((h: { holidayName: string }) => h.holidayName)).toEqual([
      '中秋节',
      '国庆节',
      '元旦',
      '春节',
      '清明节',
      '劳动节',
      '端午节',
    ]);
    expect(r.holidays[1]).toMatchObject({ startDate: '2026-10-01', endDate: '2026-10-07', days: 7 });
    api.clock.set('2026-06-01T08:00:00.000Z');
    student = (await api.signIn('student01')).access_token;
    expect((await post(`${HOME}/getHoliday`, {}, student)).result).toMatchObject({ academicYear: '2025-2026', holidays: [], today: null });
    expect((await post(`${HOME}/getHoliday`, { academicYear: '2026-2027' }, student)).result.holidays).toHaveLength(7);
    expect(
      (await api.call({ method: 'POST', url: `${HOME}/getHoliday`, payload: { academicYear: '2026-2030' }, token: student })).statusCode,
    ).toBe(400);
  });
});
