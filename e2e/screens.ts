import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { signIn } from './helpers.ts';

/**
 * The key pages of issue 14, each in the state a person sees it: the screenshot
 * test (screens.e2e.test.ts) compares them with docs/screens/, the accessibility
 * test runs axe on them, and `npm run screens:update` rewrites the pictures.
 */
export interface Screen {
  /** File name stem: docs/screens/<name>-<width>.png. */
  name: string;
  /** Who is signed in; a visitor when absent. */
  account?: DemoAccount;
  path: string;
  /** Brings the page to the state pictured and waits until it shows its content. */
  reach(page: Page): Promise<void>;
  /** Pictures the viewport rather than the whole page: a dialog or drawer covers the viewport, and the page under it is another screen. */
  viewportOnly?: boolean;
}

export type DemoAccount = 'student01' | 'teacher01' | 'admin';

export interface ScreenWidth {
  name: '1440' | '360';
  options: NonNullable<Parameters<Browser['newContext']>[0]>;
}

/** A desktop and a phone; the phone lays out at device width like a real one. */
export const WIDTHS: readonly ScreenWidth[] = [
  { name: '1440', options: { viewport: { width: 1440, height: 900 } } },
  { name: '360', options: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
];

/**
 * The instant both clocks show: the browser's is frozen at it, and the server of
 * the screenshot test starts its clock there (screens-clock.mjs), so dates and
 * "time left" read the same on every run. A Tuesday morning in term.
 */
export const SCREENS_NOW = '2026-03-10T09:30:00+08:00';
export const SCREENS_TIME_ZONE = 'Asia/Shanghai';

/**
 * Times shown to the minute (to-do items, deadlines): the server's clock starts
 * at SCREENS_NOW but runs while it seeds, so on a slow start they may read a
 * minute later. Dates alone do not move and stay in the picture.
 */
export function minuteStamps(page: Page): Locator {
  return page.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
}

/** A dialog found by its title text (a test-mode build may give every antd dialog the same id). */
const dialogTitled = (page: Page, title: string | RegExp) => page.locator('.ant-modal').filter({ hasText: title });

export const SCREENS: readonly Screen[] = [
  {
    name: 'landing',
    path: '/',
    async reach(page) {
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
      await page.getByRole('region', { name: '新闻公告' }).getByRole('link').first().waitFor();
    },
  },
  {
    name: 'login',
    path: '/login',
    async reach(page) {
      await page.getByRole('button', { name: /^登\s*录$/ }).waitFor();
    },
  },
  {
    name: 'home-student',
    account: 'student01',
    path: '/home/homePage',
    async reach(page) {
      for (const name of ['待办', '我的收藏', '校园新闻'])
        await page.getByRole('region', { name, exact: true }).waitFor({ timeout: 30_000 });
      await page.getByRole('region', { name: '待办', exact: true }).getByRole('listitem').first().waitFor();
    },
  },
  {
    name: 'home-teacher',
    account: 'teacher01',
    path: '/home/homePage',
    async reach(page) {
      for (const name of ['待办', '校园新闻']) await page.getByRole('region', { name, exact: true }).waitFor({ timeout: 30_000 });
    },
  },
  {
    name: 'service-hall',
    account: 'student01',
    path: '/home/serviceHall',
    async reach(page) {
      await page.locator('.oh-service-list .oh-service__name').first().waitFor({ timeout: 30_000 });
    },
  },
  {
    name: 'service-detail',
    account: 'student01',
    path: '/home/serviceHall',
    viewportOnly: true,
    async reach(page) {
      const first = page.locator('.oh-service-list .oh-service__name').first();
      await first.waitFor({ timeout: 30_000 });
      await first.click();
      await page
        .locator('.ant-drawer')
        .getByRole('button', { name: /评\s*价/ })
        .waitFor();
    },
  },
  {
    name: 'efficiency',
    account: 'admin',
    path: '/home/effectivenessSupervision',
    async reach(page) {
      await page.locator('.oh-eff-tile').first().waitFor({ timeout: 30_000 });
      // Every chart drawn: ECharts is fetched after the figures, and each chart's SVG has its labels.
      const charts = page.locator('.oh-eff-chart__canvas');
      await charts.first().waitFor({ timeout: 30_000 });
      for (const chart of await charts.all()) await chart.locator('svg text').first().waitFor({ timeout: 30_000 });
    },
  },
  {
    name: 'message-centre',
    account: 'student01',
    path: '/home/messageIfrm',
    async reach(page) {
      await page.locator('.oh-mc-item').first().waitFor({ timeout: 30_000 });
    },
  },
  {
    name: 'message-manage',
    account: 'admin',
    path: '/userFrameConfig/messageManageConfig',
    async reach(page) {
      await page.locator('.ant-table-row').first().waitFor({ timeout: 30_000 });
    },
  },
  {
    name: 'config-home-page',
    account: 'admin',
    path: '/userFrameConfig/homePageConfig',
    async reach(page) {
      await page.locator('.ant-table-row').first().waitFor({ timeout: 30_000 });
    },
  },
  {
    name: 'import-dialog',
    account: 'admin',
    path: '/home/deptResponsibilityListConfig',
    viewportOnly: true,
    async reach(page) {
      await page.locator('.ant-table-row').first().waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: '批量导入' }).click();
      await dialogTitled(page, /批量导入/)
        .getByRole('button', { name: /下一步/ })
        .waitFor();
    },
  },
];

