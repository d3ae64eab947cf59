import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { type IndexedDoc, TextIndex } from './text-index.ts';

/**
 * The bulk paths (an empty index loaded at once by `upsert` or `fill`) must
 * give the index MiniSearch's `add` gives, document by document: same
 * matches, same scores, same order of equal scores.
 */

const options = {
  fields: { name: 6, keywords: 3, dept: 1.5, guide: 0.5 },
  pinyinOf: ['name', 'keywords', 'dept'],
  phraseField: 'name',
  secondaryFields: ['guide'],
};

const DEPTS = ['计算机科学与技术学院', '图书馆', '财务处', '后勤管理处', '外国语学院'];
const OBJECTS = ['请假', '成绩', '宿舍', '报销', '校园卡', '座位', 'VPN', '邮箱'];
const ACTIONS = ['申请', '审批', '查询', '预约', '办理'];

function docs(): IndexedDoc[] {
  const out: IndexedDoc[] = [];
  for (let i = 0; i < 400; i++) {
    const dept = DEPTS[i % DEPTS.length] ?? '';
    const object = OBJECTS[Math.floor(i / DEPTS.length) % OBJECTS.length] ?? '';
    const action = ACTIONS[Math.floor(i / (DEPTS.length * OBJECTS.length)) % ACTIONS.length] ?? '';
    out.push({
      id: `d${i}`,
      // Every third service has the same boost, so equal scores occur.
      boost: 1 + (i % 3) / 10,
      fields: {
        name: `${dept}${object}${action}`,
        keywords: `${object} ${action}`,
        dept,
        guide: `${dept}提供的${object}${action}服务 本人校园卡 在线申请`,
      },
    });
  }
  return out;
}

const QUERIES = ['请假', '图书馆座位', '计算机 请假', '校园卡', 'qingjia', 'qj', 'tushuguan zuowei', 'qingija', 'vpn', '在线申请', 'zzzz'];

function answers(index: TextIndex): unknown[] {
  return QUERIES.flatMap((q) => [index.query(q, () => true, 50), index.closest(q, () => true, 10)]);
}

describe('text index', () => {
  it('should index a catalogue loaded at once exactly as one added document by document', async () => {
    const all = docs();
    const oneByOne = new TextIndex(options);
    // The first document makes the index non-empty; every later one goes through MiniSearch's own `add`.
    for (const doc of all) oneByOne.upsert([doc]);
    const atOnce = new TextIndex(options);
    atOnce.upsert(all);
    const filled = new TextIndex(options);
    await filled.fill(all, () => nextTurn());

    const expected = answers(oneByOne);
    expect(answers(atOnce)).toEqual(expected);
    expect(answers(filled)).toEqual(expected);
    expect(filled.size).toBe(all.length);
  });

  it('should answer from kept term scores what MiniSearch’s own search answers, boost and phrase bonus included', async () => {
    const index = new TextIndex(options);
    await index.fill(docs(), () => nextTurn());
    // What query() did before it kept term scores: MiniSearch's search with the boost inside every term's score.
    const inner = index as unknown as { search: { search(q: string, o: object): { id: string; score: number }[] }; primary: string[] };
    for (const q of ['请假', '图书馆座位', '计算机 请假', '校园卡', 'qingjia', 'qj', 'tushuguan zuowei', 'vpn', '申请']) {
      const expected = inner.search
        .search(q, { fields: inner.primary })
        .map((r) => ({
          ...r,
          score: docs()
            .find((d) => d.id === r.id)
            ?.fields.name?.toLowerCase()
            .includes(q.toLowerCase())
            ? r.score * 1.5
            : r.score,
        }))
        .sort((a, b) => b.score - a.score);
      // Twice: the second answer comes from the kept scores.
      for (const answer of [index.query(q, () => true, 1000), index.query(q, () => true, 1000)]) {
        expect(answer.map((h) => h.id)).toEqual(expected.map((h) => h.id));
        // The boost multiplies the sum of the terms' scores instead of each: the last bit may differ.
        for (const [i, h] of answer.entries()) expect(Math.abs(h.score / (expected[i]?.score ?? 0) - 1)).toBeLessThan(1e-12);
      }
    }
  });

  it('should order by a new boost at once, without dropping the kept term scores', async () => {
    const index = new TextIndex(options);
    await index.fill(docs(), () => nextTurn());
    const before = index.query('请假', () => true, 1000);
    const last = before[before.length - 1]?.id ?? '';
    index.setBoost(last, 100);
    expect(index.query('请假', () => true, 3)[0]?.id).toBe(last);
  });

  it('should replace a document changed after the build', async () => {
    const index = new TextIndex(options);
    await index.fill(docs(), () => nextTurn());
    // Asked before the change, so the terms' scores are kept: the change must drop them.
    expect(index.query('请假', () => true, 1000).map((h) => h.id)).toContain('d0');
    const changed = { id: 'd0', boost: 1, fields: { name: '寝室互换申请', keywords: '', dept: '后勤管理处', guide: '' } };
    index.upsert([changed]);
    expect(index.query('寝室互换', () => true, 5).map((h) => h.id)).toEqual(['d0']);
    expect(index.query('qinshi', () => true, 5).map((h) => h.id)).toEqual(['d0']);
    const fresh = new TextIndex(options);
    fresh.upsert([...docs().slice(1), changed]);
    for (const q of ['请假', '申请', 'qj'])
      expect(index.query(q, () => true, 1000).map((h) => h.id)).toEqual(fresh.query(q, () => true, 1000).map((h) => h.id));
  });
});
