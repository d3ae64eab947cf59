import { CAROUSEL_MAX_BYTES, PreLoginMessages } from '@onehall/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { testModes } from '../../../test/platforms.ts';

const OSP = '/api/online-service-platform';
const PREPARE = '/api/blade-platform/nobody/prepareLogin';

/** Every visitor call of the landing page, as [method, url]. */
const VISITOR_CALLS: [string, string][] = [
  ['GET', `${PREPARE}/configDetail`],
  ['GET', `${PREPARE}/bottomConfigDetail`],
  ['GET', `${PREPARE}/getStatisticData`],
  ['POST', `${PREPARE}/searchService`],
  ['POST', `${PREPARE}/queryThirdParty`],
  ['POST', `${PREPARE}/queryServiceByType`],
  ['POST', `${PREPARE}/queryAllServiceByType`],
  ['POST', `${OSP}/nobody/preLogin/dataOverview`],
  ['POST', `${OSP}/nobody/preLogin/throughService/serviceList`],
  ['POST', `${OSP}/nobody/preLogin/serviceScenes`],
  ['POST', `${OSP}/nobody/preLogin/serviceDepts`],
  ['POST', `${OSP}/nobody/preLogin/preLoginColumn`],
  ['POST', `${OSP}/nobody/preLogin/messageColumn`],
  ['POST', `${OSP}/nobody/preLogin/commonTool`],
  ['POST', `${OSP}/nobody/preLogin/getPreLoginIndex`],
  ['POST', `${OSP}/nobody/preLogin/getPreLoginPage`],
  ['POST', `${OSP}/nobody/preLogin/navigationDetail`],
  ['POST', `${OSP}/nobody/preLogin/getFooterInfo`],
  ['POST', `${OSP}/nobody/preLogin/common/configJson`],
  ['POST', `${OSP}/nobody/preLogin/serviceOverview`],
  ['POST', '/api/comb-cygj/nobody/navigationBar/list'],
  ['POST', '/api/comb-cygj/nobody/tools/list'],
  ['GET', '/api/blade-platform/nobody/service/carouselImgList'],
  ['GET', '/api/blade-workbench/nobody/preLogin/schoolInfo'],
];

const BODIES: Record<string, unknown> = {
  [`${PREPARE}/queryServiceByType`]: { kind: 'dept' },
  [`${PREPARE}/queryAllServiceByType`]: { kind: 'scene' },
};

