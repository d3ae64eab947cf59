import { describe, expect, it } from 'vitest';
import { type TestApi, withAdminApi } from '../../../test/api.ts';
import { testModes } from '../../../test/platforms.ts';
import { UNSAFE_LINKS } from '../../../test/unsafe-links.ts';

const OSP = '/api/online-service-platform';

describe.each(testModes())('links on the landing page configuration (%s)', (mode) => {
  let api: TestApi;
  let admin: string;

  withAdminApi(mode, (started, token) => {
    [api, admin] = [started, token];
  });

  const post = async (url: string, payload: object) => (await api.call({ method: 'POST', url, payload, token: admin })).json();
  const config = async () => (await post(`${OSP}/preLoginConfig/detail`, {})).result;

  /** Each save with one link replaced by `url`, and the field its refusal must name. */
  const saves = (url: string): [string, string, object][] => [
    ['saveNavigation', '导航“外链”', { list: [{ name: '外链', url, openInNewTab: false, sort: 0, enabled: true }] }],
    [
      'saveFooter',
      '链接“外链”',
      { content: '', address: '', phone: '', email: '', copyright: '', icp: '', links: [{ name: '外链', url }] },
    ],
    ['saveCarousel', '轮播图片', { list: [{ title: '图', imgUrl: url, linkUrl: null, sort: 0, enabled: true }] }],
    ['saveCarousel', '轮播跳转', { list: [{ title: '图', imgUrl: '/static/prelogin/a.svg', linkUrl: url, sort: 0, enabled: true }] }],
    ['saveThirdParty', '系统“外链”', { list: [{ name: '外链', icon: null, description: '', url, sort: 0, enabled: true }] }],
    ['saveThirdParty', '系统“外链”图标', { list: [{ name: '外链', icon: url, description: '', url: '/home', sort: 0, enabled: true }] }],
  ];

  it.each(UNSAFE_LINKS)('should refuse %j in every landing link, naming the field, and change nothing', async (url) => {
    const before = await config();
    for (const [save, field, body] of saves(url)) {
      const answer = await post(`${OSP}/preLoginConfig/${save}`, body);
      expect({ save, status: answer.status, msg: answer.msg }).toEqual({
        save,
        status: 1004,
        msg: expect.stringContaining(`${field}地址无效`),
      });
    }
    for (const tool of [
      { tools_name: '外链', tools_icon: null, typeList: [{ name: '工具' }], url, sort: 0, enabled: true },
      { tools_name: '外链', tools_icon: url, typeList: [{ name: '工具' }], url: '/home', sort: 0, enabled: true },
    ]) {
      expect(await post(`${OSP}/commonTool/save`, tool)).toMatchObject({ status: 1004, msg: expect.stringContaining('工具“外链”') });
    }
    expect(await config()).toEqual(before);
  });

  it('should keep a site path and a web address as links', async () => {
    const list = [
      { name: '站内', url: '/serviceCenterBeforLogin', openInNewTab: false, sort: 0, enabled: true },
      { name: '站外', url: 'https://www.mdu.edu.cn/', openInNewTab: true, sort: 1, enabled: true },
    ];
    const saved = await post(`${OSP}/preLoginConfig/saveNavigation`, { list });
    expect(saved.status).toBe(1000);
    expect(saved.result.map((n: { url: string }) => n.url)).toEqual(['/serviceCenterBeforLogin', 'https://www.mdu.edu.cn/']);
  });
});
