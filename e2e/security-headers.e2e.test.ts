import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { FRAME_NOT_ALLOWED_TEXT } from '../packages/contract/src/index.ts';
import { signIn, useBrowser, waitForPath } from './helpers.ts';

/**
 * The portal under its Content-Security-Policy in Chromium
 * (docs/design/security-headers.md): the landing, the home page with its
 * qiankun micro-app, and configured frames run without a single violation;
 * an address nobody configured is neither framed by the service page nor by the browser.
 */

/** Seeded hosts this machine cannot reach; the browser gets stand-in pages. */
const SERVICE_HOST = 'https://ehall.mdu.edu.cn';
const TOOL_URL = 'https://jwc.mingde.edu.cn/calendar';
const UNCONFIGURED = 'https://evil.example';

type Collected = { __cspViolations?: string[] };

/** Every violation reported in any frame of the page's current documents. */
async function violations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const frame of page.frames()) {
    found.push(...(await frame.evaluate(() => (window as Collected).__cspViolations ?? []).catch(() => [])));
  }
  return found;
}

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('security headers in the browser', () => {
  const b = useBrowser();
  let consoleErrors: string[];

  beforeEach(async () => {
    consoleErrors = [];
    // Runs in every document and frame before the page's own scripts, so nothing is missed.
    await b.context.addInitScript(() => {
      const seen: string[] = [];
      (window as Collected).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => {
        seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} in ${e.documentURI} at ${e.sourceFile}:${e.lineNumber}`);
      });
    });
    b.page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
    });
    b.page.on('pageerror', (error) => {
      if (/Content Security Policy|unsafe-eval/i.test(error.message)) consoleErrors.push(error.message);
    });
    for (const host of [SERVICE_HOST, new URL(TOOL_URL).origin, UNCONFIGURED]) {
      await b.context.route(`${host}/**`, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          body: '<!doctype html><title>外部页面</title><h1>外部页面</h1>',
        }),
      );
    }
  });

  it('should send the policy with the page and load the landing with no violation', async () => {
    const { page } = b;
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self' 'unsafe-eval'");
    expect(headers['content-security-policy']).toContain(`frame-src 'self' ${SERVICE_HOST}`);
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
    for (const name of ['服务直通车', '新闻公告', '常用工具']) await page.getByRole('region', { name, exact: true }).waitFor();
    // The landing's preload script (a file, not inline) ran: it adds the landing chunks as modulepreload links.
    await expect.poll(() => page.locator('link[rel="modulepreload"][href*="landing-page"]').count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('should run the home page, its qiankun micro-app and its framed card with no violation', async () => {
    const { page } = b;
    await signIn(page, 'teacher01');
    if (!page.url().includes('/home/homePage')) await page.goto('/home/homePage');
    const micro = card(page, '校园时钟');
    // Frame cards start once on screen (docs/design/home-web.md "Speed").
    await micro.scrollIntoViewIfNeeded();
    // qiankun evaluates the micro-app's script: it only mounts if the policy allows it.
    await micro.getByText('微应用').waitFor({ timeout: 30_000 });
    await page.frameLocator('iframe[title="校园时钟（网页）"]').getByText('校园时钟', { exact: true }).waitFor({ timeout: 20_000 });
    for (const name of ['待办', '常用工具']) await card(page, name).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('should frame a configured in-page service and a common tool with no violation', async () => {
    const { page } = b;
    await signIn(page, 'student01');
    await page.goto(`/home/serviceIframPage?${new URLSearchParams({ url: `${SERVICE_HOST}/service/x`, name: '在线服务' })}`);
    const service = page.locator('iframe[title="在线服务"]');
    await page.frameLocator('iframe[title="在线服务"]').getByText('外部页面').waitFor({ timeout: 20_000 });
    expect(await service.getAttribute('sandbox')).toContain('allow-scripts');

    await page.goto(`/home/iframPage?${new URLSearchParams({ url: TOOL_URL, name: '常用工具' })}`);
    await page.frameLocator('iframe[title="常用工具"]').getByText('外部页面').waitFor({ timeout: 20_000 });
    expect(await violations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('should refuse to frame an address no administrator configured, and the browser should block it too', async () => {
    const { page } = b;
    await signIn(page, 'student01');
    await page.goto(
      `/home/serviceIframPage?${new URLSearchParams({ url: `${UNCONFIGURED}/login`, name: '伪造服务', backPath: '/\\evil.example' })}`,
    );
    await waitForPath(page, '/home/serviceIframPage');
    await page.getByText(FRAME_NOT_ALLOWED_TEXT, { exact: true }).waitFor({ timeout: 20_000 });
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('button', { name: /返\s*回/ }).click();
    await waitForPath(page, '/home/serviceHall');

    // The generic frame page has no list of its own; the CSP frame-src stops the address in the browser.
    await page.goto(`/home/iframPage?${new URLSearchParams({ url: `${UNCONFIGURED}/login`, name: '伪造页面' })}`);
    await page.locator('iframe[title="伪造页面"]').waitFor();
    await expect.poll(async () => (await violations(page)).join('\n')).toContain(`frame-src blocked ${UNCONFIGURED} in `);
  });
});
