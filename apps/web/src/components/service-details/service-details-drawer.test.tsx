import type { ServiceDetail } from '@onehall/contract';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { ok, stubFetch, stubResizeObserver } from '../../test/fetch-routes.ts';
import { ServiceDetailsDrawer } from './service-details-drawer.tsx';

const detail: ServiceDetail = {
  serviceId: 's1',
  serviceName: '宿舍报修',
  serviceIcon: null,
  serviceDeptName: '后勤管理处',
  serviceSceneName: '生活',
  processType: 'ONLINE',
  hasGuide: false,
  visitCount: 5,
  accessWay: 1,
  openWay: 1001,
  serviceUrl: 'https://x.edu/repair',
  serviceDeptId: 'd1',
  serviceSceneId: 'sc1',
  serviceTypeId: 't1',
  serviceTypeName: '后勤服务',
  centre: 'PROCESS',
  visitorVisible: true,
  collected: false,
  avgScore: 0,
  rateCount: 0,
  launchedAt: '2026-09-01T00:00:00.000Z',
  description: '',
  keywords: '',
  guide: { materials: [], steps: [], conditions: '', fees: '', timeLimit: '', contact: '', attachments: [] },
  roles: [],
  shelf: true,
  sort: 1,
};

beforeEach(() => stubResizeObserver());

describe('ServiceDetailsDrawer', () => {
  it('should head the details with the shared service icon: the glyph of the name when none was uploaded', async () => {
    const api = stubFetch();
    api.answer('/serverCenter/details', ok(detail));
    api.answer(
      '/serverCenter/serviceRateDetail',
      ok({ serviceId: 's1', avgScore: 0, rateCount: 0, distribution: [0, 0, 0, 0, 0], labelCounts: [], recent: [] }),
    );
    render(
      <AppProviders>
        <ServiceDetailsDrawer serviceId="s1" signedIn onClose={vi.fn()} onOpen={vi.fn()} />
      </AppProviders>,
    );
    await screen.findByText('后勤管理处');
    const icon = document.querySelector('.oh-details__head .oh-service-icon') as HTMLElement;
    expect(icon.querySelector('.anticon-tool')).toBeTruthy();
    expect(icon.getAttribute('aria-hidden')).toBe('true');
  });
});
