import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { bootLanding, LandingRoutePage } from './boot.ts';

const ok = (result: unknown) => ({ status: 1000, msg: '操作成功', result });

const ANSWERS: Record<string, unknown> = {
  '/api/blade-workbench/nobody/preLogin/schoolInfo': ok({ schoolName: '示范大学', schoolLogo: null, title: '', themeColor: '#087EEB' }),
  '/api/online-service-platform/nobody/preLogin/getPreLoginIndex': ok({
    global: {
      schoolName: '示范大学',
      schoolLogo: null,
      title: '示范大学网上服务大厅',
      subtitle: '',
      introduction: '',
      landingType: 'landing',
      themeColor: '#087EEB',
      heatWords: [],
      searchPlaceholder: '',
    },
    navigation: [],
    carousel: [
      { id: 'c0', title: '', imgUrl: 'javascript:alert(1)', linkUrl: null, sort: 0, enabled: true },
      { id: 'c1', title: '开学季', imgUrl: '/files/c1.png', linkUrl: null, sort: 1, enabled: true },
    ],
  }),
  '/api/online-service-platform/nobody/preLogin/common/configJson': ok({
    landingType: 'landing',
    businessType: '',
    themeColor: '#087EEB',
    title: '',
    schoolName: '示范大学',
  }),
  '/api/online-service-platform/nobody/preLogin/getPreLoginPage': ok([]),
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      const body = ANSWERS[path] ?? { status: 1004, msg: `未准备的接口 ${path}` };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('bootLanding', () => {
  it('should let / render the hero in its first render, with no loading fallback in between', async () => {
    const queryClient = createQueryClient();
    await bootLanding(queryClient);
    render(
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={['/']}>
          <Suspense fallback={<p>页面加载中</p>}>
            <LandingRoutePage />
          </Suspense>
        </MemoryRouter>
      </AppProviders>,
    );
    // No waiting: a fallback (and React's 300 ms throttle after it) would come first otherwise.
    expect(screen.queryByText('页面加载中')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('示范大学网上服务大厅');
  });

  it('should start fetching the first banner the page can show as soon as its address is known', async () => {
    await bootLanding(createQueryClient());
    await waitFor(() => {
      const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
      expect(preload?.getAttribute('href')).toBe('/files/c1.png');
      expect(preload?.getAttribute('fetchpriority')).toBe('high');
    });
  });
});
