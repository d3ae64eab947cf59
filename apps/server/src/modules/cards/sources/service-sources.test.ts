import { DEFAULT_TENANT_ID } from '@onehall/contract';
import { describe, expect, it } from 'vitest';
import { cardSourcesSession, column } from '../../../../test/card-sources.ts';
import { type TestMode, testModes } from '../../../../test/platforms.ts';
import { deptId, roleId } from '../../../seed/identity.ts';
import { readColumn } from './index.ts';

describe.each(testModes())('card data sources (%s)', (mode: TestMode) => {
  const t = cardSourcesSession(mode);
  const { as, student, teacher, staff } = t;

  /** Role aliases a service is limited to; empty: every signed-in user (and maybe visitors). */
  const rolesOf = async (serviceId: string) =>
    (await t.api.platform.db.selectFrom('service_roles').select('role_alias').where('service_id', '=', serviceId).execute()).map(
      (r) => r.role_alias,
    );
  const serviceIdByName = async (name: string) =>
    (await t.api.platform.db.selectFrom('services').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

  describe('services', () => {
    it("should show each user's own favourites", async () => {
      const mine = await readColumn(as(student), column('collection', {}, 2));
      expect(mine.num).toBe(3);
      expect(mine.rows.map((r) => r.serviceName)).toEqual(['学生请假申请', '期末成绩查询']);
      expect(mine.rows[0]).toMatchObject({
        serviceId: expect.any(String),
        processType: expect.any(String),
        serviceUrl: expect.any(String),
      });
      expect(await readColumn(as(teacher), column('collection'))).toEqual({ num: 0, rows: [] });
    });

    it('should show the services a user opened most, and follow new visits', async () => {
      const before = await readColumn(as(student), column('commonServices'));
      expect(before.rows.slice(0, 2).map((r) => [r.serviceName, r.myVisitCount])).toEqual([
        ['VPN远程访问', 4],
        ['期末成绩查询', 2],
      ]);
      expect(before.rows.slice(2).map((r) => [r.serviceName, r.myVisitCount])).toEqual(
        expect.arrayContaining([
          ['学生请假申请', 1],
          ['校园卡充值', 1],
        ]),
      );
      expect(before.num).toBe(4);
      expect((await readColumn(as(teacher), column('commonServices'))).num).toBe(0);

      const { access_token } = await t.api.signIn('teacher01');
      const opened = await serviceIdByName('差旅费报销');
      for (let i = 0; i < 2; i++) {
        const r = await t.api.call({
          method: 'POST',
          url: '/api/blade-platform/nobody/userClickVisitLog/clickService',
          payload: { serviceId: opened },
          token: access_token,
        });
        expect(r.json().status).toBe(1000);
      }
      const after = await readColumn(as(teacher), column('commonServices'));
      expect(after.rows.map((r) => [r.serviceName, r.myVisitCount])).toEqual([['差旅费报销', 2]]);
    });

    it('should list the hottest services the user may see', async () => {
      const hot = await readColumn(as(student), column('services', {}, 50));
      expect(hot.num).toBeGreaterThan(50);
      const counts = hot.rows.map((r) => r.visitCount as number);
      expect([...counts].sort((a, b) => b - a)).toEqual(counts);
      for (const row of hot.rows) {
        const roles = await rolesOf(row.serviceId as string);
        expect(roles.length === 0 || roles.includes('student')).toBe(true);
      }
      expect((await readColumn(as(student), column('services', { serviceType: 'X' }))).error).toMatch(/^参数“serviceType”只能是/);
    });

    it('should recommend only services the user may see, never their favourites, the same way every time', async () => {
      const forStudent = await readColumn(as(student), column('recommend', {}, 50));
      const forTeacher = await readColumn(as(teacher), column('recommend', {}, 50));
      expect(forStudent.rows.length).toBeGreaterThan(5);
      for (const row of forStudent.rows) {
        const roles = await rolesOf(row.serviceId as string);
        expect(roles.length === 0 || roles.includes('student')).toBe(true);
        expect(row.reason).toEqual(expect.any(String));
      }
      for (const row of forTeacher.rows) {
        const roles = await rolesOf(row.serviceId as string);
        expect(roles.length === 0 || roles.includes('teacher')).toBe(true);
      }
      const favourites = ['学生请假申请', '期末成绩查询', '校园卡充值'];
      expect(forStudent.rows.filter((r) => favourites.includes(r.serviceName as string))).toEqual([]);
      expect(forTeacher.rows.map((r) => r.serviceId)).not.toEqual(forStudent.rows.map((r) => r.serviceId));
      expect(await readColumn(as(student), column('recommend', {}, 50))).toEqual(forStudent);
    });

    it('should recommend what classmates open, and drop it once the user collects it', async () => {
      const db = t.api.platform.db;
      const now = t.api.platform.clock.now().toISOString();
      const before = await readColumn(as(student), column('recommend', {}, 50));
      const target = before.rows.at(-1)?.serviceId as string;
      expect(target).toBeTruthy();

      // Three classmates (same role and department) open the least recommended service.
      for (let i = 1; i <= 3; i++) {
        const id = `peer-student-${mode}-${i}`.padEnd(32, '0');
        await db
          .insertInto('users')
          .values({
            id,
            tenant_id: DEFAULT_TENANT_ID,
            account: `peer${i}`,
            nick_name: `同学${i}`,
            real_name: `同学${i}`,
            password_hash: 'x',
            dept_id: deptId('JSJXY'),
            status: 1,
            created_at: now,
          })
          .execute();
        await db
          .insertInto('user_roles')
          .values({ user_id: id, role_id: roleId('student') })
          .execute();
        await db
          .insertInto('service_visits')
          .values({
            id: `peer-visit-${mode}-${i}`.padEnd(32, '0'),
            tenant_id: DEFAULT_TENANT_ID,
            service_id: target,
            user_id: id,
            created_at: now,
          })
          .execute();
      }
      const withPeers = await readColumn(as(student), column('recommend', {}, 50));
      expect(withPeers.rows[0]).toMatchObject({ serviceId: target, reason: '同学院同学常用' });
      // Staff of another department are not classmates: their recommendations do not follow the students.
      expect((await readColumn(as(staff), column('recommend', {}, 1))).rows[0]?.serviceId).not.toBe(target);

      const { access_token } = await t.api.signIn('student01');
      for (let i = 0; i < 3; i++) {
        await t.api.call({
          method: 'POST',
          url: '/api/blade-platform/nobody/userClickVisitLog/clickService',
          payload: { serviceId: target },
          token: access_token,
        });
      }
      // Used but not collected: still recommended, now also for the user's own use.
      expect((await readColumn(as(student), column('recommend', {}, 1))).rows[0]).toMatchObject({ serviceId: target });
      expect((await readColumn(as(student), column('commonServices', {}, 50))).rows).toContainEqual(
        expect.objectContaining({ serviceId: target, myVisitCount: 3 }),
      );
      await db.insertInto('service_favourites').values({ user_id: student.userId, service_id: target, sort: 9, created_at: now }).execute();
      const afterCollect = await readColumn(as(student), column('recommend', {}, 50));
      expect(afterCollect.rows.map((r) => r.serviceId)).not.toContain(target);
    });
  });
});
