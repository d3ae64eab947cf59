import { describe, expect, it } from 'vitest';
import { signInForm, useBrowser } from './helpers.ts';

describe('narrow screens', () => {
  const b = useBrowser({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  it('should show /login at 360 px wide without horizontal scrolling', async () => {
    await b.page.goto('/login');
    await signInForm(b.page).account.waitFor({ state: 'visible' });
    const widths = await b.page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    // Without a device-width viewport the page would lay out at 980 px and the
    // scroll check below would prove nothing.
    expect(widths.viewport).toBe(360);
    expect(widths.scroll).toBeLessThanOrEqual(widths.viewport);
  });
});
