import { CLOSEST_SERVICES_MAX } from '@onehall/contract';
import { describe, expect, it } from 'vitest';
import { type Item, P, STAFF_ONLY, serviceHallSession, W } from '../../../test/service-hall.ts';

/** 您是不是要找 (docs/design/services.md "When nothing matches"): the visible services nearest to a keyword that found nothing. */
describe('closest matches', () => {
  const t = serviceHallSession('embedded');
  const { post } = t;
  const names = (items: Item[]) => items.map((s) => s.serviceName);

  it('should offer the nearest services for a keyword the search finds nothing for, and log no search', async () => {
    // Two extra letters are beyond the search's one edit.
    expect((await post(`${P}/serverCenter/searchService`, { keyword: 'guashiii' }, t.student)).result).toEqual([]);
    const closest = await post(`${W}/guide/lucene/closest`, { keyword: 'guashiii' }, t.student);
    expect(closest.status).toBe(1000);
    expect(names(closest.result)[0]).toBe('校园卡挂失');
    expect(closest.result.length).toBeLessThanOrEqual(CLOSEST_SERVICES_MAX);
    const heat = (await post(`${W}/baseService/searchHeatWord`, {}, t.student)).result as { word: string }[];
    expect(heat.map((w) => w.word)).not.toContain('guashiii');
  });

  it('should offer each caller only services they may open', async () => {
    const keyword = 'chalvfeibaoxiaoo';
    const ids = async (token?: string) =>
      ((await post(`${W}/${token ? '' : 'nobody/'}guide/lucene/closest`, { keyword }, token)).result as Item[]).map((s) => s.serviceId);
    expect(await ids(t.teacher)).toContain(STAFF_ONLY);
    expect(await ids(t.student)).not.toContain(STAFF_ONLY);
    const visitor = (await post(`${W}/nobody/guide/lucene/closest`, { keyword: 'qingjiaaa' })).result as Item[];
    expect(visitor.every((s) => s.visitorVisible)).toBe(true);
  });
});
