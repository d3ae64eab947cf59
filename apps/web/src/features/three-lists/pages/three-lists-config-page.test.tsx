import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { type FetchRoutes, ok, refused, stubResizeObserver } from '../../../test/fetch-routes.ts';
import { stubSignedFetch } from '../../../test/signed-fetch.ts';
import { adminRelation, config, duty, page } from '../lib/test-data.ts';
import ThreeListsConfigPage from './three-lists-config-page.tsx';

// Controls are found by their text or label, not by role and name over the whole page: that
// computes every candidate's accessible name, seconds a query in jsdom. The selectors and
// closest() still require the role.
const button = async (text: RegExp) => (await screen.findByText(text)).closest('button')!;
const tab = async (text: string) => (await screen.findByText(text)).closest('[role="tab"]')!;

let api: FetchRoutes;

const deptInfo = {
  id: 'd1',
  code: 'JWC',
  name: '教务处',
  categoryId: 'c1',
  categoryName: '行政部门',
  sort: 1,
  dutyCount: 2,
  serviceCount: 2,
  description: '',
  contact: '',
  linkedDutyCount: 1,
  hidden: false,
};

beforeEach(() => {
  stubResizeObserver();
  api = stubSignedFetch();
  api.answer('/tripleList/getConfig', ok(config()));
  api.answer('/tripleList/saveConfig', ok(config({ showServices: false })));
  api.answer('/getAllDeptCategory', ok(config().categories));
  api.answer('/ospDeptInfo/page', ok(page([deptInfo])));
  api.answer('/noSetDutyDept', ok([{ id: 'd9', code: 'GH', name: '校工会', categoryName: '党群部门' }]));
  api.answer('/ospDeptInfo/update', ok(deptInfo));
  api.answer('/getDeptTreePower', ok([{ id: 'd1', code: 'JWC', name: '教务处', parentId: null, sort: 1, children: [] }]));
  api.answer('/ospDeptDutyListConfig/page', ok(page([duty('u1', '负责本科教学管理'), duty('u2', '负责教材建设', 0)])));
  api.answer('/adminDutyAndService', ok(adminRelation()));
  api.answer('/ospDeptInfo/unlinkService', ok(0));
  api.answer('/ospDeptInfo/queryServiceInfo', ok(page([])));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPage = () =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <ThreeListsConfigPage />
      </MemoryRouter>
    </AppProviders>,
  );

describe('ThreeListsConfigPage', () => {
  it('should save the whole configuration with a list switched off', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 3, name: '三清单配置' })).toBeTruthy();
    const services = await screen.findByLabelText('显示服务清单', { selector: '[role="switch"]' });
    expect(services.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(services);
    fireEvent.click(await button(/^保\s*存$/));
    await waitFor(() => expect(api.calls('/tripleList/saveConfig')).toHaveLength(1));
    expect(api.calls('/tripleList/saveConfig')[0]?.body).toMatchObject({
      title: '三清单',
      showDuties: true,
      showServices: false,
      showRelation: true,
      visitorAllowed: true,
      isDutyTypeMust: false,
      categories: [{ id: 'c1', name: '行政部门', shown: true }],
    });
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });

  it('should show the server’s refusal when the configuration cannot be saved', async () => {
    api.answer('/tripleList/saveConfig', refused(1004, '分类名称「行政部门」重复，请修改后再保存'));
    renderPage();
    fireEvent.click(await button(/^保\s*存$/));
    expect(await screen.findByText('分类名称「行政部门」重复，请修改后再保存')).toBeTruthy();
  });

  it('should delete a category only after confirmation', async () => {
    renderPage();
    fireEvent.click(await tab('部门分类'));
    fireEvent.click(await screen.findByLabelText('删除「行政部门」', { selector: 'button' }));
    expect(await screen.findByText('确定删除分类「行政部门」吗？')).toBeTruthy();
    expect(api.calls('/tripleList/saveConfig')).toHaveLength(0);
    const confirm = screen
      .getAllByText(/^删\s*除$/)
      .at(-1)!
      .closest('button')!;
    fireEvent.click(confirm);
    await waitFor(() => expect(api.calls('/tripleList/saveConfig')[0]?.body).toMatchObject({ categories: [] }));
  });

  it('should list the departments with those lacking duties, and save a department’s category, order and contact', async () => {
    renderPage();
    fireEvent.click(await tab('部门信息'));
    expect(await screen.findByText('1 个部门尚未设置职责')).toBeTruthy();
    expect(screen.getByText('校工会')).toBeTruthy();
    fireEvent.click(await screen.findByLabelText('编辑「教务处」', { selector: 'button' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('联系方式'), { target: { value: ' 行政楼 201 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(api.calls('/ospDeptInfo/update')[0]?.body).toMatchObject({ deptId: 'd1', categoryId: 'c1', sort: 1, contact: '行政楼 201' }),
    );
  });

  it('should show each duty’s services and unlink one only after confirmation', async () => {
    renderPage();
    fireEvent.click(await tab('职责与服务'));
    expect(await screen.findByText('负责本科教学管理')).toBeTruthy();
    await waitFor(() => expect(api.calls('/ospDeptDutyListConfig/page')[0]?.body).toMatchObject({ deptCode: 'JWC' }));
    expect(await screen.findByText('暂无对应服务')).toBeTruthy();
    expect(screen.getByText('1 项服务尚未对应职责')).toBeTruthy();
    // Every link, an unshelved service's too, whatever the public relation list shows.
    expect(screen.getByText('（未上架）')).toBeTruthy();
    fireEvent.click(await screen.findByLabelText('取消关联「成绩单打印」', { selector: 'button' }));
    expect(await screen.findAllByText('取消关联「成绩单打印」吗？')).not.toHaveLength(0);
    expect(api.calls('/unlinkService')).toHaveLength(0);
    fireEvent.click(await button(/^取消关联$/));
    await waitFor(() => expect(api.calls('/unlinkService')[0]?.body).toMatchObject({ dutyId: 'u1', serviceIds: ['s1'] }));
  });

  it('should link the newly ticked services and, after confirmation, unlink the unticked ones', async () => {
    const option = (serviceId: string, serviceName: string, linked: boolean) => ({
      serviceId,
      serviceName,
      deptId: 'd1',
      deptName: '教务处',
      shelf: serviceId !== 's9',
      visitorVisible: false,
      linked,
    });
    api.answer('/ospDeptInfo/queryServiceInfo', ok(page([option('s9', '成绩复核申请', true), option('s3', '转专业申请', false)])));
    api.answer('/ospDeptInfo/linkService', ok(2));
    renderPage();
    fireEvent.click(await tab('职责与服务'));
    fireEvent.click((await screen.findAllByLabelText(/^关联服务「/, { selector: 'button' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('未上架')).toBeTruthy();
    const box = (name: string) =>
      within(dialog).getByLabelText(`选择「${name}」`, { selector: 'input[type="checkbox"]' }) as HTMLInputElement;
    expect(box('成绩复核申请').checked).toBe(true);
    fireEvent.click(box('成绩复核申请'));
    fireEvent.click(box('转专业申请'));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findAllByText('取消关联 1 项服务吗？')).not.toHaveLength(0);
    expect(api.calls('/linkService')).toHaveLength(0);
    fireEvent.click(await button(/^取消关联$/));
    await waitFor(() => expect(api.calls('/unlinkService')[0]?.body).toMatchObject({ dutyId: 'u1', serviceIds: ['s9'] }));
    expect(api.calls('/linkService')[0]?.body).toMatchObject({ dutyId: 'u1', serviceIds: ['s3'] });
  });

  it('should offer 重试 when the configuration cannot be read', async () => {
    api.answer('/tripleList/getConfig', { status: 500, body: { status: 500, msg: '服务器开小差了' } });
    renderPage();
    await waitFor(() => expect(document.querySelector('.ant-result-title')?.textContent).toBe('三清单加载失败'));
    expect(await button(/^重\s*试$/)).toBeTruthy();
  });
});
