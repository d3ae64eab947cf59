import { PasswordMessages } from '@onehall/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { type FetchRoutes, ok, refused, stubFetch } from '../../../test/fetch-routes.ts';
import { OwnPasswordForm } from './own-password-form.tsx';

let api: FetchRoutes;

beforeEach(() => {
  api = stubFetch();
  api.answer(
    '/getPasswordReg',
    ok({ passwordReg: '^(?=.*[A-Za-z])(?=.*\\d).{8,64}$', passwordRegMsg: '密码须为8到64位，且同时包含字母和数字' }),
  );
  api.answer('/user/update-password', ok(null));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const wrap = () =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <OwnPasswordForm />
    </AppProviders>,
  );
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByText(/修改密码/, { selector: 'button span' }));

describe('OwnPasswordForm', () => {
  it('should hold back a new password breaking the rule or typed differently twice', async () => {
    wrap();
    await screen.findByLabelText('原密码');
    fill('原密码', 'Demo@12345');
    fill('新密码', 'short');
    fill('确认新密码', 'other');
    submit();
    expect(await screen.findByText('密码须为8到64位，且同时包含字母和数字', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(await screen.findByText(PasswordMessages.mismatch)).toBeTruthy();
    expect(api.calls('/user/update-password')).toHaveLength(0);
  });

  it('should send the old and the new password and clear the form once changed', async () => {
    wrap();
    await screen.findByLabelText('原密码');
    fill('原密码', 'Demo@12345');
    fill('新密码', 'Campus2026new');
    fill('确认新密码', 'Campus2026new');
    submit();
    await waitFor(() =>
      expect(api.calls('/user/update-password')[0]?.body).toMatchObject({
        oldPassword: 'Demo@12345',
        newPassword: 'Campus2026new',
        newPassword1: 'Campus2026new',
      }),
    );
    await waitFor(() => expect((screen.getByLabelText('原密码') as HTMLInputElement).value).toBe(''));
  });

  it("should show the server's refusal and keep what was typed", async () => {
    api.answer('/user/update-password', refused(1004, PasswordMessages.wrongOld));
    wrap();
    await screen.findByLabelText('原密码');
    fill('原密码', 'Wrong@12345');
    fill('新密码', 'Campus2026new');
    fill('确认新密码', 'Campus2026new');
    submit();
    expect(await screen.findByText(PasswordMessages.wrongOld)).toBeTruthy();
    expect((screen.getByLabelText('原密码') as HTMLInputElement).value).toBe('Wrong@12345');
  });
});
