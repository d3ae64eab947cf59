import { Status } from '@onehall/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { SpecialServices } from './special-services.tsx';

const client = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../../api/client.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), call: client.call }));

const ok = (result: unknown) => ({ status: Status.OK, code: Status.OK, msg: '', result });
const groups = [
  { id: 'g1', specialName: '迎新服务', description: '新生入学一站式办理', icon: null, serviceCount: 2 },
  { id: 'g2', specialName: '报销服务', description: '各类费用报销与进度查询', icon: null, serviceCount: 1 },
];
const service = (serviceId: string, serviceName: string) => ({ serviceId, serviceName });
const SERVICES: Record<string, unknown[]> = {
  g1: [service('s1', '新生报到'), service('s2', '学费缴纳')],
  g2: [service('s3', '差旅费报销')],
};

const renderPanel = () =>
  render(
    <AppProviders>
      <MemoryRouter>
        <SpecialServices />
      </MemoryRouter>
    </AppProviders>,
  );
const panel = () => screen.getByRole('region', { name: '专题服务' });

beforeEach(() => {
  client.call.mockReset();
});

describe('SpecialServices', () => {
  it("should show the first group's services and switch groups from their buttons", async () => {
    client.call.mockImplementation(async (def: { path: string }, opts?: { body?: { specialId?: string } }) =>
      def.path.endsWith('/getServiceSpecialList') ? ok(SERVICES[opts?.body?.specialId ?? '']) : ok(groups),
    );
    renderPanel();
    expect(await within(panel()).findByRole('button', { name: '新生报到' })).toBeTruthy();
    const welcome = within(panel()).getByRole('button', { name: /迎新服务/ });
    expect(welcome.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(panel()).getByRole('button', { name: /报销服务/ }));
    expect(await within(panel()).findByRole('button', { name: '差旅费报销' })).toBeTruthy();
    expect(within(panel()).queryByRole('button', { name: '新生报到' })).toBeNull();
    expect(welcome.getAttribute('aria-pressed')).toBe('false');
  });

  it('should say 暂无数据 when the caller has no special service', async () => {
    client.call.mockResolvedValue(ok([]));
    renderPanel();
    expect(await within(panel()).findByText('暂无数据', { selector: '.oh-card-state' })).toBeTruthy();
  });

  it('should offer a retry when the groups cannot be loaded', async () => {
    client.call.mockResolvedValue({ status: 1004, code: 1004, msg: '服务繁忙', result: null });
    renderPanel();
    expect(await within(panel()).findByText('专题服务加载失败')).toBeTruthy();
    expect(within(panel()).getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });
});
