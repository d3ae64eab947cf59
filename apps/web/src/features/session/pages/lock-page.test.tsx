import { LockMessages } from '@onehall/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { useAuthStore } from '../../../stores/auth.ts';
import { useLockStore } from '../../../stores/lock.ts';
import { type FetchRoutes, ok, refused, stubResizeObserver } from '../../../test/fetch-routes.ts';
import { renderRoutes } from '../../../test/memory-routes.tsx';
import { stubSignedFetch } from '../../../test/signed-fetch.ts';
import LockPage from './lock-page.tsx';

let api: FetchRoutes;

beforeEach(() => {
  stubResizeObserver();
  api = stubSignedFetch();
  useAuthStore.setState({
    accessToken: 'a',
    userInfo: { account: 'student01', nick_name: '张思远', user_id: 'u1', tenant_id: '000000', roles: [], configurationMenu: [] },
  });
  useLockStore.setState({ lock: { userId: 'u1', from: '/home/threelists' } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderLock = () =>
  renderRoutes(
    [
      { path: '/lock', element: <LockPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    '/lock',
    (children) => <AppProviders queryClient={createQueryClient()}>{children}</AppProviders>,
  );

const unlockWith = (password: string) => {
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
  fireEvent.click(screen.getByText(/^解\s*锁$/).closest('button')!);
};

describe('the lock page', () => {
  it("should show the user's name and refuse a wrong password with its message, staying locked", async () => {
    api.answer('/auth/unlock', refused(1004, LockMessages.wrongPassword));
    const router = renderLock();
    expect(screen.getByRole('heading', { name: '张思远' })).toBeTruthy();
    unlockWith('wrong');
    expect(await screen.findByText(LockMessages.wrongPassword)).toBeTruthy();
    expect(useLockStore.getState().lock).not.toBeNull();
    expect(router.location().pathname).toBe('/lock');
  });

  it('should unlock with the right password and go back to where the user was', async () => {
    api.answer('/auth/unlock', ok(null));
    const router = renderLock();
    unlockWith('Demo@12345');
    await waitFor(() => expect(router.location().pathname).toBe('/home/threelists'));
    expect(useLockStore.getState().lock).toBeNull();
    expect(api.calls('/auth/unlock')[0]?.body).toMatchObject({ password: 'Demo@12345' });
  });

  it('should ask for the password before calling the server', async () => {
    renderLock();
    fireEvent.click(screen.getByText(/^解\s*锁$/).closest('button')!);
    expect(await screen.findByText(LockMessages.passwordRequired)).toBeTruthy();
    expect(api.calls('/auth/unlock')).toHaveLength(0);
  });

  it('should lock the screen when /lock is opened unlocked, and a full logout clears the lock', () => {
    useLockStore.setState({ lock: null });
    renderLock();
    expect(useLockStore.getState().lock).toMatchObject({ userId: 'u1' });
    useAuthStore.getState().fullLogout();
    expect(useLockStore.getState().lock).toBeNull();
    expect(localStorage.getItem('lock')).not.toContain('u1');
  });
});
