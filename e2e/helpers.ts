import { type Browser, type BrowserContext, chromium, type Locator, type Page, type Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';

/** Debian's Chromium, installed by apt; the tests never download a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags that keep Chromium from reaching out to a network this machine does not have. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const DEMO_PASSWORD = 'Demo@12345';

/** The fixed client credential every API request to the shared server carries (its own, set by global-setup.ts). */
export function clientAuthorization(): string {
  return inject('clientAuthorization');
}

export function baseURL(): string {
  return inject('baseURL');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface BrowserFixture {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
}

/**
 * One browser per test file and a fresh context (cookies, local and session storage) per
 * test, so no journey inherits another's sign-in.
 */
export function useBrowser(contextOptions: Parameters<Browser['newContext']>[0] = {}): BrowserFixture {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser!.newContext({ baseURL: baseURL(), locale: 'zh-CN', ...contextOptions });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  return {
    get browser() {
      return browser!;
    },
    get context() {
      return context!;
    },
    get page() {
      return page!;
    },
  };
}

/** The path part of the page's address, e.g. `/home/homePage`. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Resolves once the page's path is `path` (client-side routing included). */
export async function waitForPath(page: Page, path: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout, waitUntil: 'commit' });
}

/**
 * Chooses an item of an open antd dropdown menu once the menu has finished
 * its opening motion: under load a click on an item still moving in was
 * seen lost (the menu stayed open, its handler never ran).
 */
export async function chooseMenuItem(page: Page, name: string | RegExp): Promise<void> {
  const item = page.getByRole('menuitem', { name });
  await item.waitFor();
  await page
    .locator('.ant-dropdown')
    .filter({ has: item })
    .evaluate((menu) => Promise.all(menu.getAnimations({ subtree: true }).map((a) => a.finished)));
  await item.click();
}

/**
 * An element's box once it has stopped moving: antd dialogs zoom in, and a
 * box read mid-animation is scaled down.
 */
export async function settledBox(locator: Locator, timeout = 10_000): Promise<NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>> {
  const until = Date.now() + timeout;
  let last = await locator.boundingBox();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const box = await locator.boundingBox();
    if (box && last && box.x === last.x && box.y === last.y && box.width === last.width && box.height === last.height) return box;
    if (Date.now() > until) throw new Error(`the element's box did not settle within ${timeout} ms`);
    last = box;
  }
}

/** The sign-in form's fields, found by label (or placeholder, should the design drop the visible label). */
export function signInForm(page: Page) {
  return {
    account: page.getByLabel('账号', { exact: true }).or(page.getByPlaceholder('账号')).first(),
    password: page.getByLabel('密码', { exact: true }).or(page.getByPlaceholder('密码')).first(),
    // Ant Design puts a space between the two characters of a two-character button label.
    submit: page.getByRole('button', { name: /^登\s*录$/ }),
  };
}

/** What the server answered to a password sign-in. */
export interface SignInResult {
  status: number;
  msg: string;
  result?: { access_token: string; refresh_token: string; ticket?: { tgt: string; expireTime: number } };
}

/** Fills and submits the sign-in form on /login; resolves with the token call's answer. */
export async function submitSignIn(page: Page, account: string, password: string): Promise<SignInResult> {
  if (pathOf(page) !== '/login') await page.goto('/login');
  const form = signInForm(page);
  await form.account.fill(account);
  await form.password.fill(password);
  const tokenResponse: Promise<Response> = page.waitForResponse((r) => r.url().includes('/api/blade-auth/oauth/token'));
  await form.submit.click();
  return (await (await tokenResponse).json()) as SignInResult;
}

/** Signs in through the page and waits until the app has left /login. */
export async function signIn(page: Page, account: string, password = DEMO_PASSWORD): Promise<SignInResult> {
  const answer = await submitSignIn(page, account, password);
  if (!answer.result?.access_token) throw new Error(`sign-in of ${account} failed: ${answer.status} ${answer.msg}`);
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000, waitUntil: 'commit' });
  return answer;
}

/** Calls the API directly (not through the page) with the client credential and, when given, a user's token. */
export async function api(
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = { Authorization: clientAuthorization() };
  if (options.token) {
    headers['Blade-Auth'] = `bearer ${options.token}`;
    headers['access-token'] = options.token;
  }
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseURL()}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return (await response.json()) as Record<string, unknown>;
}
