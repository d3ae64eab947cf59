import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { type FetchRoutes, ok, refused, stubFetch, stubResizeObserver } from '../../../test/fetch-routes.ts';
import AddNavigationPage from './add-navigation-page.tsx';

const entry = (id: string, name: string, custom: boolean, isAuto = 1) => ({
  id,
  navigationName: name,
  navigationType: custom ? 'ADD' : 'SERVICE_HALL',
  isBuilt: custom ? 2 : 1,
  configPath: null,
  isAuto,
  path: custom ? `https://example.edu.cn/${id}` : '/home/serviceHall',
  sort: 1,
  identities: [],
});

const detail = (list: ReturnType<typeof entry>[]) => ok({ list, customCount: list.filter((e) => e.isBuilt === 2).length, customMax: 6 });

let api: FetchRoutes;

beforeEach(() => {
  stubResizeObserver();
  api = stubFetch();
  api.answer('/platformapplynavigation/identity/card/list', ok([{ roleAlias: 'student', roleName: '学生', checked: false }]));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPage = () =>
  render(
    <AppProviders>
      <AddNavigationPage />
    </AppProviders>,
  );

// Controls are found by their text or aria-label, not by role and name over the whole page: that
// computes every candidate's accessible name, seconds a query in jsdom. closest() and the
// selectors still require the role.
const buttons = (text: RegExp) => screen.getAllByText(text).map((t) => t.closest('button')!);
// The page's title says 新增导航 as well.
const button = (text: RegExp) => screen.getByText(text, { selector: 'button *' }).closest('button')!;
const moveUp = (name: string) => screen.getByLabelText(`上移 ${name}`, { selector: 'button' }) as HTMLButtonElement;

describe('AddNavigationPage', () => {
  it('should list the entries with their 已启用 state and the custom count', async () => {
    api.answer('/platformapplynavigation/detail', detail([entry('hall', '服务大厅', false), entry('c1', '数字图书馆', true, 0)]));
    renderPage();
    expect(await screen.findByText('数字图书馆')).toBeTruthy();
    expect(screen.getByText('已启用')).toBeTruthy();
    expect(screen.getByText('未启用')).toBeTruthy();
    expect(screen.getByText(/已添加自定义导航 1\/6/)).toBeTruthy();
  });

  it('should say 最多新增6个自定义导航 instead of opening the dialog when 6 custom entries exist', async () => {
    const six = Array.from({ length: 6 }, (_, i) => entry(`c${i}`, `自定义${i}`, true));
    api.answer('/platformapplynavigation/detail', detail([entry('hall', '服务大厅', false), ...six]));
    renderPage();
    await screen.findByText('自定义5');
    fireEvent.click(button(/^新增导航$/));
    expect((await screen.findAllByText(/最多新增6个自定义导航/)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should show the server’s refusal when a seventh entry is saved meanwhile', async () => {
    api.answer('/platformapplynavigation/detail', detail([entry('hall', '服务大厅', false)]));
    api.answer('/platformapplynavigation/submit', refused(1004, '最多新增6个自定义导航'));
    renderPage();
    await screen.findByText('/home/serviceHall');
    fireEvent.click(button(/^新增导航$/));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(dialog.querySelector('input#navigationName')!, { target: { value: '第七个' } });
    fireEvent.change(dialog.querySelector('input#path')!, { target: { value: '/home/threelists' } });
    fireEvent.click(button(/^保\s*存$/));
    await waitFor(() =>
      expect(api.calls('/platformapplynavigation/submit')[0]?.body).toMatchObject({ navigationName: '第七个', isAuto: 1 }),
    );
    expect(await screen.findByText('最多新增6个自定义导航')).toBeTruthy();
  });

  it('should remove a custom entry only after confirmation and never offer it for a built-in one', async () => {
    api.answer('/platformapplynavigation/detail', detail([entry('hall', '服务大厅', false), entry('c1', '数字图书馆', true)]));
    api.answer('/platformapplynavigation/navigationConfig', ok([entry('hall', '服务大厅', false)]));
    renderPage();
    await screen.findByText('数字图书馆');
    const deletes = buttons(/^删\s*除$/);
    expect(deletes).toHaveLength(2);
    expect((deletes[0] as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(deletes[1]!);
    expect(await screen.findByText('确定删除导航「数字图书馆」吗？')).toBeTruthy();
    expect(api.calls('/platformapplynavigation/navigationConfig')).toHaveLength(0);
    fireEvent.click(buttons(/^删\s*除$/).at(-1)!);
    await waitFor(() =>
      expect(api.calls('/platformapplynavigation/navigationConfig')[0]?.body).toMatchObject({ action: 'remove', id: 'c1' }),
    );
  });

  it('should switch an entry off and save a new order with the arrows', async () => {
    api.answer('/platformapplynavigation/detail', detail([entry('hall', '服务大厅', false), entry('c1', '数字图书馆', true)]));
    api.answer('/platformapplynavigation/navigationConfig', ok([]));
    renderPage();
    await screen.findByText('数字图书馆');
    fireEvent.click(screen.getByLabelText('数字图书馆：已启用', { selector: '[role="switch"]' }));
    await waitFor(() =>
      expect(api.calls('/platformapplynavigation/navigationConfig')[0]?.body).toMatchObject({ action: 'enable', id: 'c1', isAuto: 0 }),
    );
    await waitFor(() => expect(moveUp('数字图书馆').disabled).toBe(false));
    fireEvent.click(moveUp('数字图书馆'));
    await waitFor(() =>
      expect(api.calls('/platformapplynavigation/navigationConfig').at(-1)?.body).toMatchObject({ action: 'order', ids: ['c1', 'hall'] }),
    );
  });

  it('should offer a retry when the list cannot be loaded', async () => {
    api.answer('/platformapplynavigation/detail', { status: 500, body: { status: 500, msg: '服务器开小差了' } });
    renderPage();
    expect(await screen.findByText('导航列表加载失败')).toBeTruthy();
  });
});
