import { describe, expect, it } from 'vitest';
import { useBrowser } from './helpers.ts';

/** The built web app goes to Chromium as the build's brotli files (docs/design/compression.md). */
describe('compression in the browser', () => {
  const b = useBrowser();

  it('should get the home page’s entry script as br and run it', async () => {
    const { page } = b;
    const html = await (await page.request.get('/')).text();
    const src = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
    expect(src).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const entry = page.waitForResponse((r) => new URL(r.url()).pathname === src);
    await page.goto('/');
    const response = await entry;
    expect(await response.headerValue('content-encoding')).toBe('br');
    expect(await response.headerValue('vary')).toMatch(/accept-encoding/i);
    expect(await response.headerValue('content-type')).toBe('application/javascript; charset=utf-8');
    // The page only draws if the browser decoded what it got.
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
  });
});
