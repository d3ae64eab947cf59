#!/usr/bin/env node
// Retakes docs/screenshot.png (the README's picture) from a running portal:
//   npm start            # in another terminal
//   node scripts/screenshot.mjs [url] [output]
// Uses Debian's Chromium (or CHROMIUM_PATH); never downloads a browser.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const url = process.argv[2] ?? `http://localhost:${process.env.PORT || 8080}/`;
const output = path.resolve(process.argv[3] ?? path.join(root, 'docs', 'screenshot.png'));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  // Without these Chromium keeps trying to reach services this network does not have.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.screenshot({ path: output });
  console.log(`saved ${path.relative(root, output)} from ${url}`);
} finally {
  await browser.close();
}
