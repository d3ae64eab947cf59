import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { useUiStore } from '../../../stores/ui.ts';
import LandingPage from './landing-page.tsx';

/** Answers of the API by path; the real request layer runs, only the network is replaced. */
type Answers = Record<string, { status: number; msg?: string; result?: unknown }>;

const ok = (result: unknown) => ({ status: 1000, msg: '操作成功', result });

const card = (id: string, cardType: string, cardName: string, extra: object = {}) => ({
  id,
  cardName,
  cardIntroduction: '',
  cardType,
  displayRows: 1,
  sort: 0,
  enabled: true,
  columnIds: [],
  ...extra,
});

const global = {
  schoolName: '示范大学',
  schoolLogo: null,
  title: '一站式网上服务大厅',
  subtitle: '让数据多跑路',
  introduction: '<p>欢迎<script>window.hacked = true</script><img src="x" onerror="window.hacked = true"></p>',
  landingType: 'landing',
  themeColor: '#087EEB',
  heatWords: ['奖学金'],
  searchPlaceholder: '搜索服务',
};

const service = {
  serviceId: 's1',
  serviceName: '成绩单打印',
  serviceIcon: null,
  serviceDeptName: '教务处',
  serviceSceneName: null,
  processType: 'ONLINE',
  hasGuide: true,
  visitCount: 9,
  accessWay: 1,
  openWay: 1001,
  serviceUrl: '/x',
};

function seeded(): Answers {
  return {
    '/api/blade-workbench/nobody/preLogin/schoolInfo': ok({
      schoolName: '示范大学',
      schoolLogo: null,
      title: global.title,
      themeColor: '#087EEB',
    }),
    '/api/online-service-platform/nobody/preLogin/getPreLoginIndex': ok({
      global,
      navigation: [{ id: 'n1', name: '学校官网', url: 'https://www.example.edu', openInNewTab: true, sort: 0, enabled: true }],
      carousel: [{ id: 'c1', title: '开学季', imgUrl: '/files/c1.png', linkUrl: null, sort: 0, enabled: true }],
    }),
    '/api/online-service-platform/nobody/preLogin/common/configJson': ok({
      landingType: 'landing',
      businessType: '',
      themeColor: '#087EEB',
      title: global.title,
      schoolName: '示范大学',
    }),
    '/api/online-service-platform/nobody/preLogin/getPreLoginPage': ok([
      card('k1', 'dataOverview', '数据概览'),
      card('k2', 'messageColumn', '新闻公告'),
      card('k3', 'thirdParty', '推荐系统'),
      card('k4', 'commonTool', '常用工具'),
      card('k5', 'throughService', '服务直通车'),
    ]),
    '/api/online-service-platform/nobody/preLogin/dataOverview': ok([{ key: 'services', label: '在线服务', value: 128, unit: '项' }]),
    '/api/online-service-platform/nobody/preLogin/preLoginColumn': ok([
      { id: 'col1', columnName: '校园新闻', columnType: 'news', sort: 0, enabled: true },
    ]),
    '/api/online-service-platform/nobody/preLogin/messageColumn': ok({
      records: [
        {
          id: 'm1',
          title: '图书馆延长开放时间',
          releaseTime: '2020-01-01 08:00:00',
          fieldSet: '重要',
          columnId: 'col1',
          columnName: '校园新闻',
          summary: '',
          coverImg: null,
        },
      ],
      total: 1,
      current: 1,
      size: 6,
    }),
    '/api/blade-platform/nobody/prepareLogin/queryThirdParty': ok([]),
    '/api/online-service-platform/nobody/preLogin/commonTool': { status: 1004, msg: '常用工具加载失败' },
    '/api/online-service-platform/nobody/preLogin/throughService/serviceList': ok([service]),
    '/api/online-service-platform/nobody/preLogin/getFooterInfo': ok({
      content: '<a href="https://gov.example.cn">教育部</a><script>window.hacked = true</script>',
      address: '示范路1号',
      phone: '010-12345678',
      email: '',
      copyright: '© 示范大学',
      icp: '',
      links: [],
    }),
  };
}

let answers: Answers = {};

beforeEach(() => {
  answers = seeded();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      const body = answers[path] ?? { status: 1004, msg: `未准备的接口 ${path}` };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderLanding() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('LandingPage', () => {
  it('should show every configured section with its content once loaded', async () => {
    renderLanding();
    expect(await screen.findByRole('heading', { level: 1, name: '一站式网上服务大厅' })).toBeTruthy();
    expect(screen.getByText('示范大学')).toBeTruthy();
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/login');
    await waitFor(() => expect(within(section('数据概览')).getByText('128')).toBeTruthy());
    const news = await within(section('新闻公告')).findByRole('link', { name: /图书馆延长开放时间/ });
    expect(news.getAttribute('href')).toBe('/generalDetailsTow?id=m1');
    expect(within(section('新闻公告')).getByText('重要')).toBeTruthy();
    // The release day, and no 新 marker on an item years old.
    expect(within(section('新闻公告')).getByText('2020-01-01')).toBeTruthy();
    expect(within(section('新闻公告')).queryByText('新')).toBeNull();
    expect(await within(section('服务直通车')).findByText('成绩单打印')).toBeTruthy();
    expect(screen.getByRole('img', { name: '开学季' })).toBeTruthy();
  });

  it('should show the empty text for a section without content and the msg for one that failed, keeping the rest', async () => {
    renderLanding();
    await screen.findByRole('region', { name: '推荐系统' });
    expect(await within(section('推荐系统')).findByText('暂无数据')).toBeTruthy();
    expect(await within(section('常用工具')).findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('常用工具加载失败'),
    );
    expect(within(section('常用工具')).getByRole('button', { name: /重\s*试/ })).toBeTruthy();
    expect(await within(section('数据概览')).findByText('128')).toBeTruthy();
  });

  it('should sanitise administrator rich text and open other sites in a detached tab', async () => {
    renderLanding();
    const footerLink = await screen.findByRole('link', { name: '教育部' });
    expect(footerLink.getAttribute('rel')).toBe('noopener noreferrer');
    expect(footerLink.getAttribute('target')).toBe('_blank');
    expect(await screen.findByText('欢迎')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    const nav = screen.getByRole('link', { name: '学校官网' });
    expect(nav.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('should send visitors to the all-services page and set the PROCESS business type when that is the configured landing', async () => {
    answers['/api/online-service-platform/nobody/preLogin/common/configJson'] = ok({
      landingType: 'serviceCenterBeforLogin',
      businessType: 'PROCESS',
      themeColor: '#087EEB',
      title: '',
      schoolName: '',
    });
    renderLanding();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/serviceCenterBeforLogin'));
    expect(useUiStore.getState().businessType).toBe('PROCESS');
  });

  it('should show the error msg with a retry when the page sections cannot be read', async () => {
    answers['/api/online-service-platform/nobody/preLogin/getPreLoginPage'] = { status: 1004, msg: '配置读取失败' };
    renderLanding();
    expect(await screen.findByText('配置读取失败')).toBeTruthy();
  });
});
