import { fireEvent, render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { iconFor, TONES } from '../../lib/service-icon.ts';
import { stubResizeObserver } from '../../test/fetch-routes.ts';
import { ServiceIcon } from './service-icon.tsx';

// A text avatar scales its letter to fit, which needs ResizeObserver.
beforeEach(() => stubResizeObserver());

const icon = (container: HTMLElement) => container.querySelector('.oh-service-icon') as HTMLElement;

describe('ServiceIcon', () => {
  it('should show the uploaded icon first', () => {
    const { container } = render(<ServiceIcon service={{ serviceName: '学生请假申请', serviceIcon: '/files/leave.png' }} />);
    expect(icon(container).querySelector('img')?.getAttribute('src')).toBe('/files/leave.png');
    expect(container.querySelector('.anticon')).toBeNull();
  });

  it('should show the glyph for the name, on its category tint, when there is no icon', () => {
    const { container } = render(<ServiceIcon service={{ serviceName: '学生请假申请', serviceIcon: null }} />);
    expect(icon(container).querySelector('.anticon-calendar')).toBeTruthy();
    expect(icon(container).querySelector('img')).toBeNull();
    expect(icon(container).style.color).toBe(hexToRgb(TONES.cyan.color));
  });

  it("should draw the glyph once its chunk is in, holding the glyph's place meanwhile", async () => {
    const { container } = render(<ServiceIcon service={{ serviceName: '奖学金评定', serviceIcon: null }} />);
    expect(icon(container).querySelector('.anticon-trophy')).toBeTruthy();
    await waitFor(() => expect(icon(container).querySelector('.anticon-trophy svg')).toBeTruthy());
  });

  it('should fall back to the glyph when the uploaded icon is unsafe or fails to load', () => {
    const unsafe = render(<ServiceIcon service={{ serviceName: '宿舍报修', serviceIcon: 'javascript:alert(1)' }} />);
    expect(unsafe.container.querySelector('img')).toBeNull();
    expect(unsafe.container.querySelector('.anticon-tool')).toBeTruthy();
    const broken = render(<ServiceIcon service={{ serviceName: '宿舍报修', serviceIcon: '/files/gone.png' }} />);
    fireEvent.error(broken.container.querySelector('img') as HTMLImageElement);
    expect(broken.container.querySelector('img')).toBeNull();
    expect(broken.container.querySelector('.anticon-tool')).toBeTruthy();
  });

  it('should show the first character only when no word matches', () => {
    const service = { serviceName: '某某服务', serviceDeptName: '某部' };
    const { container } = render(<ServiceIcon service={service} />);
    expect(icon(container).textContent).toBe('某');
    expect(container.querySelector('.anticon')).toBeNull();
    const choice = iconFor(service);
    expect(choice.kind === 'letter' && hexToRgb(TONES[choice.tone].color)).toBe(icon(container).style.color);
  });

  it('should be hidden from assistive technology, the name being next to it', () => {
    const { container } = render(<ServiceIcon service={{ serviceName: '课表查询' }} />);
    expect(icon(container).getAttribute('aria-hidden')).toBe('true');
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
