import type { ServiceItem } from '@onehall/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SERVICE_NAME_TWO_LINES } from '../../../components/service-icon/service-icon.tsx';
import { ServiceTiles } from './service-tiles.tsx';

const service = (serviceId: string, serviceName: string, serviceIcon: string | null = null): ServiceItem => ({
  serviceId,
  serviceName,
  serviceIcon,
  serviceDeptName: '计算机科学与技术学院',
  serviceSceneName: '在校',
  processType: 'ONLINE',
  hasGuide: true,
  visitCount: 3,
  accessWay: 1,
  openWay: 1001,
  serviceUrl: 'https://x.edu',
});

describe('landing service tiles', () => {
  it('should show the uploaded icon, else the glyph of the name, and the full name as the two-line name’s title', () => {
    const long = '计算机科学与技术学院学科竞赛报名';
    render(
      <MemoryRouter>
        <ServiceTiles services={[service('s1', long), service('s2', '校园卡挂失', '/files/card.png')]} />
      </MemoryRouter>,
    );
    const name = screen.getByText(long);
    expect(name.className).toContain(SERVICE_NAME_TWO_LINES);
    expect(name.getAttribute('title')).toBe(long);
    const tile = name.closest('button') as HTMLElement;
    expect(tile.querySelector('.oh-service-icon .anticon-trophy')).toBeTruthy();
    const card = screen.getByText('校园卡挂失').closest('button') as HTMLElement;
    expect(card.querySelector('.oh-service-icon img')?.getAttribute('src')).toBe('/files/card.png');
  });
});
