import { type QuickNavigation as Entry, Status } from '@onehall/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { QuickNavigation } from './quick-navigation.tsx';

const client = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../../api/client.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), call: client.call }));

const entry = (id: string, navigationName: string, url: string): Entry => ({
  id,
  navigationName,
  url,
  icon: null,
  openWay: 1001,
  isShow: 1,
  sort: 1,
});

function renderNav(status: number, result: unknown) {
  client.call.mockResolvedValue({ status, code: status, msg: status === Status.OK ? '' : '服务繁忙', result });
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/home/homePage']}>
        <Routes>
          <Route path="/home/homePage" element={<QuickNavigation />} />
          <Route path="/home/serviceHall" element={<h1>服务大厅页</h1>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  client.call.mockReset();
});

describe('QuickNavigation', () => {
  it('should route a site path in place and open an http(s) address in a new tab, leaving out unsafe addresses', async () => {
    renderNav(Status.OK, [
      entry('a', '服务大厅', '/home/serviceHall'),
      entry('b', '校园邮箱', 'https://mail.mdu.edu.cn/'),
      entry('c', '坏链接', 'javascript:alert(1)'),
    ]);
    const nav = await screen.findByRole('navigation', { name: '快捷导航' });
    const mail = screen.getByRole('link', { name: /校园邮箱/ });
    expect(mail.getAttribute('href')).toBe('https://mail.mdu.edu.cn/');
    expect(mail.getAttribute('target')).toBe('_blank');
    expect(mail.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByText('坏链接')).toBeNull();
    expect(nav.querySelectorAll('a')).toHaveLength(2);
    const hall = screen.getByRole('link', { name: '服务大厅' });
    expect(hall.getAttribute('target')).toBeNull();
    fireEvent.click(hall);
    expect(await screen.findByRole('heading', { name: '服务大厅页' })).toBeTruthy();
  });

  it('should render nothing when no entry is configured or the call fails', async () => {
    const { container, unmount } = renderNav(Status.OK, []);
    await waitFor(() => expect(client.call).toHaveBeenCalled());
    expect(container.querySelector('nav')).toBeNull();
    unmount();
    const failed = renderNav(1004, null);
    await waitFor(() => expect(client.call).toHaveBeenCalledTimes(2));
    expect(failed.container.querySelector('nav')).toBeNull();
  });
});
