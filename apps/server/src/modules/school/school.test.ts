import {
  CONFIG_PAGES,
  footerLinkLabel,
  linkInvalid,
  SCHOOL_LIMITS,
  type SchoolIdentity,
  SchoolMessages,
  saveRolePageList,
  tooLong,
} from '@onehall/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAuthorization, startApi, type TestApi } from '../../../test/api.ts';
import { fileUpload } from '../../../test/multipart.ts';
import { testModes } from '../../../test/platforms.ts';
import { buildApp } from '../../app.ts';
import { closePlatform, createPlatform } from '../../platform/create-platform.ts';
import { DEMO_PASSWORD, roleId } from '../../seed/identity.ts';

const SCHOOL = '/api/online-service-platform/schoolIdentity';
const OSP = '/api/online-service-platform';
const HOME_FOOTER = `${OSP}/indexfooterinfo`;
const SCHOOL_INFO = '/api/blade-workbench/nobody/preLogin/schoolInfo';

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const LOGO_UPLOAD = `${OSP}/preLoginConfig/carousel/upload`;

const IDENTITY: SchoolIdentity = {
  schoolName: '北辰理工大学',
  shortName: '北辰理工',
  logo: '/static/prelogin/logo.svg',
  address: '北辰市科技路 8 号',
  phone: '010-62781234',
  email: 'nic@beichen.edu.cn',
  website: 'https://www.beichen.edu.cn',
  copyright: '© 2026 北辰理工大学',
  icp: '京ICP备05023456号-2',
  policeRecord: '京公网安备11010802012345号',
  footerNote: '<p>主办：北辰理工大学网络信息中心</p>',
  links: [{ name: '学校主页', url: 'https://www.beichen.edu.cn' }],
};

