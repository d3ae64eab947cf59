import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { signInForm, useBrowser } from './helpers.ts';

describe('accessibility', () => {
  const b = useBrowser();

  it('should have no serious or critical axe violations on /login', async () => {
    await b.page.goto('/login');
    await signInForm(b.page).account.waitFor({ state: 'visible' });
    // Colour contrast is left out on purpose: SPEC §9 fixes the theme colour at
    // #008cff, and white text on it measures about 3.4:1 (AA asks 4.5:1 for
    // normal text). That is a product decision recorded for the design owners,
    // not something this test can settle; every other WCAG A/AA rule applies.
    const { violations } = await new AxeBuilder({ page: b.page })
      .withTags(['wcag2a', 'wcag2aa'])
      .disableRules(['color-contrast'])
      .analyze();
    const blocking = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(blocking).toEqual([]);
  });
});
