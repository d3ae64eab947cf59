import { describe, expect, it } from 'vitest';
import { testModes } from '../../../test/platforms.ts';
import { type Item, P, PUBLIC, SIGNED, serviceHallSession, W } from '../../../test/service-hall.ts';
import { closePlatform, createPlatform } from '../../platform/create-platform.ts';
import { serviceSeedId } from '../../seed/services.ts';
import { SERVICES_CHANGED, startSearchIndex } from './search-index.ts';

describe.each(testModes())('service hall API (%s)', (mode) => {
  const t = serviceHallSession(mode);
  const { post } = t;

  describe('visits and search (heat words: heat-words.test.ts)', () => {
    it('should count every opening into the service hotness', async () => {
      const before = (await post(`${P}/nobody/serverCenter/customDetails`, { serviceId: PUBLIC })).result.visitCount;
      expect((await post(`${P}/nobody/userClickVisitLog/clickService`, { serviceId: PUBLIC })).result).toEqual({ visitCount: before + 1 });
      await post(`${P}/nobody/userClickVisitLog/clickService`, { serviceId: PUBLIC }, t.student);
      expect((await post(`${P}/nobody/serverCenter/customDetails`, { serviceId: PUBLIC })).result.visitCount).toBe(before + 2);
      expect((await post(`${P}/nobody/userClickVisitLog/clickService`, { serviceId: SIGNED })).status).toBe(404);
    });

    it("should answer a search with the listing's items, the caller's own favourites and the current hotness", async () => {
      const keyword = '请假销假办理指南';
      const found = async (token?: string) =>
        ((await post(`${P}/${token ? '' : 'nobody/'}serverCenter/searchService`, { keyword }, token)).result as Item[]).find(
          (s) => s.serviceId === PUBLIC,
        );
      const listed = (await post(`${P}/serverCenter/page`, { size: 100, serviceName: keyword }, t.teacher)).result.records as Item[];
      expect(await found(t.teacher)).toEqual(listed.find((s) => s.serviceId === PUBLIC));

      await post(`${P}/serverCenter/collect`, { serviceId: PUBLIC }, t.teacher);
      expect(await found(t.teacher)).toMatchObject({ collected: true });
      expect(await found(t.student)).toMatchObject({ collected: false });
      expect(await found()).toMatchObject({ collected: false });
      await post(`${P}/serverCenter/cancelCollect`, { serviceId: PUBLIC }, t.teacher);
      expect(await found(t.teacher)).toMatchObject({ collected: false });

      const { visitCount } = (await post(`${P}/nobody/userClickVisitLog/clickService`, { serviceId: PUBLIC })).result;
      expect(await found()).toMatchObject({ visitCount });
    });

    it('should find services by pinyin and initials, and suggest without logging', async () => {
      const suggestions = (await post(`${W}/guide/lucene/search`, { keyword: 'xykgs' }, t.student)).result as Item[];
      expect(suggestions[0]?.serviceName).toBe('校园卡挂失');
      const empty = (await post(`${P}/serverCenter/searchService`, { keyword: '   ' }, t.student)).result;
      expect(empty).toEqual([]);
      expect((await post(`${P}/serverCenter/searchService`, { keyword: 'x'.repeat(51) }, t.student)).status).toBe(400);
    });
  });

  it.runIf(mode === 'production')('should update the search index of every node when a service changes', async () => {
    const prefix = `onehall_nodes_${Date.now()}:`;
    const [nodeA, nodeB] = await Promise.all([
      createPlatform(t.api.platform.config, { keyPrefix: prefix }),
      createPlatform(t.api.platform.config, { keyPrefix: prefix }),
    ]);
    const indexB = startSearchIndex(nodeB, () => undefined);
    try {
      await indexB.ready;
      const viewer = { tenantId: '000000', userId: null, roles: ['student'] };
      const serviceId = serviceSeedId('宿舍调换申请');
      await nodeA.db.updateTable('services').set({ name: '寝室互换申请' }).where('id', '=', serviceId).execute();
      await nodeA.pubsub.publish(SERVICES_CHANGED, { ids: [serviceId] });
      await expect.poll(() => indexB.index.search('寝室互换', viewer, undefined, 5), { timeout: 5000 }).toContain(serviceId);
    } finally {
      await indexB.stop();
      await Promise.all([closePlatform(nodeA), closePlatform(nodeB)]);
    }
  });
});
