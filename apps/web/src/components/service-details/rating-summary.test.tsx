import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingSummary } from './rating-summary.tsx';

describe('RatingSummary', () => {
  it('should name each distribution bar by its stars and count, so a screen reader says what it measures', () => {
    render(
      <RatingSummary
        detail={{ serviceId: 's1', avgScore: 4.5, rateCount: 4, distribution: [0, 0, 0, 2, 2], labelCounts: [], recent: [] }}
        loading={false}
        error={null}
      />,
    );
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      '5 星：2 人',
      '4 星：2 人',
      '3 星：0 人',
      '2 星：0 人',
      '1 星：0 人',
    ]);
    expect(screen.getByRole('progressbar', { name: '5 星：2 人' }).getAttribute('aria-valuenow')).toBe('50');
  });
});
