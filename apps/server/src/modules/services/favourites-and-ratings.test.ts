import { RATING_COMMENT_MAX, sensitiveWordMessage } from '@onehall/contract';
import { describe, expect, it } from 'vitest';
import { testModes } from '../../../test/platforms.ts';
import { type Item, P, PUBLIC, SIGNED, serviceHallSession, W } from '../../../test/service-hall.ts';
import { serviceSeedId } from '../../seed/services.ts';

describe.each(testModes())('service hall API (%s)', (mode) => {
  const t = serviceHallSession(mode);
  const { post, ids } = t;

  describe('favourites', () => {
    it("should collect, reorder and cancel only the caller's own favourites", async () => {
      const mine = async (token: string) =>
        ids((await t.api.call({ method: 'GET', url: `${P}/serverCenter/myCollect`, token })).json().result);
      const before = await mine(t.student);
      expect(before.length).toBeGreaterThan(0);
      expect((await post(`${P}/serverCenter/collect`, { serviceId: PUBLIC }, t.student)).status).toBe(1000);
      expect((await post(`${P}/serverCenter/collect`, { serviceId: PUBLIC }, t.student)).status).toBe(1000);
      const after = await mine(t.student);
      expect(after).toEqual([...before, PUBLIC]);
      const reversed = [...after].reverse();
      expect((await post(`${P}/serverCenter/changeOrder`, { serviceIds: reversed }, t.student)).status).toBe(1000);
      expect(await mine(t.student)).toEqual(reversed);

      // The teacher has other favourites: the student's list is not theirs to reorder or cancel.
      expect((await post(`${P}/serverCenter/changeOrder`, { serviceIds: reversed }, t.teacher)).status).toBe(400);
      await post(`${P}/serverCenter/cancelCollect`, { serviceId: PUBLIC }, t.teacher);
      expect(await mine(t.student)).toEqual(reversed);
      expect(await mine(t.teacher)).toEqual([]);

      await post(`${P}/serverCenter/cancelCollect`, { serviceId: PUBLIC }, t.student);
      expect(await mine(t.student)).not.toContain(PUBLIC);
      const page = (await post(`${P}/serverCenter/page`, { size: 100 }, t.student)).result.records as (Item & { collected: boolean })[];
      expect(page.find((s) => s.serviceId === SIGNED)?.collected).toBe(true);
      expect((await t.api.call({ method: 'GET', url: `${P}/serverCenter/myCollect` })).statusCode).toBe(401);
    });
  });

  describe('ratings', () => {
    it('should keep one rating per user per service, a second one updating it', async () => {
      const serviceId = serviceSeedId('宿舍报修');
      expect((await post(`${W}/serverCenter/canUserRate`, { serviceId }, t.student)).result).toMatchObject({ canRate: true, rated: false });
      expect((await post(`${P}/serverCenter/checkScore`, { serviceId }, t.student)).result).toBeNull();
      const first = await post(
        `${P}/serverCenter/giveScore`,
        { serviceId, score: 2, labels: ['等待太久'], comment: '等了三天' },
        t.student,
      );
      expect(first.result).toMatchObject({ score: 2, labels: ['等待太久'], comment: '等了三天' });
      await post(`${W}/serverCenter/rateService`, { serviceId, score: 5, labels: ['响应及时'], comment: '第二次很快就修好了' }, t.student);
      expect((await post(`${P}/serverCenter/checkScore`, { serviceId }, t.student)).result).toMatchObject({
        score: 5,
        labels: ['响应及时'],
      });
      await post(`${W}/serverCenter/rateService`, { serviceId, score: 3 }, t.teacher);
      const detail = (await post(`${W}/nobody/serverCenter/serviceRateDetail`, { serviceId }, t.student)).result;
      expect(detail).toMatchObject({ rateCount: 2, avgScore: 4, distribution: [0, 0, 1, 0, 1] });
      expect(detail.recent).toEqual([expect.objectContaining({ userName: '张思远', comment: '第二次很快就修好了' })]);
      expect((await post(`${W}/serverCenter/canUserRate`, { serviceId }, t.student)).result).toMatchObject({ canRate: true, rated: true });
      expect((await post(`${W}/serverCenter/quickScoreLabels`, {}, t.student)).result).toContain('办理便捷');
    });

    it('should refuse a comment with a sensitive word, naming it, log the hit and store nothing', async () => {
      const serviceId = serviceSeedId('食堂意见反馈');
      const refused = await post(`${W}/serverCenter/rateService`, { serviceId, score: 1, comment: '有人在食堂组织赌博' }, t.student);
      expect(refused).toMatchObject({ http: 200, status: 1004, msg: sensitiveWordMessage('赌博') });
      expect(refused.msg).toBe('您提交的意见中包含敏感词「赌博」，已触发安全策略并被记录，请修改后重新提交');
      expect((await post(`${P}/serverCenter/checkScore`, { serviceId }, t.student)).result).toBeNull();
      const hits = await t.api.platform.db.selectFrom('sensitive_word_hits').selectAll().where('word', '=', '赌博').execute();
      expect(hits).toHaveLength(1);
      expect(hits[0]?.content).toBe('有人在食堂组织赌博');
    });

    it('should refuse bad ratings with a clear message', async () => {
      for (const score of [0, 6]) {
        const response = await post(`${P}/serverCenter/giveScore`, { serviceId: SIGNED, score }, t.student);
        expect(response).toMatchObject({ http: 400, status: 400 });
        expect(response.msg).toContain('score');
      }
      const long = await post(
        `${P}/serverCenter/giveScore`,
        { serviceId: SIGNED, score: 3, comment: '好'.repeat(RATING_COMMENT_MAX + 1) },
        t.student,
      );
      expect(long).toMatchObject({ http: 400, status: 400 });
      expect((await post(`${P}/serverCenter/giveScore`, { serviceId: SIGNED, score: 3, labels: ['随便写的'] }, t.student)).msg).toBe(
        '不支持的评价标签：随便写的',
      );
      expect(await post(`${P}/serverCenter/giveScore`, { serviceId: 'no-such-service', score: 3 }, t.student)).toMatchObject({
        http: 404,
        msg: '服务不存在或您无权查看',
      });
      expect((await post(`${P}/serverCenter/giveScore`, { serviceId: SIGNED, score: 3 })).http).toBe(401);
    });
  });
});
