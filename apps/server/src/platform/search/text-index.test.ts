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

  it('should replace a document changed after the build', async () => {
    const index = new TextIndex(options);
    await index.fill(docs(), () => nextTurn());
    index.upsert([{ id: 'd0', boost: 1, fields: { name: '寝室互换申请', keywords: '', dept: '后勤管理处', guide: '' } }]);
    expect(index.query('寝室互换', () => true, 5).map((h) => h.id)).toEqual(['d0']);
    expect(index.query('qinshi', () => true, 5).map((h) => h.id)).toEqual(['d0']);
  });
});
