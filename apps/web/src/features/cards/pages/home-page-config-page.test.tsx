import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { type FetchRoutes, ok, refused, stubResizeObserver } from '../../../test/fetch-routes.ts';
import { stubSignedFetch } from '../../../test/signed-fetch.ts';
import HomePageConfigPage from './home-page-config-page.tsx';

const card = (id: string, cardName: string, typeId: string | null) => ({
  id,
  typeId,
  typeName: typeId ? '学习' : null,
  kind: 'news',
  cardName,
  cardIntroduction: '',
  width: 'narrow',
  displayRows: 1,
  url: '',
  sort: 0,
  enabled: true,
  fixed: false,
  roles: [],
  columnCount: 0,
});

const type = (id: string, typeName: string, cards: ReturnType<typeof card>[] = []) => ({
  id,
  typeName,
  sort: 0,
  enabled: true,
  roles: [],
  cardConfigs: cards,
});

const roles = [
  { id: 'r1', roleName: '学生', roleAlias: 'student', roleType: '1' },
  { id: 'r2', roleName: '教师', roleAlias: 'teacher', roleType: '1' },
];

let api: FetchRoutes;

beforeEach(() => {
  sessionStorage.clear();
  stubResizeObserver();
  api = stubSignedFetch();
  api.answer('/baseService/getRoleList', ok(roles));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPage = () =>
  render(
    <AppProviders>
      <HomePageConfigPage />
    </AppProviders>,
  );

// The button by its text rather than by role and name: on this page a role query computes every
// button's accessible name, seconds each time in jsdom. closest('button') still requires a button.
const button = (text: RegExp) => screen.getByText(text).closest('button')!;

describe('HomePageConfigPage', () => {
  it('should ask for a first type with 请新增分类 when there are no types', async () => {
    api.answer('/indextypeconfig/list', ok([]));
    renderPage();
    expect(await screen.findByText('请新增分类')).toBeTruthy();
    expect(button(/^新增分类$/)).toBeTruthy();
  });

  it('should show the server message when a type that still has cards is deleted', async () => {
    const msg = '该分类下还有卡片，请先移除分类下的卡片再删除分类';
    api.answer('/indextypeconfig/list', ok([type('t1', '学习', [card('c1', '校园新闻', 't1')])]));
    api.answer('/indextypeconfig/remove', refused(1004, msg));
    renderPage();
    const row = (await screen.findByText('学习')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确定删除分类「学习」吗？')).toBeTruthy();
    expect(api.calls('/indextypeconfig/remove')).toHaveLength(0);
    fireEvent.click(
      screen
        .getAllByText(/^删\s*除$/)
        .at(-1)!
        .closest('button')!,
    );
    await waitFor(() => expect(api.calls('/indextypeconfig/remove')[0]?.body).toMatchObject({ ids: 't1' }));
    expect(await screen.findByText(msg)).toBeTruthy();
  });

  it('should rename a type through the shared dialog: one message per field, open until the server accepts', async () => {
    api.answer('/indextypeconfig/list', ok([type('t1', '学习')]));
    api.answer('/indextypeconfig/submit', refused(1004, '分类名称已存在'), ok(type('t1', '学业')));
    renderPage();
    const row = (await screen.findByText('学习')).closest('tr')!;
    fireEvent.click(within(row).getByText('编辑'));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('分类名称') as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('学习'));
    const save = () =>
      fireEvent.click(
        within(dialog)
          .getByText(/^保\s*存$/)
          .closest('button')!,
      );

    fireEvent.change(name, { target: { value: '  ' } });
    save();
    expect(await within(dialog).findByText('请输入分类名称')).toBeTruthy();
    expect(dialog.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(1);
    expect(api.calls('/indextypeconfig/submit')).toHaveLength(0);

    fireEvent.change(name, { target: { value: '学业' } });
    save();
    expect(await screen.findByText('分类名称已存在')).toBeTruthy();
    expect(name.value).toBe('学业');
    save();
    await waitFor(() => expect(api.calls('/indextypeconfig/submit')).toHaveLength(2));
    expect(api.calls('/indextypeconfig/submit')[1]?.body).toMatchObject({ id: 't1', typeName: '学业' });
    expect(await screen.findByText('分类已保存')).toBeTruthy();
  });

  it('should add a card of the chosen kind into the selected type', async () => {
    sessionStorage.setItem('onehall-cards-tab:homePageConfig', 'cards');
    api.answer('/indextypeconfig/list', ok([type('t1', '学习')]));
    api.answer('/indexcardconfig/list', ok([]));
    api.answer('/indexcardconfig/submit', ok(card('c9', '图书馆通知', 't1')));
    renderPage();
    await waitFor(() => expect((button(/^新增卡片$/) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button(/^新增卡片$/));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '卡片类型' }));
    fireEvent.click(await screen.findByTitle('校园新闻'));
    fireEvent.change(within(dialog).getByLabelText('卡片名称'), { target: { value: '图书馆通知' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: '宽卡片' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: '2 行' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: '固定显示' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.calls('/indexcardconfig/submit')).toHaveLength(1));
    expect(api.calls('/indexcardconfig/submit')[0]?.body).toMatchObject({
      kind: 'news',
      typeId: 't1',
      cardName: '图书馆通知',
      width: 'wide',
      displayRows: 2,
      fixed: true,
    });
  });

  it('should authorise a card for the ticked roles', async () => {
    sessionStorage.setItem('onehall-cards-tab:homePageConfig', 'auth');
    api.answer('/indextypeconfig/list', ok([type('t1', '学习', [card('c1', '校园新闻', 't1')])]));
    api.answer('/indextypeconfig/getAuthConfig', ok([]));
    api.answer('/indextypeconfig/authConfig', ok(['student']));
    renderPage();
    fireEvent.click(await screen.findByLabelText('设置权限：校园新闻', { selector: 'button' }));
    fireEvent.click(await within(await screen.findByRole('dialog')).findByRole('checkbox', { name: '学生' }));
    fireEvent.click(button(/^保\s*存$/));
    await waitFor(() =>
      expect(api.calls('/indextypeconfig/authConfig')[0]?.body).toMatchObject({ target: 'card', id: 'c1', roles: ['student'] }),
    );
  });

  it('should show the saved roles ticked and forget unsaved ticks when the dialog is cancelled', async () => {
    sessionStorage.setItem('onehall-cards-tab:homePageConfig', 'auth');
    api.answer('/indextypeconfig/list', ok([type('t1', '学习', [card('c1', '校园新闻', 't1')])]));
    api.answer('/indextypeconfig/getAuthConfig', ok(['teacher']));
    renderPage();
    const checkbox = async (name: string) =>
      (await within(await screen.findByRole('dialog')).findByRole('checkbox', { name })) as HTMLInputElement;
    fireEvent.click(await screen.findByLabelText('设置权限：校园新闻', { selector: 'button' }));
    expect((await checkbox('教师')).checked).toBe(true);
    fireEvent.click(await checkbox('学生'));
    expect((await checkbox('学生')).checked).toBe(true);
    fireEvent.click(button(/^取\s*消$/));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: '学生' })).toBeNull());
    fireEvent.click(screen.getByLabelText('设置权限：校园新闻', { selector: 'button' }));
    expect((await checkbox('教师')).checked).toBe(true);
    expect((await checkbox('学生')).checked).toBe(false);
    expect(api.calls('/indextypeconfig/authConfig')).toHaveLength(0);
  });

  it('should remember the open tab for the session', async () => {
    api.answer('/indextypeconfig/list', ok([]));
    const contacts = { copyright: '© 示范大学', address: '', phone: '', email: '', icp: '', policeRecord: '', links: [] };
    api.answer('/indexfooterinfo/detail', ok({ ...contacts, isShowMsg: 1 }));
    // The footer tab edits the school's one identity (components/school-identity).
    api.answer(
      '/schoolIdentity/detail',
      ok({ ...contacts, schoolName: '示范大学', shortName: '示范', logo: null, website: '', footerNote: '' }),
    );
    const first = renderPage();
    fireEvent.click((await screen.findByText('页脚信息')).closest('[role="tab"]')!);
    expect(await screen.findByDisplayValue('© 示范大学')).toBeTruthy();
    first.unmount();
    renderPage();
    expect(await screen.findByDisplayValue('© 示范大学')).toBeTruthy();
  });
  it('should tighten the password rule and show the rule it makes', async () => {
    sessionStorage.setItem('onehall-cards-tab:homePageConfig', 'password');
    const policy = { minLength: 8, requireMixedCase: false, requireSymbol: false };
    api.answer(
      '/eduSystemManagePwdConfig/detail',
      ok({ ...policy, passwordReg: '', passwordRegMsg: '密码须为8到64位，且同时包含字母和数字' }),
    );
    api.answer(
      '/eduSystemManagePwdConfig/submit',
      ok({ minLength: 12, requireMixedCase: true, requireSymbol: false, passwordReg: '', passwordRegMsg: 'x' }),
    );
    renderPage();
    expect(await screen.findByText('当前规则：密码须为8到64位，且同时包含字母和数字')).toBeTruthy();
    const length = screen.getByLabelText('最短长度', { selector: '[role="spinbutton"]' });
    fireEvent.change(length, { target: { value: '12' } });
    fireEvent.click(screen.getByLabelText('须同时包含大写字母和小写字母', { selector: '[role="switch"]' }));
    fireEvent.click(button(/^保\s*存$/));
    await waitFor(() =>
      expect(api.calls('/eduSystemManagePwdConfig/submit')[0]?.body).toMatchObject({
        minLength: 12,
        requireMixedCase: true,
        requireSymbol: false,
      }),
    );
    expect(await screen.findByText('密码规则已保存')).toBeTruthy();
  });

  it('should not send a minimum length below 8', async () => {
    sessionStorage.setItem('onehall-cards-tab:homePageConfig', 'password');
    api.answer(
      '/eduSystemManagePwdConfig/detail',
      ok({
        minLength: 8,
        requireMixedCase: false,
        requireSymbol: false,
        passwordReg: '',
        passwordRegMsg: '密码须为8到64位，且同时包含字母和数字',
      }),
    );
    renderPage();
    fireEvent.change(await screen.findByLabelText('最短长度', { selector: '[role="spinbutton"]' }), { target: { value: '6' } });
    fireEvent.click(button(/^保\s*存$/));
    expect(await screen.findByText('请输入8到32之间的整数')).toBeTruthy();
    expect(api.calls('/eduSystemManagePwdConfig/submit')).toHaveLength(0);
  });

  it('should put the saved password rule back with 取消, showing one message for an empty length', async () => {
    sessionStorage.setItem('onehall-cards-tab:homePageConfig', 'password');
    api.answer(
      '/eduSystemManagePwdConfig/detail',
      ok({ minLength: 10, requireMixedCase: false, requireSymbol: false, passwordReg: '', passwordRegMsg: '密码须为10到64位' }),
    );
    renderPage();
    const length = await screen.findByLabelText('最短长度', { selector: '[role="spinbutton"]' });
    fireEvent.change(length, { target: { value: '' } });
    fireEvent.click(button(/^保\s*存$/));
    expect(await screen.findByText('请输入最短长度')).toBeTruthy();
    expect(screen.queryByText('请输入8到32之间的整数')).toBeNull();
    fireEvent.click(button(/^取\s*消$/));
    await waitFor(() =>
      expect((screen.getByLabelText('最短长度', { selector: '[role="spinbutton"]' }) as HTMLInputElement).value).toBe('10'),
    );
    expect(api.calls('/eduSystemManagePwdConfig/submit')).toHaveLength(0);
  });
});
