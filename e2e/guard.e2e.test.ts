import { describe, expect, it } from 'vitest';
import { pathOf, useBrowser, waitForPath } from './helpers.ts';

describe('route guard', () => {
  const b = useBrowser();

  it('should send a visitor opening /home/homePage to /login', async () => {
    await b.page.goto('/home/homePage');
    await waitForPath(b.page, '/login');
    expect(pathOf(b.page)).toBe('/login');
  });
});
