import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { type FetchRoutes, ok, refused, stubResizeObserver } from '../../../test/fetch-routes.ts';
import { stubSignedFetch } from '../../../test/signed-fetch.ts';
import { ExternalApisPanel } from './external-apis-panel.tsx';

const summary = { id: 'a1', apiName: '图书借阅', url: 'https://lib.example.edu/api/loans', method: 'GET', remark: '' };
const detail = {
  ...summary,
  requestParams: [{ name: 'account', paramType: 'CURRENT_USER_ACCOUNT', required: true, description: '学号', defaultValue: '' }],
  returnParams: [{ field: 'title', chineseName: '书名', path: 'book.title' }],
  listPath: 'result.records',
  totalPath: '',
};

let api: FetchRoutes;

beforeEach(() => {
  stubResizeObserver();
  api = stubSignedFetch();
  api.answer('/cardcolumnconfig/getApiList', ok([summary]));
  api.answer(
    '/cardcolumnconfig/getParamTypeList',
    ok([
      { dictKey: 'STRING', dictValue: '字符串' },
      { dictKey: 'CURRENT_USER_ACCOUNT', dictValue: '当前用户账号' },
    ]),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPanel = () =>
  render(
    <AppProviders>
      <ExternalApisPanel />
    </AppProviders>,
  );

// Buttons are found by their text and fields by their labels, not by role and name: over this
// form that computes every candidate's accessible name, seconds a query in jsdom. closest() and
// the selectors still require the role.
const buttonIn = (container: HTMLElement, text: RegExp) => within(container).getByText(text).closest('button')!;
const saveButton = (drawer: HTMLElement) => buttonIn(drawer, /^保\s*存$/);

describe('ExternalApisPanel', () => {
  it('should register a new API with its request parameters and returned fields, then refresh the list', async () => {
    api.answer('/cardcolumnconfig/saveApi', ok({ ...detail, id: 'a2', apiName: '一卡通余额' }));
    renderPanel();
    expect(await screen.findByText('图书借阅')).toBeTruthy();
    fireEvent.click(buttonIn(document.body, /^新增接口$/));
    const drawer = await screen.findByRole('dialog');

    // Required fields are checked before anything is sent.
    fireEvent.click(saveButton(drawer));
    expect(await within(drawer).findByText('请输入接口名称')).toBeTruthy();
    expect(within(drawer).getByText('请输入接口地址')).toBeTruthy();
    expect(api.calls('/cardcolumnconfig/saveApi')).toHaveLength(0);

    fireEvent.change(within(drawer).getByLabelText('接口名称'), { target: { value: ' 一卡通余额 ' } });
    fireEvent.change(within(drawer).getByLabelText('接口地址'), { target: { value: 'https://card.example.edu/balance' } });
    fireEvent.click(within(drawer).getByLabelText('POST', { selector: 'input[type="radio"]' }));
    fireEvent.change(within(drawer).getByLabelText('列表位置'), { target: { value: 'data.rows' } });

    fireEvent.click((await within(drawer).findByText(/^添加请求参数$/)).closest('button')!);
    fireEvent.change(await within(drawer).findByLabelText('请求参数1参数名'), { target: { value: 'account' } });
    fireEvent.mouseDown(within(drawer).getByLabelText('请求参数1类型', { selector: '[role="combobox"]' }));
    fireEvent.click(await screen.findByTitle('当前用户账号'));
    fireEvent.click(within(drawer).getByLabelText('请求参数1必填', { selector: 'input[type="checkbox"]' }));

    fireEvent.click(buttonIn(drawer, /^添加返回字段$/));
    fireEvent.click(saveButton(drawer));
    expect(await within(drawer).findByText('请输入字段名')).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('返回字段1字段名'), { target: { value: 'balance' } });
    fireEvent.change(within(drawer).getByLabelText('返回字段1中文名称'), { target: { value: '余额' } });

    const listCalls = api.calls('/cardcolumnconfig/getApiList').length;
    fireEvent.click(saveButton(drawer));
    await waitFor(() => expect(api.calls('/cardcolumnconfig/saveApi')).toHaveLength(1));
    const body = api.calls('/cardcolumnconfig/saveApi')[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('id');
    expect(body).toMatchObject({
      apiName: '一卡通余额',
      url: 'https://card.example.edu/balance',
      method: 'POST',
      remark: '',
      requestParams: [{ name: 'account', paramType: 'CURRENT_USER_ACCOUNT', required: true, description: '', defaultValue: '' }],
      returnParams: [{ field: 'balance', chineseName: '余额', path: '' }],
      listPath: 'data.rows',
      totalPath: '',
    });
    await waitFor(() => expect(api.calls('/cardcolumnconfig/getApiList').length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('should keep the form open with the server message when the address is refused', async () => {
    const msg = '接口地址不可用：不允许访问内网地址 10.0.0.8';
    api.answer('/cardcolumnconfig/getApiDetail', ok(detail));
    api.answer('/cardcolumnconfig/saveApi', refused(1004, msg));
    renderPanel();
    fireEvent.click(await screen.findByLabelText('编辑「图书借阅」', { selector: 'button' }));
    const drawer = await screen.findByRole('dialog');
    const url = (await within(drawer).findByLabelText('接口地址')) as HTMLInputElement;
    await waitFor(() => expect(url.value).toBe(detail.url));
    expect(((await within(drawer).findByLabelText('请求参数1参数名')) as HTMLInputElement).value).toBe('account');
    fireEvent.change(url, { target: { value: 'http://10.0.0.8/loans' } });
    fireEvent.click(saveButton(drawer));

    expect(await within(drawer).findByText(msg)).toBeTruthy();
    expect(api.calls('/cardcolumnconfig/saveApi')[0]?.body).toMatchObject({
      id: 'a1',
      url: 'http://10.0.0.8/loans',
      requestParams: detail.requestParams,
      returnParams: detail.returnParams,
      listPath: 'result.records',
    });
    expect(screen.getByRole('dialog')).toBe(drawer);
    expect(url.value).toBe('http://10.0.0.8/loans');
  });

  it('should ask before removing an API and show why the server refused', async () => {
    const msg = '接口“图书借阅”仍被栏目“借阅提醒”使用，请先修改这些栏目的数据来源';
    api.answer('/cardcolumnconfig/removeApi', refused(1004, msg));
    renderPanel();
    fireEvent.click(await screen.findByLabelText('删除「图书借阅」', { selector: 'button' }));
    expect(await screen.findByText('确定删除接口「图书借阅」吗？')).toBeTruthy();
    expect(api.calls('/cardcolumnconfig/removeApi')).toHaveLength(0);
    fireEvent.click(
      screen
        .getAllByText(/^删\s*除$/)
        .at(-1)!
        .closest('button')!,
    );
    await waitFor(() => expect(api.calls('/cardcolumnconfig/removeApi')[0]?.body).toMatchObject({ id: 'a1' }));
    expect(await screen.findByText(msg)).toBeTruthy();
    expect(screen.getByText('图书借阅')).toBeTruthy();
  });
});
