import { rmSync } from 'node:fs';
import { type BrowserContextOptions, chromium, type Page, type Request } from 'playwright-core';
import { runMain } from './lib/run.ts';
import { printTable } from './lib/table.ts';
import { buildWebInto, CHROMIUM_ARGS, CHROMIUM_PATH, signInPage, startWebServer, tempDist } from './lib/web-server.ts';

/**
 * Compression benchmark (see README.md "Compression"): the bytes a first
 * visit of `/` and of `/home/homePage` puts on the wire from the production
 * build and the real server, once per Accept-Encoding. Identity is what every
 * client got before issue 13 (nothing was compressed).
 */

/** After the page is drawn and the network quiet, how long to wait for late requests. */
const SETTLE_MS = 1500;

const ENCODINGS = [
  { name: 'identity', accept: 'identity' },
  { name: 'gzip', accept: 'gzip' },
  { name: 'br', accept: 'br' },
  // What Chromium sends by itself: the figure a browser really sees.
  { name: 'Chromium', accept: undefined },
] as const;

const CATEGORIES = ['JS', 'CSS', 'HTML', 'API (JSON)', 'other'] as const;
type Category = (typeof CATEGORIES)[number];

function categoryOf(request: Request): Category {
  switch (request.resourceType()) {
    case 'script':
      return 'JS';
    case 'stylesheet':
      return 'CSS';
    case 'document':
      return 'HTML';
    case 'fetch':
    case 'xhr':
      return request.url().includes('/api/') ? 'API (JSON)' : 'other';
    default:
      return 'other';
  }
}

interface Load {
  /** Response body bytes as transferred, per category. */
  bytes: Record<Category, number>;
  /** Content-Encoding of the entry script. */
  entryEncoding: string;
}

/** Loads `url` in `page` (a new context: empty cache) and adds up the encoded body bytes of every same-origin response. */
async function measure(page: Page, url: string, ready: string, entry: string): Promise<Load> {
  const origin = new URL(url).origin;
  const pending: Promise<void>[] = [];
  const bytes = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
  let entryEncoding = '(not seen)';
  page.on('requestfinished', (request) => {
    if (!request.url().startsWith(origin)) return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        bytes[categoryOf(request)] += sizes.responseBodySize;
        if (new URL(request.url()).pathname === entry && response) {
          entryEncoding = (await response.headerValue('content-encoding')) ?? 'identity';
        }
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.locator(ready).first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  await Promise.all(pending);
  return { bytes, entryEncoding };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const total = (load: Load) => CATEGORIES.reduce((sum, c) => sum + load.bytes[c], 0);

async function main(): Promise<number> {
  const dist = tempDist('compression');
  buildWebInto(dist, 'compression');
  const web = await startWebServer(dist, 'compression');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    const html = await (await fetch(`${web.base}/`)).text();
    const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
    if (!entry) throw new Error('index.html names no entry script');
    const pages = [
      {
        name: '/ (visitor)',
        open: async (options: BrowserContextOptions) => (await browser.newContext(options)).newPage(),
        url: '/',
        ready: 'footer',
      },
      {
        name: '/home/homePage (signed in)',
        // Signed in elsewhere, then only the sign-in (cookie and localStorage) is carried over, not the cache.
        open: async (options: BrowserContextOptions) => {
          const signIn = (await signInPage(browser, web.base)).context();
          const storageState = await signIn.storageState();
          await signIn.close();
          return (await browser.newContext({ ...options, storageState })).newPage();
        },
        url: '/home/homePage',
        ready: 'main',
      },
    ];
    let entryIsBrotli = true;
    for (const target of pages) {
      const loads = new Map<string, Load>();
      for (const encoding of ENCODINGS) {
        const options: BrowserContextOptions = {
          baseURL: web.base,
          locale: 'zh-CN',
          viewport: { width: 1366, height: 800 },
          ...(encoding.accept ? { extraHTTPHeaders: { 'accept-encoding': encoding.accept } } : {}),
        };
        const page = await target.open(options);
        loads.set(encoding.name, await measure(page, `${web.base}${target.url}`, target.ready, entry));
        await page.context().close();
      }
      const identity = total(loads.get('identity') as Load);
      console.log(`\n${target.name}: bytes transferred on a first visit (response bodies, empty cache)\n`);
      printTable(
        ['', ...ENCODINGS.map((e) => e.name)],
        [
          ...CATEGORIES.map((c) => [c, ...ENCODINGS.map((e) => kb((loads.get(e.name) as Load).bytes[c]))]),
          ['total', ...ENCODINGS.map((e) => kb(total(loads.get(e.name) as Load)))],
          ['vs identity', ...ENCODINGS.map((e) => `${((100 * total(loads.get(e.name) as Load)) / identity).toFixed(1)} %`)],
          [`entry ${entry}`, ...ENCODINGS.map((e) => (loads.get(e.name) as Load).entryEncoding)],
        ],
      );
      entryIsBrotli &&= (loads.get('Chromium') as Load).entryEncoding === 'br';
    }
    if (!entryIsBrotli) console.log('\nThe entry script did not come as br to Chromium.');
    return entryIsBrotli ? 0 : 1;
  } finally {
    await browser.close();
    web.close();
    rmSync(dist, { recursive: true, force: true });
  }
}

runMain(main);
