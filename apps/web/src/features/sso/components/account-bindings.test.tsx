import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { type FetchRoutes, ok, refused, stubResizeObserver } from '../../../test/fetch-routes.ts';
import { stubSignedFetch } from '../../../test/signed-fetch.ts';
import { AccountBindings } from './account-bindings.tsx';

let api: FetchRoutes;
const CAS = { id: 'b1', kind: 'cas', externalId: 'zhang.sy', createdAt: '2026-09-01T08:00:00.000Z' };
const WECOM = { id: 'b2', kind: 'wecom', externalId: 'zhangsy', createdAt: '2026-09-02T08:00:00.000Z' };

beforeEach(() => {
  stubResizeObserver();
  api = stubSignedFetch();
});
afterEach(() => vi.unstubAllGlobals());

const renderBindings = () =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <AccountBindings />
    </AppProviders>,
  );

describe('AccountBindings', () => {
  it('should list the bindings and remove one after confirming', async () => {
    api.answer(
      '/accountSecurity/bindList',
      ok({ hasPassword: true, bindings: [CAS, WECOM] }),
      ok({ hasPassword: true, bindings: [WECOM] }),
    );
    api.answer('/accountSecurity/removeBind', ok(null));
    renderBindings();
    expect(await screen.findByText('统一身份认证（CAS）')).toBeTruthy();
    expect(screen.getByText(/zhang\.sy · 绑定于 2026-09-01/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '解除绑定「统一身份认证（CAS）」' }));
    fireEvent.click(await screen.findByRole('button', { name: /^解除绑定$/ }));
    await waitFor(() => expect(api.calls('/accountSecurity/removeBind')[0]?.body).toMatchObject({ id: 'b1' }));
    await waitFor(() => expect(screen.queryByText('统一身份认证（CAS）')).toBeNull());
  });

  it('should not offer to remove the last way into an account without a password', async () => {
    api.answer('/accountSecurity/bindList', ok({ hasPassword: false, bindings: [CAS] }));
    renderBindings();
    const unbind = (await screen.findByRole('button', { name: '解除绑定「统一身份认证（CAS）」' })) as HTMLButtonElement;
    expect(unbind.disabled).toBe(true);
  });

  it('should say when there is nothing bound, and offer 重试 when the list cannot be read', async () => {
    api.answer('/accountSecurity/bindList', refused(500, '服务器错误'), ok({ hasPassword: true, bindings: [] }));
    renderBindings();
    expect(await screen.findByText('账号绑定加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('暂无绑定')).toBeTruthy();
  });
});
