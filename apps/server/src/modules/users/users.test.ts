import { CONFIG_PAGES } from '@onehall/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { testModes } from '../../../test/platforms.ts';
import { roleId } from '../../seed/identity.ts';

const PAGE_LIST_URL = '/api/blade-platform/baseService/getRolePageList';
const SAVE_PAGES_URL = '/api/blade-platform/baseService/saveRolePageList';

describe.each(testModes())('users, roles and configuration menu (%s)', (mode) => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startApi(mode);
  });
  afterEach(async () => {
    await api.close();
  });

  describe('GET /api/blade-user/user/getUserInfo', () => {
    it('should give the administrator every configuration page as configuration menu', async () => {
      const { access_token } = await api.signIn('admin');
      const response = await api.call({ method: 'GET', url: '/api/blade-user/user/getUserInfo', token: access_token });
      const result = response.json().result;
      expect(result).toMatchObject({ account: 'admin', nick_name: '系统管理员', dept_name: '信息化建设与管理中心', tenant_id: '000000' });
      expect(result.roles).toEqual([expect.objectContaining({ roleAlias: 'admin', roleType: '1' })]);
      expect(new Set(result.configurationMenu)).toEqual(new Set(CONFIG_PAGES));
    });

    it('should give a student an empty configuration menu', async () => {
      const { access_token } = await api.signIn('student01');
      const result = (await api.call({ method: 'GET', url: '/api/blade-user/user/getUserInfo', token: access_token })).json().result;
      expect(result).toMatchObject({ account: 'student01', dept_name: '计算机科学与技术学院', configurationMenu: [] });
    });
  });

  describe('role list', () => {
    it('should list the four roles to a visitor on both service paths', async () => {
      for (const url of ['/api/blade-platform/baseService/getRoleList', '/api/blade-workbench/baseService/getRoleList']) {
        const result = (await api.call({ method: 'GET', url })).json().result;
        expect(result.map((r: { roleAlias: string }) => r.roleAlias).sort()).toEqual(['admin', 'staff', 'student', 'teacher']);
      }
    });

    it('should list no roles for a tenant that does not exist', async () => {
      const response = await api.call({
        method: 'GET',
        url: '/api/blade-platform/baseService/getRoleList',
        headers: { 'tenant-id': '999999' },
      });
      expect(response.json()).toMatchObject({ status: 1000, result: [] });
    });
  });

  describe('role page list (configuration endpoints)', () => {
    it('should refuse a student with 403', async () => {
      const { access_token } = await api.signIn('student01');
      for (const [url, payload] of [
        [PAGE_LIST_URL, {}],
        [SAVE_PAGES_URL, { roleId: roleId('student'), pages: CONFIG_PAGES }],
      ] as const) {
        const response = await api.call({ method: 'POST', url, token: access_token, payload });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ status: 403, result: null });
      }
    });

    it('should answer 401 to a visitor', async () => {
      expect((await api.call({ method: 'POST', url: PAGE_LIST_URL, payload: {} })).statusCode).toBe(401);
    });

    it('should let the administrator read every role page list', async () => {
      const { access_token } = await api.signIn('admin');
      const response = await api.call({ method: 'POST', url: PAGE_LIST_URL, token: access_token });
      expect(response.json().status).toBe(1000);
      const byAlias = Object.fromEntries(
        response.json().result.map((r: { roleAlias: string; pages: unknown[] }) => [r.roleAlias, r.pages]),
      );
      expect(byAlias.admin).toHaveLength(CONFIG_PAGES.length);
      expect(byAlias.student).toEqual([]);
    });

    it('should let the administrator give a role a page, which then opens that configuration to its users', async () => {
      const admin = await api.signIn('admin');
      const page = { path: '/userFrameConfig/threeListsConfig', name: 'threeListsConfig' };
      const saved = await api.call({
        method: 'POST',
        url: SAVE_PAGES_URL,
        token: admin.access_token,
        payload: { roleId: roleId('staff'), pages: [page] },
      });
      expect(saved.json()).toMatchObject({ status: 1000, result: null });

      const staff = await api.signIn('staff01');
      const info = (await api.call({ method: 'GET', url: '/api/blade-user/user/getUserInfo', token: staff.access_token })).json().result;
      expect(info.configurationMenu).toEqual([page]);
      const list = await api.call({ method: 'POST', url: PAGE_LIST_URL, token: admin.access_token, payload: { roleId: roleId('staff') } });
      expect(list.json().result).toEqual([expect.objectContaining({ roleAlias: 'staff', pages: [page] })]);
    });

    it('should refuse a page that is not a configuration page and change nothing', async () => {
      const { access_token } = await api.signIn('admin');
      const response = await api.call({
        method: 'POST',
        url: SAVE_PAGES_URL,
        token: access_token,
        payload: { roleId: roleId('staff'), pages: [{ path: '/home/homePage', name: 'homePage' }] },
      });
      expect(response.json().status).toBe(1004);
      const list = await api.call({ method: 'POST', url: PAGE_LIST_URL, token: access_token, payload: { roleId: roleId('staff') } });
      expect(list.json().result[0].pages).toEqual([]);
    });

    it('should refuse to take the role-page configuration away from the administrator and roll back', async () => {
      const { access_token } = await api.signIn('admin');
      const response = await api.call({
        method: 'POST',
        url: SAVE_PAGES_URL,
        token: access_token,
        payload: { roleId: roleId('admin'), pages: [] },
      });
      expect(response.json().status).toBe(1004);
      const list = await api.call({ method: 'POST', url: PAGE_LIST_URL, token: access_token, payload: { roleId: roleId('admin') } });
      expect(list.json().result[0].pages).toHaveLength(CONFIG_PAGES.length);
    });
  });
});
