import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser } from './helpers.ts';
import { SCREENS, ScreenRenderer, WIDTHS } from './screens.ts';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * One line per rule and finding (e.g. one colour pair), naming up to five of the
 * elements by selector and text: a page repeats the same grey on dozens of items.
 */
function findings(violation: Violation): string[] {
  const byFinding = new Map<string, string[]>();
  for (const node of violation.nodes) {
    const finding = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
    const text = node.html
      .replace(/<[^>]*>/g, '')
      .trim()
      .slice(0, 24);
    byFinding.set(finding, [...(byFinding.get(finding) ?? []), `${node.target.join(' ').split(' > ').at(-1)} «${text}»`]);
  }
  return Array.from(byFinding, ([finding, elements]) => {
    const more = elements.length > 5 ? ` and ${elements.length - 5} more` : '';
    return `${violation.id} (${violation.impact}) ×${elements.length}: ${finding} — ${elements.slice(0, 5).join(', ')}${more}`;
  });
}

/**
 * Every key page of screens.ts, at both widths, against WCAG 2 A and AA — text
 * contrast included. Only the two impacts that stop or seriously hinder a
 * person fail the test; each finding names the element so it can be found.
 */
describe('accessibility of the key pages', () => {
  let browser: Browser | undefined;
  let renderer: ScreenRenderer;

  beforeAll(async () => {
    browser = await launchBrowser();
    renderer = new ScreenRenderer(browser, baseURL());
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const screen of SCREENS) {
    for (const width of WIDTHS) {
      it(`should have no serious or critical axe violation: ${screen.name} at ${width.name} px`, async () => {
        const { context, page } = await renderer.open(screen, width);
        try {
          const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
          const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap(findings);
          expect(blocking, `${screen.name} at ${width.name} px`).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});
