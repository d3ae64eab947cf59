import { HEAT_WORD_MIN_USERS, HEAT_WORDS_MAX } from '@onehall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testModes } from '../../../test/platforms.ts';
import { P, serviceHallSession, W } from '../../../test/service-hall.ts';

const CONFIG = `${W}/heatWordConfig`;

interface Word {
  word: string;
  count: number;
}
interface Entry {
  id: string | null;
  word: string;
  state: string;
  users: number;
  searches: number;
}

describe.each(testModes())('heat words (%s)', (mode) => {
  const t = serviceHallSession(mode);
  const { post } = t;
  let staff: string;
  beforeAll(async () => {
    staff = (await t.api.signIn('staff01')).access_token;
  });

  const search = (keyword: string, token: string) => post(`${P}/serverCenter/searchService`, { keyword }, token);
  const shown = async (token?: string) =>
    (await post(`${W}/${token ? 'baseService' : 'nobody'}/searchHeatWord`, {}, token)).result as Word[];
  const words = async (token?: string) => (await shown(token)).map((w) => w.word);
  const configured = async () => (await post(`${CONFIG}/list`, {}, t.admin)).result as Entry[];
  const entry = async (word: string) => (await configured()).find((e) => e.word === word);

  it('should count pinyin, initials and any case towards what was found, never showing the query as typed', async () => {
    for (const token of [t.student, t.teacher, t.admin]) {
      for (const keyword of ['SUSHE kongtiao ss', 'sushe', 'ss', 'qingjia zhinan']) await search(keyword, token);
    }
    await search('VPN', t.teacher);
    await search('Vpn', t.admin);
    for (const token of [undefined, t.student, t.teacher]) {
      expect((await words(token)).filter((w) => /sushe|kongtiao|\bss\b|qingjia/i.test(w))).toEqual([]);
    }
    expect(await shown()).toContainEqual({ word: '请假销假办理指南', count: 3 });
    expect(await entry('请假销假办理指南')).toMatchObject({ state: 'COMPUTED', users: 3, searches: 3 });
    // Seeded: the student searched vpn; the service spells its keyword so.
    expect(await entry('vpn')).toMatchObject({ users: 3 });
    expect(await words()).not.toContain('vpn');
  });

  it('should never make a heat word of a search that found nothing', async () => {
    for (const token of [t.student, t.teacher, t.admin]) await search('zzzzqqqq', token);
    expect(await words()).not.toContain('zzzzqqqq');
    expect(await words(t.student)).not.toContain('zzzzqqqq');
    expect((await configured()).map((e) => e.word)).not.toContain('zzzzqqqq');
  });

  it(`should show a word only once ${HEAT_WORD_MIN_USERS} different signed-in users searched it`, async () => {
    for (let i = 0; i < 8; i++) await search('体检', t.student);
    await search('体检', t.teacher);
    expect(await words(t.student)).not.toContain('体检');
    expect(await entry('体检')).toBeUndefined();
    await search('体检', t.admin);
    expect(await shown(t.student)).toContainEqual({ word: '体检', count: 3 });
    expect(await entry('体检')).toMatchObject({ users: 3, searches: 10 });
  });

  it('should drop a word that holds a sensitive word', async () => {
    const db = t.api.platform.db;
    await db.insertInto('sensitive_words').values({ id: t.api.platform.newId(), tenant_id: '000000', word: '挂失' }).execute();
    try {
      for (const token of [t.student, t.teacher, staff]) await search('xiaoyuanka guashi', token);
      expect(await words(t.student)).not.toContain('校园卡挂失');
      expect(await entry('校园卡挂失')).toBeUndefined();
      expect(await post(`${CONFIG}/pin`, { word: '校园卡挂失' }, t.admin)).toMatchObject({
        status: 1004,
        msg: '「校园卡挂失」包含敏感词「挂失」，不能置顶',
      });
    } finally {
      await db.deleteFrom('sensitive_words').where('tenant_id', '=', '000000').where('word', '=', '挂失').execute();
    }
    expect(await entry('校园卡挂失')).toMatchObject({ users: 3 });
  });

  it('should show pinned words first in their order and never a blocked word', async () => {
    const pin = (word: string) => post(`${CONFIG}/pin`, { word }, t.admin);
    expect(await pin(' 迎新  报到 ')).toMatchObject({ status: 1000 });
    expect(await pin('宿舍')).toMatchObject({ status: 1000 });
    expect(await pin('迎新 报到')).toMatchObject({ status: 1000 });
    expect(await post(`${CONFIG}/block`, { word: 'VPN' }, t.admin)).toMatchObject({ status: 1000 });
    for (const token of [undefined, t.student]) {
      expect((await words(token)).slice(0, 2)).toEqual(['迎新 报到', '宿舍']);
      expect((await words(token)).filter((w) => w.toLowerCase() === 'vpn')).toEqual([]);
    }
    expect((await shown())[1]).toEqual({ word: '宿舍', count: 3 });
    const list = await configured();
    expect(list.slice(0, 2).map((e) => [e.word, e.state])).toEqual([
      ['迎新 报到', 'PINNED'],
      ['宿舍', 'PINNED'],
    ]);
    const blocked = list.at(-1)!;
    expect(blocked).toMatchObject({ word: 'VPN', state: 'BLOCKED', users: 3 });
    expect(list.filter((e) => e.word.toLowerCase() === 'vpn')).toHaveLength(1);

    for (const e of list.filter((x) => x.state === 'PINNED'))
      expect(await post(`${CONFIG}/unpin`, { id: e.id }, t.admin)).toMatchObject({ status: 1000 });
    expect(await post(`${CONFIG}/unpin`, { id: blocked.id }, t.admin)).toMatchObject({ status: 404 });
    expect(await post(`${CONFIG}/unblock`, { id: blocked.id }, t.admin)).toMatchObject({ status: 1000 });
    expect(await words(t.student)).not.toContain('迎新 报到');
    expect(await entry('vpn')).toMatchObject({ state: 'COMPUTED' });
  });

  it(`should pin at most ${HEAT_WORDS_MAX} words, and turn a blocked word into a pinned one`, async () => {
    const many = Array.from({ length: HEAT_WORDS_MAX }, (_, i) => `置顶词${i}`);
    expect(await post(`${CONFIG}/block`, { word: many[0] }, t.admin)).toMatchObject({ status: 1000 });
    for (const word of many) expect(await post(`${CONFIG}/pin`, { word }, t.admin)).toMatchObject({ status: 1000 });
    expect(await post(`${CONFIG}/pin`, { word: '多一个' }, t.admin)).toMatchObject({
      status: 1004,
      msg: `最多置顶 ${HEAT_WORDS_MAX} 个热门搜索词，请先取消置顶其他词`,
    });
    expect(await words()).toEqual(many);
    const list = await configured();
    expect(list.filter((e) => e.state === 'BLOCKED')).toEqual([]);
    for (const e of list.filter((x) => x.state === 'PINNED')) await post(`${CONFIG}/unpin`, { id: e.id }, t.admin);
    expect(await post(`${CONFIG}/pin`, { word: '   ' }, t.admin)).toMatchObject({ status: 400, msg: '请输入热门搜索词' });
  });

  it(`should keep to ${HEAT_WORDS_MAX} pinned words when 50 pins arrive at once`, async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => post(`${CONFIG}/pin`, { word: `并发词${i}` }, t.admin)));
    expect(answers.filter((a) => a.status === 1000)).toHaveLength(HEAT_WORDS_MAX);
    const pinned = (await configured()).filter((e) => e.state === 'PINNED');
    expect(pinned).toHaveLength(HEAT_WORDS_MAX);
    for (const e of pinned) await post(`${CONFIG}/unpin`, { id: e.id }, t.admin);
  });

  it('should refuse the configuration to a student and to a visitor', async () => {
    const calls: [string, object][] = [
      [`${CONFIG}/list`, {}],
      [`${CONFIG}/pin`, { word: '请假' }],
      [`${CONFIG}/unpin`, { id: 'x' }],
      [`${CONFIG}/block`, { word: '请假' }],
      [`${CONFIG}/unblock`, { id: 'x' }],
    ];
    for (const [url, payload] of calls) {
      expect(await post(url, payload, t.student), url).toMatchObject({ http: 403, status: 403 });
      expect(await post(url, payload), url).toMatchObject({ http: 401 });
    }
  });

  it("should not touch another school's pinned or blocked word", async () => {
    const db = t.api.platform.db;
    const tenantId = t.api.platform.newId().slice(0, 12);
    const rule = (word: string, action: string) => ({
      id: t.api.platform.newId(),
      tenant_id: tenantId,
      word,
      word_key: word,
      action,
      sort: 1,
      created_at: new Date().toISOString(),
    });
    const pinned = rule('他校置顶', 'PIN');
    const blocked = rule('他校屏蔽', 'BLOCK');
    await db.insertInto('service_heat_word_rules').values([pinned, blocked]).execute();
    try {
      expect(await post(`${CONFIG}/unpin`, { id: pinned.id }, t.admin)).toMatchObject({ http: 404, msg: '该置顶词不存在，请刷新后重试' });
      expect(await post(`${CONFIG}/unblock`, { id: blocked.id }, t.admin)).toMatchObject({
        http: 404,
        msg: '该屏蔽词不存在，请刷新后重试',
      });
      const left = await db.selectFrom('service_heat_word_rules').select('id').where('tenant_id', '=', tenantId).execute();
      expect(left).toHaveLength(2);
      expect((await configured()).map((e) => e.word)).not.toContain('他校置顶');
      expect(await words()).not.toContain('他校置顶');
    } finally {
      await db.deleteFrom('service_heat_word_rules').where('tenant_id', '=', tenantId).execute();
    }
  });
});
