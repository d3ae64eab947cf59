import { footerLinkLabel, linkInvalid, NavigationMessages } from '@onehall/contract';
import { describe, expect, it } from 'vitest';
import { type TestApi, withAdminApi } from '../../../test/api.ts';
import { testModes } from '../../../test/platforms.ts';
import { UNSAFE_LINKS } from '../../../test/unsafe-links.ts';

const NAV = '/api/blade-platform/platformapplynavigation';
const INDEX_NAV = '/api/online-service-platform/indexnavigationconfig';
const FOOTER = '/api/online-service-platform/indexfooterinfo';

describe.each(testModes())('links of the navigation, quick navigation and footer (%s)', (mode) => {
  let api: TestApi;
  let admin: string;

  withAdminApi(mode, (started, token) => {
    [api, admin] = [started, token];
  });

  const post = async (url: string, payload: object = {}) => (await api.call({ method: 'POST', url, payload, token: admin })).json();
  const stored = async () => ({
    navigation: (await post(`${NAV}/detail`)).result,
    quick: (await post(`${INDEX_NAV}/list`)).result,
    footer: (await post(`${FOOTER}/detail`)).result,
  });

  it.each(UNSAFE_LINKS)(
    'should refuse %j as a navigation path, quick link, quick-link icon or footer link and change nothing',
    async (url) => {
      const before = await stored();
      expect(await post(`${NAV}/submit`, { navigationName: '外链', path: url, isAuto: 1, identities: [] })).toMatchObject({
        status: 1004,
        msg: NavigationMessages.pathInvalid,
      });
      const quick = { navigationName: '外链', openWay: 1001, isShow: 1 };
      expect(await post(`${INDEX_NAV}/submit`, { ...quick, url })).toMatchObject({
        status: 1004,
        msg: NavigationMessages.quickNavUrlInvalid,
      });
      expect(await post(`${INDEX_NAV}/submit`, { ...quick, url: '/home', icon: url })).toMatchObject({
        status: 1004,
        msg: NavigationMessages.quickNavUrlInvalid,
      });
      expect(await post(`${FOOTER}/submit`, { ...before.footer, links: [{ name: '外链', url }] })).toMatchObject({
        status: 1004,
        msg: linkInvalid(footerLinkLabel('外链')),
      });
      expect(await stored()).toEqual(before);
    },
  );
});
