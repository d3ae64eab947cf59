import { THEMES } from '@onehall/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { useAuthStore } from '../../../stores/auth.ts';
import { useThemeStore } from '../../../stores/theme.ts';
import { type FetchRoutes, ok, refused } from '../../../test/fetch-routes.ts';
import { stubSignedFetch } from '../../../test/signed-fetch.ts';
import { ThemePicker } from './theme-picker.tsx';

let api: FetchRoutes;
const [DEFAULT, GREEN, , DARK] = THEMES;
const setting = (userThemeId: string | null) => ({
  schoolThemeId: DEFAULT!.themeId,
  userThemeId,
  theme: THEMES.find((t) => t.themeId === (userThemeId ?? DEFAULT!.themeId)),
});

beforeEach(() => {
  api = stubSignedFetch();
  api.answer('/platformThemeManage/getThemeManageList', ok(THEMES));
  api.answer('/themeSetUp/detail', ok(setting(null)));
  useAuthStore.setState({
    accessToken: 'a',
    userInfo: { account: 'student01', nick_name: '张思远', user_id: 'u1', tenant_id: '000000', roles: [], configurationMenu: [] },
  });
  useThemeStore.setState({ userId: null, theme: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPicker = () =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <ThemePicker />
    </AppProviders>,
  );

describe('ThemePicker', () => {
  it('should offer every theme with the school default checked, and apply a choice at once and keep it on the server', async () => {
    api.answer('/userThemeSetUp/submit', ok(setting(DARK!.themeId)));
    renderPicker();
    const group = await screen.findByRole('radiogroup', { name: '选择主题' });
    expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(THEMES.length);
    expect((screen.getByRole('radio', { name: /默认主题/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/学校默认主题：默认主题/).textContent).toContain('正在使用');

    fireEvent.click(screen.getByRole('radio', { name: /暗夜/ }));
    // Painted before the server has answered.
    expect(useThemeStore.getState()).toMatchObject({ userId: 'u1', theme: { themeId: DARK!.themeId, themeMode: 'dark' } });
    await waitFor(() => expect(api.calls('/userThemeSetUp/submit')).toHaveLength(1));
    expect(api.calls('/userThemeSetUp/submit')[0]?.body).toMatchObject({ themeId: DARK!.themeId });
    expect(await screen.findByText('使用学校默认主题')).toBeTruthy();
  });

  it('should paint the previous theme again when the server refuses the choice', async () => {
    api.answer('/userThemeSetUp/submit', refused(1004, '该主题不存在，请从主题列表中选择'));
    useThemeStore.setState({ userId: 'u1', theme: { themeId: DEFAULT!.themeId, themeColor: DEFAULT!.themeColor, themeMode: 'light' } });
    renderPicker();
    fireEvent.click(await screen.findByRole('radio', { name: /青翠/ }));
    expect(useThemeStore.getState().theme?.themeId).toBe(GREEN!.themeId);
    await waitFor(() => expect(useThemeStore.getState().theme?.themeId).toBe(DEFAULT!.themeId));
  });
});
