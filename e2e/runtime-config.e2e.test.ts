import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RUNTIME_CONFIG_META } from '@onehall/contract';
import { describe, expect, it } from 'vitest';
import { baseURL, clientAuthorization } from './helpers.ts';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');
const DEMO = { id: 'onehall', secret: 'onehall_secret' };

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
  );
}

/**
 * One build serves any installation (issue 20): the shared server of these
 * journeys runs with a client credential of its own, new each run, which the
 * built app can only have learnt from the page the server served it. Every
 * other journey signing in through it depends on that too.
 */
describe('the client credential reaches the web app at run time', () => {
  it('should leave the demo credential out of every file of the production build', () => {
    const demoBasic = Buffer.from(`${DEMO.id}:${DEMO.secret}`).toString('base64');
    const texts = filesUnder(dist).filter((file) => /\.(?:js|html|css|json)$/.test(file));
    expect(texts.length).toBeGreaterThan(10);
    for (const file of texts) {
      const text = readFileSync(file, 'utf8');
      expect(text.includes(DEMO.secret) || text.includes(demoBasic), path.relative(dist, file)).toBe(false);
    }
  });

  it("should serve the page with this server's credential, and the server should refuse the demo one", async () => {
    const page = await (await fetch(`${baseURL()}/login`)).text();
    const content = new RegExp(`<meta name="${RUNTIME_CONFIG_META}" content="([^"]*)">`).exec(page)?.[1] ?? '';
    const { clientId, clientSecret } = JSON.parse(content.replace(/&quot;/g, '"')) as { clientId: string; clientSecret: string };
    expect(`Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`).toBe(clientAuthorization());
    const index = (authorization: string) =>
      fetch(`${baseURL()}/api/blade-platform/nobody/index/index`, { method: 'POST', headers: { authorization } });
    expect((await index(clientAuthorization())).status).toBe(200);
    expect((await index(`Basic ${Buffer.from(`${DEMO.id}:${DEMO.secret}`).toString('base64')}`)).status).toBe(401);
  });
});
