import { CardManageMessages, type ManagedCard, type UserCardType } from '@onehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { type TestMode, testModes } from '../../../test/platforms.ts';
import { seedCardId } from '../../seed/cards.ts';

const PLATFORM = '/api/blade-platform';
const USER_CARDS = `${PLATFORM}/userHomePageApplyCard/getUserApplyCardList`;
const MANAGED = `${PLATFORM}/userApplyCardManage/getNavigationUserApplyCardList`;
const SAVE = `${PLATFORM}/userApplyCardManage/save`;

const STUDENT_CARDS = ['待办', '个人事项', '我的收藏', '常用服务', '为你推荐', '常用工具', '校园新闻', '重要公告'];

describe.each(testModes())('card management (%s)', (mode: TestMode) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    api = await startApi(mode);
    for (const account of ['admin', 'teacher01', 'staff01', 'student01']) tokens[account] = (await api.signIn(account)).access_token;
  }, 60_000);
  afterAll(() => api.close());

  const post = (url: string, payload: object, account?: string) =>
    api.call({ method: 'POST', url, payload, token: account ? tokens[account] : undefined });
  const homeNames = async (account: string) => {
    const r = (await post(USER_CARDS, {}, account)).json();
    expect(r.status).toBe(1000);
    return (r.result as UserCardType[]).flatMap((t) => t.cardConfigs.map((c) => c.cardName));
  };
  const managed = async (account: string): Promise<ManagedCard[]> => {
    const r = (await post(MANAGED, {}, account)).json();
    expect(r.status).toBe(1000);
    return r.result;
  };
  const save = (account: string, cards: [string, boolean][], extra: object = {}) =>
    post(SAVE, { ...extra, cards: cards.map(([name, hidden]) => ({ cardId: seedCardId(name), hidden })) }, account);
  const arrangement = (names: string[], hide: string[] = []): [string, boolean][] => names.map((n) => [n, hide.includes(n)]);

  it('should list every card the caller may see, none hidden, the administrator-fixed ones marked', async () => {
    const cards = await managed('student01');
    expect(cards.map((c) => c.cardName)).toEqual(STUDENT_CARDS);
    expect(cards.every((c) => !c.hidden)).toBe(true);
    expect(cards.filter((c) => c.fixed).map((c) => c.cardName)).toEqual(['重要公告']);
  });

  it("should keep a user's hidden cards and order on the server, for that user only", async () => {
    const order = ['待办', '个人事项', '常用服务', '我的收藏', '为你推荐', '常用工具', '校园新闻', '重要公告'];
    // A user id in the body changes nothing: the settings saved are always the caller's.
    const r = (await save('student01', arrangement(order, ['校园新闻']), { userId: 'someone-else', user_id: 'someone-else' })).json();
    expect(r.status, JSON.stringify(r)).toBe(1000);
    expect(r.result.find((c: ManagedCard) => c.cardName === '校园新闻').hidden).toBe(true);

    expect(await homeNames('student01')).toEqual(order.filter((n) => n !== '校园新闻'));
    expect((await managed('student01')).map((c) => [c.cardName, c.hidden])).toEqual(order.map((n) => [n, n === '校园新闻']));
    // Other users keep the configured page.
    for (const account of ['staff01', 'teacher01']) {
      const names = await homeNames(account);
      expect(names).toContain('校园新闻');
      expect(names.indexOf('我的收藏')).toBeLessThan(names.indexOf('常用服务'));
    }

    // After a restart (another device, another node) it is still there; shown again, it is back.
    await api.restart();
    expect(await homeNames('student01')).not.toContain('校园新闻');
    expect((await save('student01', arrangement(order))).json().status).toBe(1000);
    expect(await homeNames('student01')).toEqual(order);
  });

  it('should refuse to hide a card the administrator fixed, changing nothing', async () => {
    const before = await managed('student01');
    const r = (await save('student01', arrangement(STUDENT_CARDS, ['重要公告', '待办']))).json();
    expect(r.status).toBe(1004);
    expect(r.msg).toBe(CardManageMessages.fixed('重要公告'));
    expect(await managed('student01')).toEqual(before);
  });

  it('should refuse a card the caller may not see, and a caller who is not signed in', async () => {
    const before = await managed('student01');
    const staffOnly = (await save('student01', [['业务直通车', false]])).json();
    expect(staffOnly.status).toBe(403);
    expect(staffOnly.msg).toBe(CardManageMessages.notVisible);
    const twice = (
      await save('student01', [
        ['待办', true],
        ['待办', false],
      ])
    ).json();
    expect(twice.status).toBe(400);
    expect(await managed('student01')).toEqual(before);
    expect((await save('', [['待办', true]])).json().status).toBe(401);
    expect((await post(MANAGED, {})).json().status).toBe(401);
  });

  it('should show a card again once the administrator fixes it, and then refuse hiding it', async () => {
    expect((await save('student01', arrangement(STUDENT_CARDS, ['常用工具']))).json().status).toBe(1000);
    expect(await homeNames('student01')).not.toContain('常用工具');
    const tools = (await post('/api/online-service-platform/indexcardconfig/list', {}, 'admin'))
      .json()
      .result.find((c: { cardName: string }) => c.cardName === '常用工具');
    const fixed = (
      await post('/api/online-service-platform/indexcardconfig/submit', { id: tools.id, cardName: '常用工具', fixed: true }, 'admin')
    ).json();
    expect(fixed.status, JSON.stringify(fixed)).toBe(1000);
    expect(fixed.result.fixed).toBe(true);
    expect(await homeNames('student01')).toContain('常用工具');
    expect((await save('student01', arrangement(STUDENT_CARDS, ['常用工具']))).json().status).toBe(1004);
  });
});
