import { DEFAULT_TENANT_ID } from '@onehall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardSourcesSession, column, principalOf } from '../../../../test/card-sources.ts';
import { type TestMode, testModes } from '../../../../test/platforms.ts';
import type { Principal } from '../../../platform/auth/principal.ts';
import { deptId } from '../../../seed/identity.ts';
import { readColumn } from './index.ts';

describe.each(testModes())('card data sources (%s)', (mode: TestMode) => {
  const t = cardSourcesSession(mode);
  const { as } = t;

  describe('to-do and process records', () => {
    // Users of their own, so what the demo seed pushes for the demo accounts does not change the counts.
    const pupil = principalOf('todo-pupil', 'student');
    const lecturer = principalOf('todo-lecturer', 'teacher');
    const day = (d: string) => `2025-${d}:00.000Z`;

    beforeAll(async () => {
      const db = t.api.platform.db;
      const now = t.api.platform.clock.now().toISOString();
      for (const p of [pupil, lecturer]) {
        await db
          .insertInto('users')
          .values({
            id: p.userId,
            tenant_id: DEFAULT_TENANT_ID,
            account: p.account,
            nick_name: p.account,
            real_name: p.account,
            password_hash: 'x',
            dept_id: deptId('JSJXY'),
            status: 1,
            created_at: now,
          })
          .execute();
      }
      const systemId = 'cards-sources-test-system'.padEnd(32, '0');
      await db
        .insertInto('todo_systems')
        .values({
          id: systemId,
          tenant_id: DEFAULT_TENANT_ID,
          system_code: 'CSRC',
          system_name: '测试办公系统',
          enabled: 1,
          key_version: 1,
          remark: '',
          sort: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const item = (n: number, user: Principal, title: string, category: string, start: string, deadline: string | null, done = false) => ({
        id: `cards-sources-item-${n}`.padEnd(32, '0'),
        tenant_id: DEFAULT_TENANT_ID,
        system_id: systemId,
        external_id: `item-${n}`,
        user_id: user.userId,
        title,
        category,
        url: `https://oa.example.edu.cn/item/${n}`,
        start_time: day(start),
        deadline: deadline ? day(deadline) : null,
        status: done ? ('DONE' as const) : ('OPEN' as const),
        done_time: done ? day('08-30T10:00') : null,
        created_at: now,
        updated_at: now,
      });
      await db
        .insertInto('todo_items')
        .values([
          item(1, pupil, '奖学金申请审批', '待审批', '08-20T09:00', '08-25T09:00'),
          item(2, pupil, '社团活动审批', '待审批', '08-30T09:00', '09-10T09:00'),
          item(3, pupil, '教务通知', '待阅', '08-31T09:00', null),
          item(4, pupil, '已批的假条', '待审批', '08-10T09:00', null, true),
          item(5, lecturer, '课程调整审批', '待审批', '08-29T09:00', null),
        ])
        .execute();
      const process = (
        n: number,
        name: string,
        state: 'RUNNING' | 'FINISHED' | 'REJECTED',
        start: string,
        finish: string | null,
        deadline: string | null,
      ) => ({
        id: `cards-sources-process-${n}`.padEnd(32, '0'),
        tenant_id: DEFAULT_TENANT_ID,
        system_id: systemId,
        external_id: `process-${n}`,
        user_id: pupil.userId,
        process_name: name,
        state,
        current_node: state === 'RUNNING' ? '学院审核' : '结束',
        handler_name: state === 'RUNNING' ? '王老师' : '',
        url: '',
        start_time: day(start),
        finish_time: finish ? day(finish) : null,
        deadline: deadline ? day(deadline) : null,
        created_at: now,
        updated_at: now,
      });
      await db
        .insertInto('todo_processes')
        .values([
          process(1, '请假申请', 'RUNNING', '08-20T09:00', null, '08-25T09:00'),
          process(2, '在读证明', 'FINISHED', '08-10T09:00', '08-28T09:00', null),
          process(3, '宿舍调换', 'REJECTED', '08-15T09:00', '08-16T09:00', null),
        ])
        .execute();
    });

    it('should show each user only their own open to-do items, with the overdue count', async () => {
      const mine = await readColumn(as(pupil), column('todo'));
      expect(mine).toMatchObject({ num: 3, timeoutNum: 1 });
      expect(mine.rows.map((r) => r.title)).toEqual(['教务通知', '社团活动审批', '奖学金申请审批']);
      expect(mine.rows[2]).toMatchObject({ systemName: '测试办公系统', category: '待审批', timeout: true });
      expect(await readColumn(as(pupil), column('todo', { columnName: '待阅' }))).toMatchObject({ num: 1, timeoutNum: 0 });

      const theirs = await readColumn(as(lecturer), column('todo'));
      expect(theirs).toMatchObject({ num: 1, timeoutNum: 0 });
      expect(theirs.rows.map((r) => r.title)).toEqual(['课程调整审批']);
    });

    it('should show done items and process records of the user only', async () => {
      const done = await readColumn(as(pupil), column('done'));
      expect(done.num).toBe(1);
      expect(done.rows.map((r) => r.title)).toEqual(['已批的假条']);
      expect(await readColumn(as(lecturer), column('done'))).toEqual({ num: 0, rows: [] });

      const matters = await readColumn(as(pupil), column('personalMatters'));
      expect(matters).toMatchObject({ num: 3, timeoutNum: 1 });
      const running = await readColumn(as(pupil), column('personalMatters', { state: 'RUNNING' }));
      expect(running.rows).toEqual([
        expect.objectContaining({ processName: '请假申请', stateName: '办理中', currentNode: '学院审核', handlerName: '王老师' }),
      ]);
      expect((await readColumn(as(pupil), column('personalMatters', { state: 'DONE' }))).error).toMatch(/^参数“state”只能是/);
      expect((await readColumn(as(lecturer), column('personalMatters'))).num).toBe(0);

      const express = await readColumn(as(pupil), column('businessExpress'));
      expect(express.rows.map((r) => r.processName)).toEqual(['在读证明', '请假申请', '宿舍调换']);
    });

    it("should count the user's items and processes for the staging workbench", async () => {
      const counts = await readColumn(as(pupil), column('processCounts'));
      expect(counts).toMatchObject({ num: 3, timeoutNum: 1 });
      expect(Object.fromEntries(counts.rows.map((r) => [r.name, r.value]))).toEqual({ 待办: 3, 超时: 1, 已办: 1, 办理中: 1, 已办结: 2 });
    });
  });
});