/** Opens screens in one browser, signing each demo account in once and reusing its stored session. */
export class ScreenRenderer {
  private readonly sessions = new Map<DemoAccount, Awaited<ReturnType<BrowserContext['storageState']>>>();

  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string,
  ) {}

  /** A fresh context showing the screen at the width; the caller closes it. */
  async open(screen: Screen, width: ScreenWidth): Promise<{ context: BrowserContext; page: Page }> {
    const storageState = screen.account ? await this.session(screen.account) : undefined;
    const context = await this.newContext(width, storageState);
    const page = await context.newPage();
    try {
      await page.goto(screen.path);
      await screen.reach(page);
      await settle(page);
    } catch (error) {
      await context.close();
      throw new Error(`screen ${screen.name} at ${width.name} px did not reach its state: ${(error as Error).message}`);
    }
    return { context, page };
  }

  private async newContext(width: ScreenWidth, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) {
    const context = await this.browser.newContext({
      ...width.options,
      baseURL: this.baseURL,
      locale: 'zh-CN',
      timezoneId: SCREENS_TIME_ZONE,
      reducedMotion: 'reduce',
      storageState,
    });
    await context.clock.setFixedTime(new Date(SCREENS_NOW));
    // Which Latin fonts a machine has depends on what else apt installed (chromium's recommended fonts-liberation
    // or not), and the browser falls back to them for Latin text and punctuation: draw every glyph in the one font
    // .ci/run installs, so the pictures are the same on every machine.
    await context.addInitScript(() => {
      const style = document.createElement('style');
      style.textContent = "*, *::before, *::after { font-family: 'WenQuanYi Micro Hei' !important; }";
      document.addEventListener('DOMContentLoaded', () => document.head.append(style));
    });
    return context;
  }

  private async session(account: DemoAccount) {
    let state = this.sessions.get(account);
    if (!state) {
      const context = await this.newContext(WIDTHS[0]!);
      try {
        await signIn(await context.newPage(), account);
        state = await context.storageState();
      } finally {
        await context.close();
      }
      this.sessions.set(account, state);
    }
    return state;
  }
}

/** What the app shows while something loads: the accessible busy state and the skeletons. */
const LOADING = '[aria-busy="true"], .ant-skeleton, .oh-card-skeleton';

/** Waits until nothing more arrives or moves: requests answered, fonts and pictures loaded, animations ended. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A full-page picture shows what is below the fold too, which lazy pictures and frames would leave blank.
    for (const img of Array.from(document.images)) img.loading = 'eager';
    for (const frame of Array.from(document.querySelectorAll('iframe'))) frame.loading = 'eager';
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete)
        .map(
          (img) =>
            new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
        ),
    );
  });
  // Cards below the fold (the frame cards among them) load only when they come near the screen
  // (use-reveal.ts); a full-page picture shows them, so bring each part of the page into view once.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
  await page.waitForLoadState('networkidle');
  // Cards and frames load on their own after the page: wait out every loading placeholder, in frames too.
  for (const frame of page.frames()) {
    await frame
      .waitForFunction((selector) => !document.querySelector(selector), LOADING, { timeout: 30_000 })
      .catch(async () => {
        const busy = await frame.evaluate((selector) => document.querySelector(selector)?.parentElement?.outerHTML.slice(0, 300), LOADING);
        throw new Error(`still loading after 30 s in ${frame === page.mainFrame() ? 'the page' : frame.url()}: ${busy}`);
      });
  }
  // Dialogs and drawers zoom and slide in: wait for every finite animation and transition to end
  // (looping ones, such as a spinner, the screenshot itself stops).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );
  // Two frames: the last answers' renders and their layout are painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
