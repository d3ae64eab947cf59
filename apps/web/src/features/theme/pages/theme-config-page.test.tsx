import { THEMES, ThemeMessages } from '@onehall/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { useAuthStore } from '../../../stores/auth.ts';
import { type FetchRoutes, ok, stubResizeObserver } from '../../../test/fetch-routes.ts';
import { stubSignedFetch } from '../../../test/signed-fetch.ts';
import ThemeConfigPage from './theme-config-page.tsx';

let api: FetchRoutes;

beforeEach(() => {
  stubResizeObserver();
  api = stubSignedFetch();
  api.answer('/platformThemeManage/getThemeManageList', ok(THEMES));
  api.answer('/themeSetUp/detail', ok({ schoolThemeId: '1', userThemeId: null, theme: THEMES[0] }));
  api.answer('/themeSetUp/submit', ok({ schoolThemeId: '3', userThemeId: null, theme: THEMES[2] }));
  useAuthStore.setState({
    accessToken: 'a',
    userInfo: { account: 'admin', nick_name: '系统管理员', user_id: 'a1', tenant_id: '000000', roles: [], configurationMenu: [] },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('主题配置 page', () => {
  it("should show the school's default checked and save another one", async () => {
    render(
      <AppProviders queryClient={createQueryClient()}>
        <ThemeConfigPage />
      </AppProviders>,
    );
    const group = await screen.findByRole('radiogroup', { name: '学校默认主题' });
    await waitFor(() => expect((screen.getByRole('radio', { name: /默认主题/ }) as HTMLInputElement).checked).toBe(true));
    expect(group.querySelectorAll('input')).toHaveLength(THEMES.length);
    fireEvent.click(screen.getByRole('radio', { name: /绛红/ }));
    fireEvent.click(screen.getByText(/^保\s*存$/).closest('button')!);
    await waitFor(() => expect(api.calls('/themeSetUp/submit')).toHaveLength(1));
    expect(api.calls('/themeSetUp/submit')[0]?.body).toMatchObject({ themeId: '3' });
    expect(await screen.findByText(ThemeMessages.schoolSaved)).toBeTruthy();
  });
});
