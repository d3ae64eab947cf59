import { FRAME_NOT_ALLOWED_TEXT, Status } from '@onehall/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import ServiceIframePage, { backTarget } from './service-iframe-page.tsx';

const client = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../../api/client.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), call: client.call }));

const CONFIGURED = 'https://ehall.mdu.edu.cn';

function Where() {
  const location = useLocation();
  return <output aria-label="当前地址">{location.pathname}</output>;
}

function renderPage(query: Record<string, string>) {
  const path = `/home/serviceIframPage?${new URLSearchParams(query).toString()}`;
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/home/serviceIframPage" element={<ServiceIframePage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  client.call.mockReset();
  client.call.mockImplementation(async (def: { path: string }) => {
    if (def.path.endsWith('/serverCenter/framableOrigins')) return { status: Status.OK, code: Status.OK, msg: '', result: [CONFIGURED] };
    throw new Error(`unexpected call ${def.path}`);
  });
});

describe('backTarget', () => {
  it('should follow a same-site path back', () => {
    expect(backTarget('/home/applicationServiceCenter')).toBe('/home/applicationServiceCenter');
  });

  it.each(['/\\evil.example', '//evil.example', '/\t/evil.example', 'https://evil.example', 'javascript:alert(1)', '', null])(
    'should send %j back to the service hall instead',
    (raw) => {
      expect(backTarget(raw)).toBe('/home/serviceHall');
    },
  );
});

describe('ServiceIframePage', () => {
  it('should refuse an address no administrator configured, without a frame', async () => {
    renderPage({ url: 'https://evil.example/login', name: '伪造服务' });
    expect(await screen.findByText(FRAME_NOT_ALLOWED_TEXT)).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('should frame a configured origin in a sandbox that cannot navigate the portal, sending only the origin as referrer', async () => {
    renderPage({ url: `${CONFIGURED}/service/abc?x=1`, name: '学生请假申请' });
    const frame = await screen.findByTitle('学生请假申请');
    expect(frame.getAttribute('src')).toBe(`${CONFIGURED}/service/abc?x=1`);
    const sandbox = frame.getAttribute('sandbox')?.split(' ') ?? [];
    expect(sandbox).toEqual(
      expect.arrayContaining(['allow-scripts', 'allow-same-origin', 'allow-forms', 'allow-popups', 'allow-downloads']),
    );
    expect(sandbox.some((flag) => flag.startsWith('allow-top-navigation'))).toBe(false);
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(screen.queryByText(FRAME_NOT_ALLOWED_TEXT)).toBeNull();
  });

  it('should frame a page of this site without asking the server', async () => {
    renderPage({ url: '/micro-apps/campus-clock/', name: '校园时钟' });
    const frame = await screen.findByTitle('校园时钟');
    expect(frame.getAttribute('src')).toBe(`${window.location.origin}/micro-apps/campus-clock/`);
    expect(frame.getAttribute('sandbox')).toBeTruthy();
    expect(client.call).not.toHaveBeenCalled();
  });

  it('should refuse a script address outright', async () => {
    renderPage({ url: 'javascript:alert(1)', name: 'x' });
    expect(await screen.findByText('未配置页面地址')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('should go back to the service hall when the back path leads to another site', async () => {
    renderPage({ url: `${CONFIGURED}/s`, name: '服务', backPath: '/\\evil.example' });
    fireEvent.click(await screen.findByRole('button', { name: /返回/ }));
    expect((await screen.findByRole('status', { name: '当前地址' })).textContent).toBe('/home/serviceHall');
  });
});
