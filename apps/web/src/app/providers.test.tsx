import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../stores/auth.ts';
import { CoreProviders, createQueryClient } from './providers.tsx';

const user = (user_id: string) => ({
  account: user_id,
  nick_name: user_id,
  user_id,
  tenant_id: '000000',
  roles: [],
  configurationMenu: [],
});

describe('CoreProviders', () => {
  afterEach(() => useAuthStore.getState().logout());

  it('should drop every cached answer when the signed-in person changes, and keep them when only the token changes', () => {
    const client = createQueryClient();
    useAuthStore.getState().setUserInfo(user('u-student'));
    render(<CoreProviders queryClient={client}>页面</CoreProviders>);

    client.setQueryData(['home', 'cards'], ['学生的卡片']);
    useAuthStore.setState({ accessToken: 'refreshed-token' });
    expect(client.getQueryData(['home', 'cards'])).toEqual(['学生的卡片']);

    useAuthStore.getState().logout();
    expect(client.getQueryData(['home', 'cards'])).toBeUndefined();

    client.setQueryData(['landing'], '访客数据');
    useAuthStore.getState().setUserInfo(user('u-teacher'));
    expect(client.getQueryData(['landing'])).toBeUndefined();
  });
});
