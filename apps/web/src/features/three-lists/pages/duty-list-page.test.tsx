import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { useAuthStore } from '../../../stores/auth.ts';
import { AppEvents, emit } from '../../../stores/events.ts';
import { type FetchRoutes, ok, refused, stubFetch, stubResizeObserver } from '../../../test/fetch-routes.ts';
import DutyListPage from './duty-list-page.tsx';

const duty = (id: string, description: string) => ({
  id,
  deptId: 'd1',
  deptCode: 'JWC',
  deptName: '教务处',
  dutyDescription: description,
  dutyType: '1',
  dutyTypeName: '主体职责',
  basis: '',
  sort: 0,
  updateTime: '2026-01-01T00:00:00.000Z',
});

const page = (records: unknown[], total = records.length) => ok({ records, total, current: 1, size: 10 });

let api: FetchRoutes;

const signIn = (configurationMenu: { path: string; name: string }[]) =>
  useAuthStore.setState({ userInfo: { account: 'a', nick_name: 'a', user_id: '1', tenant_id: '000000', roles: [], configurationMenu } });

beforeEach(() => {
  signIn([{ path: '/userFrameConfig/threeListsConfig', name: 'threeListsConfig' }]);
  stubResizeObserver();
  api = stubFetch();
  api.answer('/dict/deptCode', ok([{ dictKey: 'JWC', dictValue: '教务处' }]));
});

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ userInfo: null });
});

// Buttons are found by their text, not by role and name over the whole page: that computes
// every button's accessible name, seconds a query in jsdom. closest('button') still requires a button.
const button = (text: RegExp) => screen.getByText(text).closest('button')!;

const renderPage = () =>
  render(
    <AppProviders>
      <DutyListPage />
    </AppProviders>,
  );

