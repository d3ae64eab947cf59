import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { DEFAULT_TABS, useUiStore } from '../../../stores/ui.ts';
import { type FetchRoutes, ok, stubResizeObserver } from '../../../test/fetch-routes.ts';
import { stubSignedFetch } from '../../../test/signed-fetch.ts';
import CardBusinessConfigPage from './card-business-config-page.tsx';

const card = {
  id: 'c1',
  typeId: 't1',
  typeName: '办事',
  kind: 'todo',
  cardName: '我的待办',
  cardIntroduction: '',
  width: 'wide',
  displayRows: 1,
  url: '',
  sort: 0,
  enabled: true,
  fixed: false,
  roles: [],
  columnCount: 0,
};

let api: FetchRoutes;

beforeEach(() => {
  sessionStorage.clear();
  useUiStore.setState({ tabs: { ...DEFAULT_TABS } });
  stubResizeObserver();
  api = stubSignedFetch();
  api.answer('/baseService/getRoleList', ok([{ id: 'r1', roleName: '学生', roleAlias: 'student', roleType: '1' }]));
  api.answer('/indexcardconfig/list', ok([card]));
  api.answer('/cardbasicconfig/detail', ok(card));
  api.answer('/cardcolumnconfig/list', ok([]));
  api.answer('/cardcolumnconfig/getDataSourceList', ok([{ key: 'todo', name: '待办事项', dataSource: 'todo', apiId: null }]));
  api.answer('/cardcolumnconfig/getRequestParamByDataSource', ok([]));
  api.answer(
    '/cardcolumnconfig/getReturnParamByDataSource',
    ok([
      { field: 'title', chineseName: '标题' },
      { field: 'fieldSet', chineseName: '重要性' },
      { field: 'urlDetail', chineseName: '详情地址' },
    ]),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// Tabs and buttons are found by their text, not by role and name over the whole page: that
// computes every candidate's accessible name, seconds a query in jsdom. closest() still requires the role.
const tab = (text: string) => screen.getByText(text).closest('[role="tab"]')!;
const button = async (text: RegExp) => (await screen.findByText(text)).closest('button')!;

const renderPage = () =>
  render(
    <AppProviders>
      <CardBusinessConfigPage />
    </AppProviders>,
  );

describe('CardBusinessConfigPage', () => {
  it('should open on the 首页卡片 tab and remember another tab in the UI store', async () => {
    renderPage();
    expect(tab('首页卡片').getAttribute('aria-selected')).toBe('true');
    api.answer('/cardbusinessconfig/list', ok([]));
    fireEvent.click(tab('待我处理'));
    expect(useUiStore.getState().tabs.cardBusinessConfigTab).toBe('takeMeToHandleIt');
    await waitFor(() => expect(tab('业务系统接入').getAttribute('aria-selected')).toBe('true'));
  });

  it('should offer defaults 待审批 and 超时 and never offer fieldSet or urlDetail as shown fields', async () => {
    api.answer('/cardcolumnconfig/submit', ok({}));
    renderPage();
    fireEvent.click(await button(/^新增栏目$/));
    const drawer = await screen.findByRole('dialog');
    const todoLabel = (await within(drawer).findByLabelText('待办标签')) as HTMLInputElement;
    await waitFor(() => expect(todoLabel.value).toBe('待审批'));
    expect((within(drawer).getByLabelText('超时标签') as HTMLInputElement).value).toBe('超时');
    fireEvent.change(within(drawer).getByLabelText('栏目名称'), { target: { value: '待审批' } });
    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: '数据来源' }));
    fireEvent.click(await screen.findByTitle('待办事项'));
    expect(await within(drawer).findByRole('checkbox', { name: '显示字段 title' })).toBeTruthy();
    expect(within(drawer).queryByRole('checkbox', { name: '显示字段 fieldSet' })).toBeNull();
    expect(within(drawer).queryByRole('checkbox', { name: '显示字段 urlDetail' })).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.calls('/cardcolumnconfig/submit')).toHaveLength(1));
    expect(api.calls('/cardcolumnconfig/submit')[0]?.body).toMatchObject({
      cardId: 'c1',
      columnName: '待审批',
      dataSource: 'todo',
      cardMapping: [{ field: 'title', chineseName: '标题' }],
      todoTypeName: '待审批',
      todoTimeoutName: '超时',
    });
  });

  it('should show a new business system key once after registering it', async () => {
    useUiStore.getState().setTab('cardBusinessConfigTab', 'takeMeToHandleIt');
    api.answer('/cardbusinessconfig/list', ok([]));
    const system = {
      id: 'sys1',
      systemName: '教务系统',
      systemCode: 'jwxt',
      enabled: true,
      remark: '',
      sort: 0,
      todoNum: 0,
      todoTimeoutNum: 0,
      doneNum: 0,
      processNum: 0,
      createTime: '',
      updateTime: '',
    };
    api.answer('/cardbusinessconfig/submit', ok({ system, key: { systemId: 'sys1', systemCode: 'jwxt', secret: 's3cr3t-key' } }));
    renderPage();
    fireEvent.click(await button(/^新增业务系统$/));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('系统名称'), { target: { value: '教务系统' } });
    fireEvent.change(within(dialog).getByLabelText('系统编码'), { target: { value: 'jwxt' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('s3cr3t-key')).toBeTruthy();
    expect(screen.getByText(/密钥只显示这一次/)).toBeTruthy();
    expect(api.calls('/cardbusinessconfig/submit')[0]?.body).toMatchObject({ systemName: '教务系统', systemCode: 'jwxt', enabled: true });
  });
  it('should save the to-do number reminder with every field it watches', async () => {
    useUiStore.getState().setTab('cardBusinessConfigTab', 'takeMeToHandleIt');
    useUiStore.getState().setTab('takeMeToHandleItConfigTab', 'rightConfig');
    const remind = {
      enabled: false,
      remindMode: 'LOGIN',
      rules: [
        { field: 'todoNum', threshold: 10, enabled: true },
        { field: 'todoTimeoutNum', threshold: 1, enabled: true },
      ],
      updateTime: null,
    };
    api.answer('/cardcolumnconfig/todoNumRemindDetail', ok(remind));
    api.answer(
      '/cardcolumnconfig/todoNumRemindField',
      ok([
        { field: 'todoNum', name: '待办数量', description: '未办理的待办事项条数' },
        { field: 'todoTimeoutNum', name: '超时待办数量', description: '已超过办理期限仍未办理的待办条数' },
      ]),
    );
    api.answer('/cardcolumnconfig/saveTodoNumRemind', ok(remind));
    renderPage();
    fireEvent.click(await screen.findByLabelText('启用待办数量提醒', { selector: '[role="switch"]' }));
    fireEvent.click(await button(/^保\s*存$/));
    await waitFor(() => expect(api.calls('/cardcolumnconfig/saveTodoNumRemind')).toHaveLength(1));
    expect(api.calls('/cardcolumnconfig/saveTodoNumRemind')[0]?.body).toMatchObject({
      enabled: true,
      remindMode: 'LOGIN',
      rules: [
        { field: 'todoNum', threshold: 10, enabled: true },
        { field: 'todoTimeoutNum', threshold: 1, enabled: true },
      ],
    });
  });
});
