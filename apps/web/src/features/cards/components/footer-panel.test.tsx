import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { ONE_IDENTITY_NOTE } from '../../../components/school-identity/school-identity-form.tsx';
import { type FetchRoutes, ok, stubResizeObserver } from '../../../test/fetch-routes.ts';
import { stubSignedFetch } from '../../../test/signed-fetch.ts';
import { FooterPanel } from './footer-panel.tsx';

const CONTACTS = {
  copyright: '© 明德大学',
  address: '学府路 1 号',
  phone: '0571-88886666',
  email: '',
  icp: '',
  policeRecord: '',
  links: [],
};

let api: FetchRoutes;

beforeEach(() => {
  stubResizeObserver();
  api = stubSignedFetch();
  api.answer(
    '/schoolIdentity/detail',
    ok({ ...CONTACTS, schoolName: '明德大学', shortName: '明德', logo: null, website: '', footerNote: '' }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FooterPanel', () => {
  it('should edit the school’s one identity and save the pop-up switch with the footer as it is now', async () => {
    // The first read fills the switch; the second is the fresh read the switch saves with (an identity saved meanwhile).
    api.answer('/indexfooterinfo/detail', ok({ ...CONTACTS, isShowMsg: 1 }), ok({ ...CONTACTS, phone: '0571-87650000', isShowMsg: 1 }));
    api.answer('/indexfooterinfo/submit', ok({ ...CONTACTS, phone: '0571-87650000', isShowMsg: 0 }));
    render(
      <AppProviders>
        <FooterPanel />
      </AppProviders>,
    );
    expect(await screen.findByText(ONE_IDENTITY_NOTE)).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: '首页弹出重要通知' });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));

    fireEvent.click(toggle);
    await waitFor(() => expect(api.calls('/indexfooterinfo/submit')).toHaveLength(1));
    expect(api.calls('/indexfooterinfo/submit')[0]?.body).toMatchObject({ ...CONTACTS, phone: '0571-87650000', isShowMsg: 0 });
    expect(await screen.findByText('首页不再弹出重要通知')).toBeTruthy();
  });
});
