import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import pixelmatch from 'pixelmatch';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './global-setup.ts';
import { launchBrowser } from './helpers.ts';
import { minuteStamps, SCREENS, SCREENS_NOW, SCREENS_TIME_ZONE, type Screen, ScreenRenderer, WIDTHS } from './screens.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const SCREENS_DIR = path.join(here, '..', 'docs', 'screens');
/** The README's picture: the student's signed-in home, first viewport at 1440 px. */
const README_PICTURE = path.join(here, '..', 'docs', 'screenshot.png');
/** Ignored by git (.gitignore: test-results/), so a failed run leaves its diffs to look at. */
const DIFF_DIR = path.join(here, 'test-results', 'screens');
const UPDATE_COMMAND = 'npm run screens:update';

/** Set by `npm run screens:update` (screens-update.ts): write the pictures instead of comparing. */
const UPDATE = process.env.SCREENS_UPDATE === '1';

/**
 * pixelmatch's per-pixel colour distance (0–1): 0.1 lets anti-aliased glyph
 * edges through, and any real colour change of a block exceeds it.
 */
const PIXEL_THRESHOLD = 0.1;
/**
 * Share of pixels that may differ. Two renders on fresh servers differ in no
 * pixel at all (software rendering, fixed clocks, fixed fonts); recolouring the
 * service names alone changes 0.15–0.4% of a picture, a block moved by 16 px 1–5%.
 */
const MAX_DIFF_RATIO = 0.001;

async function capture(page: Page, screen: Screen): Promise<Buffer> {
  return page.screenshot({
    fullPage: !screen.viewportOnly,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    mask: [minuteStamps(page)],
  });
}

/** Null when the picture matches the committed one, else what differs (and a diff image is written). */
function difference(file: string, actual: Buffer, label: string): string | null {
  if (!existsSync(file)) return `${label}: there is no ${path.relative(process.cwd(), file)} yet; run ${UPDATE_COMMAND}`;
  const expected = PNG.sync.read(readFileSync(file));
  const got = PNG.sync.read(actual);
  mkdirSync(DIFF_DIR, { recursive: true });
  const actualFile = path.join(DIFF_DIR, path.basename(file));
  if (expected.width !== got.width || expected.height !== got.height) {
    writeFileSync(actualFile, actual);
    return `${label}: the page is ${got.width}×${got.height} px, the committed picture ${expected.width}×${expected.height} px (new picture: ${actualFile}). If the change is intended, run ${UPDATE_COMMAND}`;
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const count = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, { threshold: PIXEL_THRESHOLD });
  const ratio = count / (got.width * got.height);
  if (ratio <= MAX_DIFF_RATIO) return null;
  const diffFile = actualFile.replace(/\.png$/, '.diff.png');
  writeFileSync(actualFile, actual);
  writeFileSync(diffFile, PNG.sync.write(diff));
  return `${label}: ${(ratio * 100).toFixed(2)}% of pixels differ (at most ${MAX_DIFF_RATIO * 100}% allowed); differences in red: ${diffFile}, new picture: ${actualFile}. If the change is intended, run ${UPDATE_COMMAND}`;
}

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
 * axe against WCAG 2 A and AA, text contrast included, on the page just pictured: only the two impacts that stop
 * or seriously hinder a person count, each naming the element so it can be found.
 */
async function blockingAxeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap(findings);
}

describe('screens guarded by screenshots (docs/screens)', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let renderer: ScreenRenderer;

  // A server of its own: a fresh demo campus no other journey has changed, its clock starting at SCREENS_NOW.
  beforeAll(async () => {
    server = await startServer({
      env: { SCREENS_NOW, TZ: SCREENS_TIME_ZONE },
      nodeArgs: ['--import', path.join(here, 'screens-clock.mjs')],
    });
    browser = await launchBrowser();
    renderer = new ScreenRenderer(browser, server.baseURL);
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const screen of SCREENS) {
    for (const width of WIDTHS) {
      const label = `${screen.name} at ${width.name} px`;
      const file = path.join(SCREENS_DIR, `${screen.name}-${width.name}.png`);
      const name = UPDATE ? `should write ${label}` : `should look like the committed picture, with no serious axe violation: ${label}`;
      it(name, async () => {
        const { context, page } = await renderer.open(screen, width);
        try {
          const picture = await capture(page, screen);
          if (!UPDATE) {
            // One render serves both checks: each key page is drawn once per run, not once per check.
            expect({ picture: difference(file, picture, label), axe: await blockingAxeFindings(page) }).toEqual({ picture: null, axe: [] });
            return;
          }
          mkdirSync(SCREENS_DIR, { recursive: true });
          writeFileSync(file, picture);
          if (screen.name === 'home-student' && width.name === '1440') {
            writeFileSync(README_PICTURE, await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' }));
          }
        } finally {
          await context.close();
        }
      });
    }
  }
});