const GLOBAL = {
  schoolName: '明德大学',
  schoolLogo: null,
  title: '明德大学网上服务大厅',
  subtitle: '',
  introduction: '<p>欢迎</p>',
  landingType: 'landing',
  themeColor: '#087EEB',
  heatWords: [],
  searchPlaceholder: '',
};

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function multipart(name: string, data: Buffer, type: string) {
  const boundary = '----onehalltest';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testModes())('pre-login landing and its configuration (%s)', (mode) => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startApi(mode);
  });
  afterEach(async () => {
    await api.close();
  });

  const post = (url: string, payload: unknown, token?: string) => api.call({ method: 'POST', url, payload: payload as object, token });

  describe('visitor calls', () => {
    it('should answer every landing call without a token', async () => {
      for (const [method, url] of VISITOR_CALLS) {
        const response = await api.call({
          method: method as 'GET' | 'POST',
          url,
          ...(method === 'POST' ? { payload: BODIES[url] ?? {} } : {}),
        });
        expect({ url, status: response.json().status }).toEqual({ url, status: 1000 });
      }
    });

    it('should show the seeded identity, navigation, carousel and sections of 明德大学', async () => {
      const index = (await post(`${OSP}/nobody/preLogin/getPreLoginIndex`, {})).json().result;
      expect(index.global).toMatchObject({ schoolName: '明德大学', themeColor: '#087EEB', landingType: 'landing' });
      expect(index.navigation.map((n: { name: string }) => n.name)).toContain('服务大厅');
      // Every seeded heat word finds a service open to visitors, so all six chips show.
      expect(index.global.heatWords).toEqual(['新生报到', '招生咨询', '访客入校', '校园卡', '请假', '校车']);
      expect(index.carousel.length).toBeGreaterThanOrEqual(3);
      const page = (await post(`${OSP}/nobody/preLogin/getPreLoginPage`, {})).json().result;
      expect(page.map((c: { cardType: string }) => c.cardType)).toEqual(
        expect.arrayContaining(['dataOverview', 'messageColumn', 'commonTool', 'thirdParty']),
      );
    });

    it('should serve the seeded carousel artwork to a visitor', async () => {
      const [first] = (await api.call({ method: 'GET', url: '/api/blade-platform/nobody/service/carouselImgList' })).json().result;
      const image = await api.call({ method: 'GET', url: first.imgUrl });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
    });

    it('should list only published, undeleted news and notices', async () => {
      const result = (await post(`${OSP}/nobody/preLogin/messageColumn`, { size: 100 })).json().result;
      const titles: string[] = result.records.map((r: { title: string }) => r.title);
      expect(result.total).toBe(12);
      expect(titles.some((t) => t.includes('草稿'))).toBe(false);
      expect(titles.some((t) => t.includes('已撤回'))).toBe(false);
      const stats = (await api.call({ method: 'GET', url: `${PREPARE}/getStatisticData` })).json().result;
      expect(stats.find((s: { key: string }) => s.key === 'news').value).toBe(12);
    });

    it('should find services open to visitors by name, hide the others, and count them in the statistics', async () => {
      const leave = (await post(`${PREPARE}/searchService`, { keyword: '请假' })).json().result;
      expect(leave.records.map((r: { serviceName: string }) => r.serviceName)).toContain('请假销假办理指南');
      // Services for signed-in students only stay hidden from visitors.
      const grades = (await post(`${PREPARE}/searchService`, { keyword: '成绩单' })).json().result;
      expect(grades.records.map((r: { serviceName: string }) => r.serviceName)).not.toContain('成绩单打印');
      const stats = (await api.call({ method: 'GET', url: `${PREPARE}/getStatisticData` })).json().result;
      const services = stats.find((s: { key: string }) => s.key === 'services').value;
      expect(services).toBeGreaterThan(0);
      const overview = (await post(`${OSP}/nobody/preLogin/serviceOverview`, {})).json().result;
      expect(overview.total).toBe(services);
      const byDept = (await post(`${PREPARE}/queryAllServiceByType`, { kind: 'dept' })).json().result;
      expect(byDept.reduce((n: number, g: { services: unknown[] }) => n + g.services.length, 0)).toBe(services);
    });

    it('should hide a disabled tool from visitors but keep it for the configuration page', async () => {
      const { access_token } = await api.signIn('admin');
      const [tool] = (await post(`${OSP}/nobody/preLogin/commonTool`, {})).json().result;
      const saved = await post(`${OSP}/commonTool/save`, { ...tool, enabled: false }, access_token);
      expect(saved.json().status).toBe(1000);
      const visible = (await post('/api/comb-cygj/nobody/tools/list', {})).json().result;
      expect(visible.map((t: { id: string }) => t.id)).not.toContain(tool.id);
      const all = (await post(`${OSP}/preLoginConfig/detail`, {}, access_token)).json().result;
      expect(all.tools.map((t: { id: string }) => t.id)).toContain(tool.id);
    });
  });

  describe('configuration access', () => {
    const CONFIG_CALLS: [string, unknown][] = [
      [`${OSP}/preLoginConfig/detail`, {}],
      [`${OSP}/preLoginConfig/saveGlobal`, GLOBAL],
      [`${OSP}/preLoginCardBasicConfig/repetitiveName`, { cardName: '数据概览' }],
      [`${OSP}/commonTool/verifyUrl`, { url: 'http://127.0.0.1/' }],
      [`${OSP}/preLoginConfig/carousel/upload`, {}],
    ];

    it('should refuse a visitor with 401 and a student with 403', async () => {
      const { access_token } = await api.signIn('student01');
      for (const [url, payload] of CONFIG_CALLS) {
        expect({ url, code: (await post(url, payload)).statusCode }).toEqual({ url, code: 401 });
        expect({ url, code: (await post(url, payload, access_token)).statusCode }).toEqual({ url, code: 403 });
      }
    });
  });

  describe('saving', () => {
    it('should show a new landing title to the next visitor', async () => {
      const { access_token } = await api.signIn('admin');
      await post(`${PREPARE}/configDetail`, {});
      expect((await api.call({ method: 'GET', url: `${PREPARE}/configDetail` })).json().result.title).toBe('明德大学一站式网上服务大厅');
      const saved = await post(`${OSP}/preLoginConfig/saveGlobal`, { ...GLOBAL, title: '明德大学办事大厅' }, access_token);
      expect(saved.json().status).toBe(1000);
      expect((await api.call({ method: 'GET', url: `${PREPARE}/configDetail` })).json().result.title).toBe('明德大学办事大厅');
      expect((await api.call({ method: 'GET', url: '/api/blade-workbench/nobody/preLogin/schoolInfo' })).json().result.title).toBe(
        '明德大学办事大厅',
      );
    });

    it('should offer visitors only the heat words their search finds something for, and keep all of them for the configuration page', async () => {
      const { access_token } = await api.signIn('admin');
      // 成绩单打印 is for signed-in students: a visitor's search for 成绩单 finds nothing.
      const heatWords = ['请假', '成绩单', '校园卡'];
      expect((await post(`${OSP}/preLoginConfig/saveGlobal`, { ...GLOBAL, heatWords }, access_token)).json().status).toBe(1000);
      expect((await post(`${OSP}/nobody/preLogin/getPreLoginIndex`, {})).json().result.global.heatWords).toEqual(['请假', '校园卡']);
      expect((await api.call({ method: 'GET', url: `${PREPARE}/configDetail` })).json().result.heatWords).toEqual(['请假', '校园卡']);
      for (const keyword of ['请假', '校园卡']) {
        expect((await post(`${PREPARE}/searchService`, { keyword })).json().result.total).toBeGreaterThan(0);
      }
      expect((await post(`${OSP}/preLoginConfig/detail`, {}, access_token)).json().result.global.heatWords).toEqual(heatWords);
    });

    it('should strip scripts, handlers and javascript: links from rich text and open other sites safely', async () => {
      const { access_token } = await api.signIn('admin');
      const introduction =
        '<p onclick="steal()">你好<script>alert(1)</script><a href="javascript:alert(1)">坏链接</a><a href="https://www.example.com">外部</a></p><img src="x" onerror="alert(1)">';
      const saved = (await post(`${OSP}/preLoginConfig/saveGlobal`, { ...GLOBAL, introduction }, access_token)).json().result;
      expect(saved.introduction).not.toMatch(/script|onclick|onerror|javascript:/i);
      expect(saved.introduction).toContain('你好');
      expect(saved.introduction).toContain('href="https://www.example.com" target="_blank" rel="noopener noreferrer"');
    });

    it('should refuse a javascript: address in the navigation bar and change nothing', async () => {
      const { access_token } = await api.signIn('admin');
      const response = await post(
        `${OSP}/preLoginConfig/saveNavigation`,
        { list: [{ name: '坏链接', url: 'javascript:alert(1)', openInNewTab: false, sort: 0, enabled: true }] },
        access_token,
      );
      expect(response.json()).toMatchObject({ status: 1004 });
      expect(response.json().msg).toContain('地址无效');
      expect((await post('/api/comb-cygj/nobody/navigationBar/list', {})).json().result.length).toBe(6);
    });

    it('should refuse a card name another card uses, and say so in repetitiveName', async () => {
      const { access_token } = await api.signIn('admin');
      const check = (await post(`${OSP}/preLoginCardBasicConfig/repetitiveName`, { cardName: '数据概览' }, access_token)).json().result;
      expect(check).toEqual({ repetitive: true, msg: PreLoginMessages.cardNameRepeated });
      const free = (await post(`${OSP}/preLoginCardBasicConfig/repetitiveName`, { cardName: '校园风采' }, access_token)).json().result;
      expect(free.repetitive).toBe(false);
      const card = {
        cardName: '数据概览',
        cardIntroduction: '',
        cardType: 'dataOverview',
        displayRows: 1,
        sort: 9,
        enabled: true,
        columnIds: [],
      };
      const refused = (await post(`${OSP}/preLoginCardBasicConfig/save`, card, access_token)).json();
      expect(refused).toMatchObject({ status: 1004, msg: PreLoginMessages.cardNameRepeated });
      const added = (await post(`${OSP}/preLoginCardBasicConfig/save`, { ...card, cardName: '校园风采' }, access_token)).json();
      expect(added).toMatchObject({ status: 1000, result: { cardName: '校园风采' } });
      // Renaming a card to its own name is not a repetition.
      const same = (
        await post(`${OSP}/preLoginCardBasicConfig/repetitiveName`, { cardName: '校园风采', id: added.result.id }, access_token)
      ).json();
      expect(same.result.repetitive).toBe(false);
    });
  });

  describe('carousel upload', () => {
    it('should store a PNG and serve it back', async () => {
      const { access_token } = await api.signIn('admin');
      const response = await api.call({
        method: 'POST',
        url: `${OSP}/preLoginConfig/carousel/upload`,
        token: access_token,
        ...multipart('a.png', PNG_1PX, 'image/png'),
      });
      const body = response.json();
      expect(body).toMatchObject({ status: 1000, result: { size: PNG_1PX.length } });
      const image = await api.call({ method: 'GET', url: body.result.url });
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.equals(PNG_1PX)).toBe(true);
    });

    it('should refuse a script named like an image', async () => {
      const { access_token } = await api.signIn('admin');
      const fake = multipart('evil.png', Buffer.from('<script>alert(1)</script>'), 'image/png');
      const body = (await api.call({ method: 'POST', url: `${OSP}/preLoginConfig/carousel/upload`, token: access_token, ...fake })).json();
      expect(body).toMatchObject({ status: 1004, msg: PreLoginMessages.uploadBadType });
    });

    it('should refuse an image over 2 MB', async () => {
      const { access_token } = await api.signIn('admin');
      const big = Buffer.concat([PNG_1PX, Buffer.alloc(CAROUSEL_MAX_BYTES)]);
      const body = (
        await api.call({
          method: 'POST',
          url: `${OSP}/preLoginConfig/carousel/upload`,
          token: access_token,
          ...multipart('big.png', big, 'image/png'),
        })
      ).json();
      expect(body).toMatchObject({ status: 1004, msg: PreLoginMessages.uploadTooLarge });
    });

    it('should ask for a file when none is sent', async () => {
      const { access_token } = await api.signIn('admin');
      const body = (await post(`${OSP}/preLoginConfig/carousel/upload`, {}, access_token)).json();
      expect(body).toMatchObject({ status: 1004, msg: PreLoginMessages.uploadMissing });
    });
  });

  describe('common tool addresses', () => {
    it.each(['http://127.0.0.1/', 'http://10.1.2.3/admin', 'http://169.254.169.254/latest/meta-data/', 'http://localhost:8080/'])(
      'should refuse to probe %s',
      async (url) => {
        const { access_token } = await api.signIn('admin');
        const body = (await post(`${OSP}/commonTool/verifyUrl`, { url }, access_token)).json();
        expect(body).toMatchObject({ status: 1004, msg: PreLoginMessages.urlRefused });
      },
    );

    it('should refuse an address that is not http or https', async () => {
      const { access_token } = await api.signIn('admin');
      const body = (await post(`${OSP}/commonTool/verifyUrl`, { url: 'file:///etc/passwd' }, access_token)).json();
      expect(body).toMatchObject({ status: 1004, msg: PreLoginMessages.urlInvalid });
    });

    it('should refuse to save a tool pointing into the internal network', async () => {
      const { access_token } = await api.signIn('admin');
      const tool = {
        tools_name: '内网',
        tools_icon: null,
        typeList: [{ name: '网络' }],
        url: 'http://192.168.1.1/',
        sort: 0,
        enabled: true,
      };
      const body = (await post(`${OSP}/commonTool/save`, tool, access_token)).json();
      expect(body).toMatchObject({ status: 1004, msg: PreLoginMessages.urlRefused });
    });
  });
});