describe.each(testModes())('the school’s one identity (%s)', (mode) => {
  let api: TestApi;
  let admin: string;
  let student: string;

  beforeAll(async () => {
    api = await startApi(mode);
    admin = (await api.signIn('admin')).access_token;
    student = (await api.signIn('student01')).access_token;
  }, 60_000);
  afterAll(() => api.close());

  const post = async (url: string, payload: object = {}, token: string | undefined = admin) =>
    (await api.call({ method: 'POST', url, payload, token })).json();
  const detail = async () => (await post(`${SCHOOL}/detail`)).result as SchoolIdentity;
  const schoolInfo = async () => (await api.call({ method: 'GET', url: SCHOOL_INFO })).json().result;

  /** What every page shows of the school: both footers (visitor and signed-in), the landing's identity and the shell's. */
  const everywhere = async () => ({
    landingFooter: (await post(`${OSP}/nobody/preLogin/getFooterInfo`, {}, undefined)).result,
    landingBottom: (await api.call({ method: 'GET', url: '/api/blade-platform/nobody/prepareLogin/bottomConfigDetail' })).json().result,
    signedInFooter: (await post('/api/blade-platform/homePage/getFooterInfo', {}, student)).result,
    homeFooterConfig: (await post(`${HOME_FOOTER}/detail`)).result,
    landingConfig: (await post(`${OSP}/preLoginConfig/detail`)).result,
    schoolInfo: await schoolInfo(),
  });

  /** Asserts every page shows `id`'s contacts, numbers and links, and its name, short name and logo. */
  const expectShownEverywhere = async (id: SchoolIdentity) => {
    const seen = await everywhere();
    const contacts = { address: id.address, phone: id.phone, email: id.email, copyright: id.copyright, icp: id.icp, links: id.links };
    for (const footer of [seen.landingFooter, seen.landingBottom, seen.signedInFooter, seen.homeFooterConfig, seen.landingConfig.footer]) {
      expect(footer).toMatchObject({ ...contacts, policeRecord: id.policeRecord });
    }
    expect(seen.landingFooter.content).toBe(id.footerNote);
    expect(seen.landingConfig.global).toMatchObject({ schoolName: id.schoolName, schoolLogo: id.logo });
    expect(seen.schoolInfo).toMatchObject({ schoolName: id.schoolName, shortName: id.shortName, schoolLogo: id.logo, website: id.website });
  };

  it('should show the demo campus as one school everywhere, with no placeholder registration number', async () => {
    const seeded = await detail();
    expect(seeded).toMatchObject({ schoolName: '明德大学', phone: '0571-88886666', icp: '浙ICP备05012345号-1' });
    expect(seeded.icp).not.toMatch(/0{8}|12345678/);
    await expectShownEverywhere(seeded);
  });

  it('should show what the identity form saves on both footers, the landing and the shell at once', async () => {
    const saved = await post(`${SCHOOL}/submit`, IDENTITY);
    expect(saved).toMatchObject({ status: 1000, result: IDENTITY });
    expect(await detail()).toEqual(IDENTITY);
    await expectShownEverywhere(IDENTITY);
    // The landing's own settings stay the landing's.
    expect((await schoolInfo()).title).toBe('明德大学一站式网上服务大厅');
  });

  it('should show a save of the landing footer on the signed-in footer, and one of the signed-in footer on the landing', async () => {
    await post(`${SCHOOL}/submit`, IDENTITY);
    const landing = {
      content: '<p>主办：网络中心</p>',
      address: '南山路 2 号',
      phone: '0571-87651234',
      email: 'help@beichen.edu.cn',
      copyright: '© 北辰',
      icp: '浙ICP备06012345号',
      links: [{ name: '图书馆', url: 'https://lib.beichen.edu.cn' }],
    };
    expect((await post(`${OSP}/preLoginConfig/saveFooter`, landing)).status).toBe(1000);
    const afterLanding = { ...IDENTITY, ...landing, footerNote: landing.content };
    await expectShownEverywhere(afterLanding);

    const home = {
      copyright: '© 北辰理工',
      address: '北辰市科技路 9 号',
      phone: '010-62785678',
      email: 'it@beichen.edu.cn',
      icp: '京ICP备07034567号',
      links: [{ name: '信息公开', url: '/generalDetailsTow?id=1' }],
      isShowMsg: 0,
    };
    expect((await post(`${HOME_FOOTER}/submit`, home)).status).toBe(1000);
    const { isShowMsg: _switch, ...contacts } = home;
    await expectShownEverywhere({ ...afterLanding, ...contacts });
    // The pop-up switch stays the home page's own setting.
    expect((await post('/api/blade-platform/homePage/getIsShowMsg', {}, student)).result).toEqual({ isShowMsg: false });
  });

  it('should take the name and logo the landing’s global configuration saves into the identity the shell shows', async () => {
    await post(`${SCHOOL}/submit`, IDENTITY);
    const global = (await post(`${OSP}/preLoginConfig/detail`)).result.global;
    const saved = await post(`${OSP}/preLoginConfig/saveGlobal`, {
      ...global,
      schoolName: '南湖师范大学',
      schoolLogo: null,
      title: '南湖办事大厅',
    });
    expect(saved.status).toBe(1000);
    expect(await detail()).toEqual({ ...IDENTITY, schoolName: '南湖师范大学', logo: null });
    expect(await schoolInfo()).toMatchObject({
      schoolName: '南湖师范大学',
      schoolLogo: null,
      title: '南湖办事大厅',
      shortName: '北辰理工',
    });
  });

  it.each<[string, Partial<SchoolIdentity>, string]>([
    ['a link to another scheme', { links: [{ name: '外链', url: 'javascript:alert(1)' }] }, linkInvalid(footerLinkLabel('外链'))],
    ['a logo address to another scheme', { logo: 'data:image/svg+xml,<svg/>' }, linkInvalid('学校标志')],
    ['a web site that is a site path', { website: '/home' }, SchoolMessages.websiteInvalid],
    ['a name too long', { schoolName: '大'.repeat(51) }, tooLong('学校名称', SCHOOL_LIMITS.schoolName)],
    ['an empty short name', { shortName: '  ' }, SchoolMessages.shortNameRequired],
    ['a phone with letters', { phone: '电话 0571-8888' }, SchoolMessages.phoneInvalid],
    ['an address with no domain', { email: 'nic@beichen' }, SchoolMessages.emailInvalid],
    ['a made-up ICP number', { icp: '备案中' }, SchoolMessages.icpInvalid],
    ['a placeholder ICP number', { icp: '京ICP备00000000号' }, SchoolMessages.placeholderNumber],
    ['a placeholder police number', { policeRecord: '京公网安备12345678901234号' }, SchoolMessages.placeholderNumber],
  ])('should refuse %s with its message and change nothing', async (_what, change, message) => {
    await post(`${SCHOOL}/submit`, IDENTITY);
    const before = await everywhere();
    expect(await post(`${SCHOOL}/submit`, { ...IDENTITY, ...change })).toMatchObject({ status: 1004, msg: message });
    expect(await everywhere()).toEqual(before);
  });

  it('should refuse a bad phone through the older footer saves too, changing nothing', async () => {
    await post(`${SCHOOL}/submit`, IDENTITY);
    const before = await everywhere();
    const home = (await post(`${HOME_FOOTER}/detail`)).result;
    expect(await post(`${HOME_FOOTER}/submit`, { ...home, phone: 'abc' })).toMatchObject({
      status: 1004,
      msg: SchoolMessages.phoneInvalid,
    });
    const landing = (await post(`${OSP}/preLoginConfig/detail`)).result.footer;
    expect(await post(`${OSP}/preLoginConfig/saveFooter`, { ...landing, email: 'x@' })).toMatchObject({
      status: 1004,
      msg: SchoolMessages.emailInvalid,
    });
    expect(await everywhere()).toEqual(before);
  });

  it('should refuse the identity calls to a student and to a visitor, and change nothing', async () => {
    const before = await detail();
    for (const token of [student, undefined]) {
      const expected = token ? 403 : 401;
      expect((await api.call({ method: 'POST', url: `${SCHOOL}/detail`, payload: {}, token })).statusCode).toBe(expected);
      const submit = await api.call({ method: 'POST', url: `${SCHOOL}/submit`, payload: { ...IDENTITY, schoolName: '越权大学' }, token });
      expect(submit.statusCode).toBe(expected);
    }
    expect(await detail()).toEqual(before);
  });

  it('should let the holder of only 首页配置 upload a logo and save the identity, but not the landing’s footer', async () => {
    const upload = async (token: string) =>
      (await api.call({ method: 'POST', url: LOGO_UPLOAD, token, ...fileUpload('logo.png', PNG_1PX, 'image/png') })).json();
    expect((await upload(student)).status).toBe(403);
    const page = CONFIG_PAGES.find((p) => p.name === 'homePageConfig');
    expect((await post(saveRolePageList.path, { roleId: roleId('staff'), pages: [page] })).status).toBe(1000);
    const staff = (await api.signIn('staff01')).access_token;
    const logo = (await upload(staff)).result.url;
    expect((await post(`${SCHOOL}/submit`, { ...IDENTITY, shortName: '北辰', logo }, staff)).status).toBe(1000);
    expect(await schoolInfo()).toMatchObject({ shortName: '北辰', schoolLogo: logo });
    const landingFooter = await api.call({ method: 'POST', url: `${OSP}/preLoginConfig/saveFooter`, payload: {}, token: staff });
    expect(landingFooter.statusCode).toBe(403);
  });

  it('should keep each tenant’s identity its own: another tenant’s visitors see their plain hall', async () => {
    await post(`${SCHOOL}/submit`, IDENTITY);
    const other = (await api.call({ method: 'GET', url: SCHOOL_INFO, query: { tenantId: '999999' } })).json().result;
    expect(other).toMatchObject({ schoolName: '网上服务大厅', schoolLogo: null });
  });

  it.runIf(mode === 'production')('should show a save made on one node in both footers read from another node', async () => {
    // Two more nodes over the same database and Redis, each with its own memory, hearing each other through pub/sub.
    const prefix = `onehall_school_${Date.now()}:`;
    const [platformA, platformB] = await Promise.all([
      createPlatform(api.platform.config, { keyPrefix: prefix }),
      createPlatform(api.platform.config, { keyPrefix: prefix }),
    ]);
    const [a, b] = await Promise.all([buildApp(platformA), buildApp(platformB)]);
    try {
      const authorization = clientAuthorization(api.platform.config);
      const inject = async (app: FastifyInstance, url: string, token: string, payload: object = {}) =>
        (await app.inject({ method: 'POST', url, payload, headers: { authorization, 'blade-auth': `bearer ${token}` } })).json();
      const signIn = async (app: FastifyInstance, username: string) =>
        (
          await app.inject({
            method: 'POST',
            url: '/api/blade-auth/oauth/token',
            query: { tenantId: '000000', grant_type: 'password', scope: 'all' },
            headers: { authorization },
            payload: { username, password: DEMO_PASSWORD },
          })
        ).json().result.access_token as string;
      const [adminA, studentB] = await Promise.all([signIn(a, 'admin'), signIn(b, 'student01')]);
      const phoneOnB = async () => (await inject(b, '/api/blade-platform/homePage/getFooterInfo', studentB)).result.phone;
      // B remembers the identity before A changes it.
      const before = await phoneOnB();
      const phone = before === '010-62781111' ? '010-62782222' : '010-62781111';
      expect((await inject(a, `${SCHOOL}/submit`, adminA, { ...(await inject(a, `${SCHOOL}/detail`, adminA)).result, phone })).status).toBe(
        1000,
      );
      await expect.poll(phoneOnB, { timeout: 5000, interval: 20 }).toBe(phone);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await Promise.all([closePlatform(platformA), closePlatform(platformB)]);
    }
  });
});