describe('DutyListPage', () => {
  it('should list the department duties with paging', async () => {
    api.answer('/ospDeptDutyListConfig/page', page([duty('1', '负责本科教学管理'), duty('2', '负责学籍管理')], 25));
    renderPage();
    expect(await screen.findByText('负责本科教学管理')).toBeTruthy();
    expect(screen.getByText('共 25 条')).toBeTruthy();
    expect(api.calls('/ospDeptDutyListConfig/page')[0]?.body).toMatchObject({ current: 1, size: 10 });
  });

  it('should say 暂无数据 when there are no duties', async () => {
    api.answer('/ospDeptDutyListConfig/page', page([]));
    renderPage();
    expect(await screen.findAllByText('暂无数据')).not.toHaveLength(0);
  });

  it('should offer a retry when the list cannot be loaded', async () => {
    api.answer('/ospDeptDutyListConfig/page', { status: 500, body: { status: 500, msg: '服务器开小差了' } });
    renderPage();
    expect(await screen.findByText('职责清单加载失败')).toBeTruthy();
  });

  it('should delete a duty only after confirmation', async () => {
    api.answer('/ospDeptDutyListConfig/page', page([duty('1', '负责本科教学管理')]));
    api.answer('/ospDeptDutyListConfig/remove', ok(1));
    renderPage();
    await screen.findByText('负责本科教学管理');
    fireEvent.click(screen.getByText(/^删\s*除$/).closest('button')!);
    expect(await screen.findByText('确定删除该职责吗？')).toBeTruthy();
    expect(api.calls('/ospDeptDutyListConfig/remove')).toHaveLength(0);
    const confirm = screen
      .getAllByText(/^删\s*除$/)
      .at(-1)!
      .closest('button')!;
    fireEvent.click(confirm);
    await waitFor(() => expect(api.calls('/ospDeptDutyListConfig/remove')[0]?.body).toMatchObject({ ids: '1' }));
  });

  it('should reload when a transfer dialog emits the refresh event', async () => {
    api.answer('/ospDeptDutyListConfig/page', page([duty('1', '负责本科教学管理')]));
    renderPage();
    await screen.findByText('负责本科教学管理');
    const before = api.calls('/ospDeptDutyListConfig/page').length;
    act(() => emit(AppEvents.refresh, { listKey: 'deptDuty' }));
    await waitFor(() => expect(api.calls('/ospDeptDutyListConfig/page').length).toBe(before + 1));
  });

  it('should hand the ticked rows to the export dialog as data range 3', async () => {
    api.answer('/ospDeptDutyListConfig/page', page([duty('1', '负责本科教学管理'), duty('2', '负责学籍管理')]));
    api.answer('/exportFields', ok([{ key: 'deptName', label: '部门名称', checked: true }]));
    api.answer('/export/count', ok(2));
    renderPage();
    await screen.findByText('负责学籍管理');
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[1]!);
    fireEvent.click(screen.getByText('批量导出').closest('button')!);
    fireEvent.click(await screen.findByLabelText('勾选数据', { selector: 'input[type="radio"]' }));
    expect(await screen.findByText('共 1 条数据')).toBeTruthy();
  });

  it('should lay the page out as a configuration page: search, then 新增 and the batch actions, then the table', async () => {
    api.answer('/ospDeptDutyListConfig/page', page([duty('1', '负责本科教学管理')]));
    renderPage();
    await screen.findByText('负责本科教学管理');
    expect(screen.getByRole('heading', { level: 3, name: '部门职责清单配置' })).toBeTruthy();
    const toolbar = screen.getByRole('toolbar', { name: '列表操作' });
    expect([...toolbar.querySelectorAll('button')].map((b) => b.textContent?.replace(/\s/g, ''))).toEqual([
      '新增',
      '批量删除',
      '批量导入',
      '批量导出',
    ]);
    expect(button(/^编\s*辑$/).className).toContain('ant-btn-link');
  });

  it('should search with the filters from page 1 and empty them on 重置', async () => {
    api.answer('/ospDeptDutyListConfig/page', page([duty('1', '负责本科教学管理')], 30));
    renderPage();
    await screen.findByText('负责本科教学管理');
    fireEvent.change(screen.getByLabelText('职责描述'), { target: { value: ' 学籍 ' } });
    fireEvent.click(button(/^查\s*询$/));
    await waitFor(() =>
      expect(api.calls('/ospDeptDutyListConfig/page').at(-1)?.body).toMatchObject({ current: 1, dutyDescription: '学籍' }),
    );
    fireEvent.click(button(/^重\s*置$/));
    await waitFor(() => expect(api.calls('/ospDeptDutyListConfig/page').at(-1)?.body).not.toHaveProperty('dutyDescription'));
  });

  it('should show one message per empty required field, then keep the dialog open until the save succeeds', async () => {
    api.answer('/ospDeptDutyListConfig/page', page([duty('1', '负责本科教学管理')]));
    api.answer('/ospDeptDutyListConfig/save', refused(1004, '该部门已有相同的职责'), ok(duty('2', '负责学籍管理')));
    renderPage();
    await screen.findByText('负责本科教学管理');
    fireEvent.click(button(/^新\s*增$/));
    const dialog = await screen.findByRole('dialog');
    const save = () =>
      fireEvent.click(
        within(dialog)
          .getByText(/^保\s*存$/)
          .closest('button')!,
      );
    save();
    expect(await within(dialog).findByText('请输入职责描述')).toBeTruthy();
    expect(within(dialog).getByText('请选择部门')).toBeTruthy();
    expect(dialog.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(2);
    expect(api.calls('/ospDeptDutyListConfig/save')).toHaveLength(0);

    const dept = within(dialog).getAllByRole('combobox')[0]!;
    fireEvent.mouseDown(dept);
    fireEvent.change(dept, { target: { value: '教务' } });
    fireEvent.click(await screen.findByTitle('教务处'));
    fireEvent.change(within(dialog).getByLabelText('职责描述'), { target: { value: '负责学籍管理' } });
    save();
    expect(await screen.findByText('该部门已有相同的职责')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect((within(dialog).getByLabelText('职责描述') as HTMLTextAreaElement).value).toBe('负责学籍管理');
    save();
    await waitFor(() => expect(api.calls('/ospDeptDutyListConfig/save')).toHaveLength(2));
    expect(api.calls('/ospDeptDutyListConfig/save')[1]?.body).toMatchObject({ deptCode: 'JWC', dutyDescription: '负责学籍管理' });
    expect(await screen.findByText('新增成功')).toBeTruthy();
  });

  it("should give a department administrator their departments' duties only, without bulk import and export", async () => {
    signIn([]);
    const node = (id: string, code: string, name: string) => ({ id, code, name, parentId: 'root', sort: 0, children: [] });
    api.answer('/getDeptTreePower', ok([node('d1', 'JWC', '教务处'), node('d2', 'XGC', '学生工作处')]));
    api.answer('/ospDeptDutyListConfig/page', page([duty('1', '负责本科教学管理')]));
    renderPage();
    await screen.findByText('负责本科教学管理');
    expect(await screen.findByText('维护您管理的部门（教务处、学生工作处）的职责清单、部门信息以及职责与服务的对应关系。')).toBeTruthy();
    const toolbar = screen.getByRole('toolbar', { name: '列表操作' });
    expect([...toolbar.querySelectorAll('button')].map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['新增', '批量删除']);
    const tabs = screen.getByRole('tablist');
    expect(within(tabs).getByRole('tab', { name: '部门信息' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: '职责与服务' })).toBeTruthy();
    fireEvent.click(button(/^新\s*增$/));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getAllByRole('combobox')[0]!);
    expect(await screen.findByTitle('学生工作处')).toBeTruthy();
    expect(api.calls('/dict/deptCode')).toHaveLength(0);
  });

  describe('职责类型 and 三清单配置 › 职责类型必填', () => {
    const openForm = async () => {
      api.answer('/ospDeptDutyListConfig/page', page([duty('1', '负责本科教学管理')]));
      renderPage();
      await screen.findByText('负责本科教学管理');
      fireEvent.click(button(/^新\s*增$/));
      return screen.findByRole('dialog');
    };

    it('should require a duty type while isDutyTypeMust is on', async () => {
      api.answer('/isDutyTypeMust', ok(true));
      const dialog = await openForm();
      await waitFor(() => expect(api.calls('/isDutyTypeMust')).toHaveLength(1));
      const label = within(dialog).getByText('职责类型').closest('label')!;
      expect(label.className).toContain('ant-form-item-required');
      expect(within(dialog).queryByText('可不选；三清单中显示为「未分类」')).toBeNull();
    });

    it('should let a duty go without a type while isDutyTypeMust is off', async () => {
      api.answer('/isDutyTypeMust', ok(false));
      const dialog = await openForm();
      expect(await within(dialog).findByText('可不选；三清单中显示为「未分类」')).toBeTruthy();
      const label = within(dialog).getByText('职责类型').closest('label')!;
      expect(label.className).not.toContain('ant-form-item-required');
    });
  });
});
