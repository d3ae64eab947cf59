import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { useAuthStore } from '../../../stores/auth.ts';
import { type FetchRoutes, ok, refused, stubResizeObserver } from '../../../test/fetch-routes.ts';
import { stubSignedFetch } from '../../../test/signed-fetch.ts';
import { config } from '../lib/test-data.ts';
import EfficiencyConfigPage from './efficiency-config-page.tsx';

let api: FetchRoutes;

const renderPage = () =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <EfficiencyConfigPage />
    </AppProviders>,
  );

const saved = () => api.calls('/efficiencyConfig/save').at(-1)?.body as Record<string, unknown> | undefined;

beforeEach(() => {
  stubResizeObserver();
  api = stubSignedFetch();
  api.answer('/efficiencyConfig/detail', ok(config()));
  api.answer('/efficiencyConfig/save', ok(config()));
  useAuthStore.setState({
    accessToken: 't',
    userInfo: {
      account: 'admin',
      nick_name: '管理员',
      user_id: '1',
      tenant_id: '000000',
      roles: [],
      configurationMenu: [{ path: 'effectivenessMonitoringConfig', name: '效能监督配置' }],
    } as never,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ accessToken: '', userInfo: null });
});

describe('EfficiencyConfigPage', () => {
  it('should reorder the indicators, close a hidden one to visitors and save the layout on 保存', async () => {
    renderPage();
    expect(await screen.findByText('概览指标')).toBeTruthy();
    const save = screen.getByText(/^保\s*存$/).closest('button')!;
    expect(save.hasAttribute('disabled')).toBe(true);
    // 在线服务数 is shown and open to visitors: hiding it closes it to them too.
    fireEvent.click(screen.getByLabelText('显示在线服务数'));
    expect(screen.getByLabelText('在线服务数对访客可见').getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByLabelText('下移「线下服务数」'));
    fireEvent.click(save);
    await waitFor(() => expect(saved()).toBeTruthy());
    const body = saved() as { indicators: { key: string; shown: boolean; visitorVisible: boolean }[]; visitorAllowed: boolean };
    expect(body.indicators.slice(0, 3).map((i) => i.key)).toEqual(['servicesOnline', 'onlineRate', 'servicesOffline']);
    expect(body.indicators[0]).toEqual({ key: 'servicesOnline', shown: false, visitorVisible: false });
    expect(body.visitorAllowed).toBe(true);
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });

  it('should add a semester and show the server’s refusal of an overlap', async () => {
    api.answer('/efficiencyConfig/save', refused(1004, '学期「新学期」与「2025-2026学年第一学期」的日期有重叠，请调整后再保存'));
    renderPage();
    fireEvent.click(await screen.findByText('学期'));
    expect(await screen.findByText('2025-2026学年第一学期')).toBeTruthy();
    fireEvent.click(screen.getByText('新增学期'));
    const dialog = (await screen.findByText('学期名称', { selector: 'label' })).closest<HTMLElement>('.ant-modal')!;
    fireEvent.change(within(dialog).getByLabelText('学期名称'), { target: { value: '新学期' } });
    for (const [label, day] of [
      ['开始日期', '2025-12-01'],
      ['结束日期', '2026-02-01'],
    ] as const) {
      const input = within(dialog).getByLabelText(label);
      fireEvent.mouseDown(input);
      fireEvent.change(input, { target: { value: day } });
      fireEvent.keyDown(input, { key: 'Enter' });
    }
    fireEvent.click(within(dialog).getByText(/^保\s*存$/));
    await waitFor(() => expect(saved()).toBeTruthy());
    const semesters = (saved() as { semesters: { id?: string; name: string; start: string; end: string }[] }).semesters;
    expect(semesters.at(-1)).toEqual({ name: '新学期', start: '2025-12-01', end: '2026-02-01' });
    expect(semesters[0]).toMatchObject({ id: 's1' });
    expect(await screen.findByText(/日期有重叠/)).toBeTruthy();
    // Refused: the form stays open with what was typed.
    expect(within(dialog).getByLabelText<HTMLInputElement>('学期名称').value).toBe('新学期');
  });

  it('should offer 重试 when the configuration cannot be read', async () => {
    api.answer('/efficiencyConfig/detail', refused(1004, '服务繁忙'), ok(config()));
    renderPage();
    expect(await screen.findByText('服务繁忙')).toBeTruthy();
    fireEvent.click(screen.getByText(/^重\s*试$/));
    expect(await screen.findByText('概览指标')).toBeTruthy();
  });
});
