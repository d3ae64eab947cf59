import { linkInvalid, SchoolMessages } from '@onehall/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { type FetchRoutes, ok, refused, stubResizeObserver } from '../../test/fetch-routes.ts';
import { stubSignedFetch } from '../../test/signed-fetch.ts';
import { ONE_IDENTITY_NOTE, SchoolIdentityForm } from './school-identity-form.tsx';

const IDENTITY = {
  schoolName: '明德大学',
  shortName: '明德大学',
  logo: '/static/prelogin/logo.svg',
  address: '明德市学府路 1 号',
  phone: '0571-88886666',
  email: 'itc@mingde.edu.cn',
  website: 'https://www.mingde.edu.cn',
  copyright: '© 2026 明德大学 版权所有',
  icp: '浙ICP备05012345号-1',
  policeRecord: '',
  footerNote: '<p>主办：信息中心</p>',
  links: [{ name: '学校主页', url: 'https://www.mingde.edu.cn' }],
};

let api: FetchRoutes;

beforeEach(() => {
  stubResizeObserver();
  api = stubSignedFetch();
  api.answer('/schoolIdentity/detail', ok(IDENTITY));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderForm = () =>
  render(
    <AppProviders>
      <SchoolIdentityForm />
    </AppProviders>,
  );

const save = () => fireEvent.click(screen.getByRole('button', { name: /保存学校信息/ }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SchoolIdentityForm', () => {
  it('should say it is the one identity, show the saved values and logo, and save every field in one call', async () => {
    api.answer('/schoolIdentity/submit', ok({ ...IDENTITY, shortName: '明德' }));
    renderForm();
    expect(await screen.findByDisplayValue('浙ICP备05012345号-1')).toBeTruthy();
    expect(screen.getByText(ONE_IDENTITY_NOTE)).toBeTruthy();
    expect(screen.getByAltText('学校标志预览').getAttribute('src')).toBe('/static/prelogin/logo.svg');

    type('学校简称', ' 明德 ');
    type('链接1名称', '主页');
    save();

    await waitFor(() => expect(api.calls('/schoolIdentity/submit')).toHaveLength(1));
    // The request layer adds the caller's user_info fields; the identity is sent whole.
    expect(api.calls('/schoolIdentity/submit')[0]?.body).toMatchObject({
      ...IDENTITY,
      shortName: ' 明德 ',
      links: [{ name: '主页', url: 'https://www.mingde.edu.cn' }],
    });
    expect(await screen.findByText(SchoolMessages.saved)).toBeTruthy();
  });

  it('should name each wrong field with its own message and send nothing', async () => {
    renderForm();
    await screen.findByDisplayValue('明德市学府路 1 号');
    type('学校名称', '');
    type('联系电话', '电话 0571');
    type('电子邮箱', 'itc@mingde');
    type('ICP备案号', '京ICP备00000000号');
    type('链接1地址', 'javascript:alert(1)');
    save();

    expect(await screen.findByText(SchoolMessages.schoolNameRequired)).toBeTruthy();
    expect(screen.getByText(SchoolMessages.phoneInvalid)).toBeTruthy();
    expect(screen.getByText(SchoolMessages.emailInvalid)).toBeTruthy();
    expect(screen.getByText(SchoolMessages.placeholderNumber)).toBeTruthy();
    expect(screen.getByText(linkInvalid('链接“学校主页”'))).toBeTruthy();
    expect(screen.queryByAltText('学校标志预览')).toBeTruthy();
    expect(api.calls('/schoolIdentity/submit')).toHaveLength(0);
  });

  it('should drop the preview of a logo address that is not a link, and refuse to save it', async () => {
    renderForm();
    await screen.findByDisplayValue('/static/prelogin/logo.svg');
    type('学校标志', 'data:image/svg+xml,<svg/>');
    await waitFor(() => expect(screen.queryByAltText('学校标志预览')).toBeNull());
    save();
    expect(await screen.findByText(linkInvalid('学校标志'))).toBeTruthy();
    expect(api.calls('/schoolIdentity/submit')).toHaveLength(0);
  });

  it('should show the server’s refusal and keep what was typed', async () => {
    api.answer('/schoolIdentity/submit', refused(1004, SchoolMessages.icpInvalid));
    renderForm();
    await screen.findByDisplayValue('明德市学府路 1 号');
    type('地址', '新校区 2 号');
    save();
    expect(await screen.findByText(SchoolMessages.icpInvalid)).toBeTruthy();
    expect(screen.getByDisplayValue('新校区 2 号')).toBeTruthy();
  });
});
