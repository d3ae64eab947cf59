import { describe, expect, it } from 'vitest';
import { cardSourcesSession, column } from '../../../../test/card-sources.ts';
import { type TestMode, testModes } from '../../../../test/platforms.ts';
import type { Principal } from '../../../platform/auth/principal.ts';
import { readColumn } from './index.ts';
import { diversify, PER_DEPT } from './recommend.ts';

const TOP = 5;

describe('diversify', () => {
  it('should keep the order but allow at most two of one department until others run out', () => {
    const ranked = ['A1', 'A2', 'A3', 'B1', 'A4', 'C1', 'B2', 'B3'];
    expect(diversify(ranked, (s) => s[0] ?? '')).toEqual(['A1', 'A2', 'B1', 'C1', 'B2', 'A3', 'A4', 'B3']);
  });
});

describe.each(testModes())('为你推荐 for the demo accounts (%s)', (mode: TestMode) => {
  const t = cardSourcesSession(mode);
  const db = () => t.api.platform.db;

  interface Expectation {
    who: () => Principal;
    role: string;
    /** Reasons that must appear in the top five. */
    reasons: string[];
    /** Services that must be in the top five. */
    includes: string[];
  }
  const cases: [string, Expectation][] = [
    [
      'student01',
      { who: () => t.student, role: 'student', reasons: ['同学院同学常用', '你最近常用', '本周热门'], includes: ['VPN远程访问'] },
    ],
    ['teacher01', { who: () => t.teacher, role: 'teacher', reasons: ['同学院老师常用', '本周热门'], includes: ['科研项目申报'] }],
    ['staff01', { who: () => t.staff, role: 'staff', reasons: ['同部门同事常用', '你最近常用'], includes: ['报销进度查询'] }],
    ['admin', { who: () => t.admin, role: 'admin', reasons: ['你最近常用', '本周热门'], includes: ['服务器托管申请', '公章使用申请'] }],
  ];

  const facts = async (serviceId: string) => {
    const [roles, service] = await Promise.all([
      db().selectFrom('service_roles').select('role_alias').where('service_id', '=', serviceId).execute(),
      db().selectFrom('services').select(['dept_id', 'shelf']).where('id', '=', serviceId).executeTakeFirstOrThrow(),
    ]);
    return { roles: roles.map((r) => r.role_alias), dept: service.dept_id, shelf: service.shelf };
  };
  const favouritesOf = async (p: Principal) =>
    (await db().selectFrom('service_favourites').select('service_id').where('user_id', '=', p.userId).execute()).map((r) => r.service_id);
  const tops = new Map<string, string[]>();

  it.each(cases)('should give %s a list of their own', async (account, c) => {
    const p = c.who();
    const { rows, num } = await readColumn(t.as(p), column('recommend', {}, TOP));
    expect(rows).toHaveLength(TOP);
    expect(num).toBeGreaterThan(TOP);
    const favourites = await favouritesOf(p);
    const perDept = new Map<string, number>();
    for (const row of rows) {
      const f = await facts(row.serviceId as string);
      expect(f.roles.length === 0 || f.roles.includes(c.role), `${row.serviceName} is not for ${c.role}`).toBe(true);
      expect(f.shelf).toBe(1);
      expect(favourites).not.toContain(row.serviceId);
      expect(row.reason).toMatch(/\S/);
      perDept.set(f.dept ?? '', (perDept.get(f.dept ?? '') ?? 0) + 1);
    }
    expect(Math.max(...perDept.values())).toBeLessThanOrEqual(PER_DEPT);
    expect(rows.map((r) => r.reason)).toEqual(expect.arrayContaining(c.reasons));
    expect(rows.map((r) => r.serviceName)).toEqual(expect.arrayContaining(c.includes));
    tops.set(
      account,
      rows.map((r) => `${r.serviceName}（${r.reason}）`),
    );
    // Same data, same clock: the same list.
    expect((await readColumn(t.as(p), column('recommend', {}, TOP))).rows).toEqual(rows);
  });

  it('should show student01 a student service of their college and the teacher a teaching or research one', async () => {
    const student = (await readColumn(t.as(t.student), column('recommend', {}, TOP))).rows;
    expect(student.map((r) => r.serviceName)).toContainEqual(
      expect.stringMatching(/^计算机科学与技术学院(学科竞赛报名|导师双选|学生考勤查询)$/),
    );
    const teacher = (await readColumn(t.as(t.teacher), column('recommend', {}, TOP))).rows;
    expect(teacher.filter((r) => /科研|教学|监考|工作量|调停课/.test(String(r.serviceName))).length).toBeGreaterThanOrEqual(2);
  });

  it('should give the four accounts different lists', () => {
    expect(new Set([...tops.values()].map((list) => list.join('|'))).size).toBe(cases.length);
  });
});
