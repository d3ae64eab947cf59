import { createHash, createHmac } from 'node:crypto';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { useSessionStore } from '../../../stores/session.ts';
import { useUiStore } from '../../../stores/ui.ts';
import PreLoginConfigPage, { carouselUploadProblem } from './pre-login-config-page.tsx';

const ok = (result: unknown) => ({ status: 1000, msg: '操作成功', result });

const config = {
  global: {
    schoolName: '明德大学',
    schoolLogo: null,
    title: '明德大学一站式网上服务大厅',
    subtitle: '',
    introduction: '',
    landingType: 'landing',
    themeColor: '#087EEB',
    heatWords: [],
    searchPlaceholder: '',
  },
  footer: { content: '', address: '', phone: '', email: '', copyright: '© 明德大学', icp: '', links: [] },
  columns: [],
  cards: [
    {
      id: 'k1',
      cardName: '数据概览',
      cardIntroduction: '',
      cardType: 'dataOverview',
      displayRows: 1,
      sort: 0,
      enabled: true,
      columnIds: [],
    },
  ],
  navigation: [],
  carousel: [],
  tools: [],
  thirdParty: [],
};

const calls: { path: string; body: unknown }[] = [];
const SIGN_KEY = 'test-sign-key';

/** Signs an answer the way the server does (SPEC §5), so the request layer's integrity check passes for real. */
function signedResponse(answer: unknown, path: string, requestId: string): Response {
  const text = JSON.stringify(answer);
  const responseTime = String(Date.now());
  const sha = createHash('sha256').update(text).digest('hex');
  const sign = createHmac('sha256', SIGN_KEY).update(`${requestId}\n${responseTime}\n${path}\n${sha}`).digest('hex');
  return new Response(text, {
    status: 200,
    headers: { 'content-type': 'application/json', responseTime, responsePath: path, requestId, sign },
  });
}

beforeEach(() => {
  calls.length = 0;
  useSessionStore.getState().setSignKey('sign-1', SIGN_KEY);
  // antd's tabs and text areas measure themselves; jsdom has no layout to observe.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ path, body });
      let answer: unknown = { status: 1004, msg: `未准备的接口 ${path}` };
      if (path.endsWith('/preLoginConfig/detail')) answer = ok(config);
      if (path.endsWith('/preLoginCardBasicConfig/repetitiveName'))
        answer = ok(
          body.cardName === '数据概览' ? { repetitive: true, msg: '卡片名称已存在，请更换名称' } : { repetitive: false, msg: '' },
        );
      if (path.endsWith('/preLoginConfig/saveGlobal')) answer = ok(body);
      const requestId = new Headers(init?.headers).get('requestId') ?? '';
      return signedResponse(answer, path, requestId);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <PreLoginConfigPage />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('carouselUploadProblem', () => {
  it('should refuse files that are not PNG, JPG, GIF or WEBP images, or larger than 2 MB', () => {
    expect(carouselUploadProblem({ type: 'image/svg+xml', size: 10 })).toBe('仅支持 PNG、JPG、GIF、WEBP 格式的图片');
    expect(carouselUploadProblem({ type: 'application/pdf', size: 10 })).toBe('仅支持 PNG、JPG、GIF、WEBP 格式的图片');
    expect(carouselUploadProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('图片大小不能超过2MB');
    expect(carouselUploadProblem({ type: 'image/webp', size: 2 * 1024 * 1024 })).toBeNull();
  });
});

describe('PreLoginConfigPage', () => {
  it('should open on the global tab and show a typed title in the live preview before saving', async () => {
    renderPage();
    const title = await screen.findByLabelText('首页标题');
    expect(useUiStore.getState().tabs.preLoginConfigTab).toBe('preLoginConfigGlobalConfig');
    fireEvent.change(title, { target: { value: '明德大学网上办事大厅' } });
    const preview = screen.getByRole('region', { name: '实时预览' });
    expect(within(preview).getByText('明德大学网上办事大厅')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/saveGlobal'))).toBe(false);
  });

  it('should sit in the shared configuration page with 编辑 and 删除 as text links, like the other configuration pages', async () => {
    useUiStore.getState().setTab('preLoginConfigTab', 'preLoginConfigCard');
    renderPage();
    const page = await screen.findByRole('region', { name: '登录前配置' });
    expect(page.classList.contains('oh-config-page')).toBe(true);
    // An outlined antd button spaces two Chinese characters apart (编 辑); a link does not.
    const edit = await within(page).findByRole('button', { name: '编辑' });
    const remove = within(page).getByRole('button', { name: '删除' });
    for (const action of [edit, remove]) expect(action.classList.contains('ant-btn-link')).toBe(true);
  });

  it('should say under the field that a card name is taken', async () => {
    useUiStore.getState().setTab('preLoginConfigTab', 'preLoginConfigCard');
    renderPage();
    // Text queries: role queries over antd's table are slow enough in jsdom to time out on a busy machine.
    fireEvent.click(await screen.findByText('新增卡片'));
    const name = await screen.findByLabelText('卡片名称');
    fireEvent.change(name, { target: { value: '数据概览' } });
    expect(await screen.findByText('卡片名称已存在，请更换名称')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/repetitiveName'))).toBe(true));
  });
});
