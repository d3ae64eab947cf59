import { Status } from '@onehall/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { HolidayPanel } from './holiday-panel.tsx';

const client = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../../api/client.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), call: client.call }));

const ok = (result: unknown) => ({ status: Status.OK, code: Status.OK, msg: '', result });
const holidays = [
  { id: 'h1', holidayName: '国庆节', startDate: '2026-10-01', endDate: '2026-10-07', days: 7 },
  { id: 'h2', holidayName: '元旦', startDate: '2027-01-01', endDate: '2027-01-03', days: 3 },
];

const renderPanel = () =>
  render(
    <AppProviders>
      <HolidayPanel />
    </AppProviders>,
  );
const panel = () => screen.getByRole('region', { name: '假期倒计时' });

beforeEach(() => {
  client.call.mockReset();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

describe('HolidayPanel', () => {
  it('should count down to the next holiday in China Standard Time', async () => {
    // 16:30 UTC on 30 December is already 31 December on campus.
    vi.setSystemTime(new Date('2026-12-30T16:30:00Z'));
    client.call.mockResolvedValue(ok({ academicYear: '2026-2027', today: null, holidays }));
    renderPanel();
    await within(panel()).findByText('元旦');
    expect(panel().textContent).toContain('距元旦还有 1 天');
    expect(panel().textContent).toContain('2027-01-01 至 2027-01-03，共 3 天');
  });

  it('should say which day of the holiday today is', async () => {
    vi.setSystemTime(new Date('2026-10-02T04:00:00Z'));
    client.call.mockResolvedValue(ok({ academicYear: '2026-2027', today: '国庆节', holidays }));
    renderPanel();
    await within(panel()).findByText('国庆节');
    expect(panel().textContent).toContain('正值国庆节假期，第 2 天');
  });

  it('should say when no holiday is left this academic year', async () => {
    vi.setSystemTime(new Date('2027-07-20T04:00:00Z'));
    client.call.mockResolvedValue(ok({ academicYear: '2026-2027', today: null, holidays }));
    renderPanel();
    expect(await within(panel()).findByText('本学年暂无后续假期')).toBeTruthy();
  });

  it('should offer a retry when the holidays cannot be loaded', async () => {
    vi.setSystemTime(new Date('2026-12-01T04:00:00Z'));
    client.call.mockResolvedValue({ status: 1004, code: 1004, msg: '服务繁忙', result: null });
    renderPanel();
    expect(await within(panel()).findByText('假期安排加载失败')).toBeTruthy();
    client.call.mockResolvedValue(ok({ academicYear: '2026-2027', today: null, holidays }));
    fireEvent.click(within(panel()).getByRole('button', { name: /重\s*试/ }));
    expect(await within(panel()).findByText('元旦')).toBeTruthy();
  });
});
