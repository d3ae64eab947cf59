import { DEFAULT_TENANT_ID, TODO_OPEN_PATHS, TodoMessages } from '@onehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { type TestMode, testModes } from '../../../test/platforms.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import { userId } from '../../seed/identity.ts';
import { seedTodo } from '../../seed/todo.ts';
import { todoReminder } from './reminder.ts';
import { signRequest, stringToSign } from './signature.ts';
import * as todo from './views.ts';

const CONFIG = '/api/online-service-platform/cardbusinessconfig';
const REMIND = '/api/online-service-platform/cardcolumnconfig';

/** The read functions only look at the user and tenant of a principal. */
function principalOf(account: string): Principal {
  return {
    userId: userId(account),
    tenantId: DEFAULT_TENANT_ID,
    account,
    nickName: account,
    roles: [],
    family: 'f',
    tokenId: 't',
    expiresAt: 0,
  };
}

interface Key {
  systemId: string;
  secret: string;
}

describe('request signature of the integration API', () => {
  it('should match the worked example of docs/design/todo.md', () => {
    const body =
      '{"items":[{"itemId":"OA-GW-2025-0913","title":"关于2025年秋季学期教学检查工作安排的请示","category":"待审批","accounts":["teacher01"],' +
      '"url":"https://oa.example.edu.cn/doc/0913","startTime":"2025-09-01 09:00:00","deadline":"2025-09-03 18:00:00"}]}';
    const parts = {
      method: 'POST',
      path: '/api/open/todo/v1/items/push',
      timestamp: '1756688400000',
      nonce: 'f3a9c1d2e4b5a6978877665544332211',
      body: Buffer.from(body, 'utf8'),
    };
    expect(stringToSign(parts)).toBe(
      'POST\n/api/open/todo/v1/items/push\n1756688400000\nf3a9c1d2e4b5a6978877665544332211\n020a54e28ced2e585e03bbd4160bab03095e0bd1be147df4bf44012cbe1b4978',
    );
    expect(signRequest('k3S9xQe1vV0Zp7mB2cT8yR4uW6nH5jL1aD0fG3sK9qE', parts)).toBe(
      'd9bee9371cf6a6bc0e9d676ddc57c4cca8602b7b02c4a459022a5cf9742199b2',
    );
  });
});

describe.each(testModes())('unified to-do (%s)', (mode: TestMode) => {
  let api: TestApi;
  let admin: string;
  let student: string;
  let key: Key;
  let nonces = 0;

  beforeAll(async () => {
    api = await startApi(mode);
    admin = (await api.signIn('admin')).access_token;
    student = (await api.signIn('student01')).access_token;
    const registered = (await config('submit', { systemName: '图书馆系统', systemCode: 'LIB' })).json();
    expect(registered.status).toBe(1000);
    key = registered.result.key;
  }, 60_000);
  afterAll(() => api.close());

  const config = (path: string, payload: object, token = admin) => api.call({ method: 'POST', url: `${CONFIG}/${path}`, payload, token });
  const remind = (path: string, payload: object | undefined, token = admin) =>
    api.call({ method: 'POST', url: `${REMIND}/${path}`, ...(payload ? { payload } : {}), token });

  interface SignOptions {
    timestamp?: number;
    nonce?: string;
    signature?: string;
    with?: Key;
    headers?: Record<string, string>;
  }

  /** A business system's call: no client credential, signed as docs/design/todo.md says. */
  function signed(path: string, payload: object, options: SignOptions = {}) {
    const body = JSON.stringify(payload);
    const k = options.with ?? key;
    const timestamp = String(options.timestamp ?? api.clock.now().getTime());
    nonces += 1;
    const nonce = options.nonce ?? `nonce-${mode}-${String(nonces).padStart(8, '0')}`;
    const signature = options.signature ?? signRequest(k.secret, { method: 'POST', path, timestamp, nonce, body: Buffer.from(body) });
    return api.app.inject({
      method: 'POST',
      url: path,
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-onehall-system': k.systemId,
        'x-onehall-timestamp': timestamp,
        'x-onehall-nonce': nonce,
        'x-onehall-signature': signature,
        ...options.headers,
      },
    });
  }

  const item = (itemId: string, accounts: string[], extra: object = {}) => ({
    itemId,
    title: `借阅到期提醒 ${itemId}`,
    category: '待办理',
    accounts,
    url: 'https://lib.example.edu.cn/renew',
    startTime: '2025-09-01 09:00:00',
    deadline: '2025-09-03T18:00:00+08:00',
    ...extra,
  });

  const openTitles = async (account: string) =>
    (await todo.todoColumns(api.platform, principalOf(account), 50)).flatMap((c) => c.items.map((i) => i.title));

  it('should accept a signed push without the client credential and show the item to its assignee only', async () => {
    const r = await signed(TODO_OPEN_PATHS.pushItems, { items: [item('LIB-1', ['student01'])] });
    expect(r.json()).toMatchObject({ status: 1000, result: { created: 1, updated: 0, removed: 0 } });

    const columns = await todo.todoColumns(api.platform, principalOf('student01'), 50);
    const column = columns.find((c) => c.columnName === '待办理');
    const pushed = column?.items.find((i) => i.title === '借阅到期提醒 LIB-1');
    // 09:00 China time is 01:00 UTC.
    expect(pushed).toMatchObject({
      systemName: '图书馆系统',
      startTime: '2025-09-01T01:00:00.000Z',
      deadline: '2025-09-03T10:00:00.000Z',
      timeout: false,
    });
    expect(await openTitles('teacher01')).not.toContain('借阅到期提醒 LIB-1');
  });

  it('should refuse unsigned, wrongly signed, stale and replayed requests and write nothing', async () => {
    const unsigned = await api.app.inject({
      method: 'POST',
      url: TODO_OPEN_PATHS.pushItems,
      payload: { items: [item('LIB-X1', ['student01'])] },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().msg).toBe(TodoMessages.signMissingHeader('x-onehall-system'));

    const wrong = await signed(TODO_OPEN_PATHS.pushItems, { items: [item('LIB-X2', ['student01'])] }, { signature: 'ab'.repeat(32) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().msg).toBe(TodoMessages.signInvalid);

    // Signed over another body than the one sent.
    const body = JSON.stringify({ items: [item('LIB-X3', ['student01'])] });
    const timestamp = String(api.clock.now().getTime());
    const tampered = await api.app.inject({
      method: 'POST',
      url: TODO_OPEN_PATHS.pushItems,
      payload: body.replace('LIB-X3', 'LIB-X4'),
      headers: {
        'content-type': 'application/json',
        'x-onehall-system': key.systemId,
        'x-onehall-timestamp': timestamp,
        'x-onehall-nonce': 'tampered-nonce-000001',
        'x-onehall-signature': signRequest(key.secret, {
          method: 'POST',
          path: TODO_OPEN_PATHS.pushItems,
          timestamp,
          nonce: 'tampered-nonce-000001',
          body: Buffer.from(body),
        }),
      },
    });
    expect(tampered.json().msg).toBe(TodoMessages.signInvalid);

    const stale = await signed(
      TODO_OPEN_PATHS.pushItems,
      { items: [item('LIB-X5', ['student01'])] },
      { timestamp: api.clock.now().getTime() - 6 * 60_000 },
    );
    expect(stale.statusCode).toBe(401);
    expect(stale.json().msg).toBe(TodoMessages.signStale);

    // A replay of an accepted call must not undo a later change.
    const first = await signed(
      TODO_OPEN_PATHS.pushItems,
      { items: [item('LIB-R', ['student01'], { title: '旧标题' })] },
      { nonce: 'replay-nonce-0000001' },
    );
    expect(first.json().status).toBe(1000);
    expect((await signed(TODO_OPEN_PATHS.pushItems, { items: [item('LIB-R', ['student01'], { title: '新标题' })] })).json().status).toBe(
      1000,
    );
    const replay = await signed(
      TODO_OPEN_PATHS.pushItems,
      { items: [item('LIB-R', ['student01'], { title: '旧标题' })] },
      { nonce: 'replay-nonce-0000001' },
    );
    expect(replay.statusCode).toBe(401);
    expect(replay.json().msg).toBe(TodoMessages.signReplayed);

    const titles = await openTitles('student01');
    expect(titles).toContain('新标题');
    expect(titles).not.toContain('旧标题');
    expect(titles.filter((t) => /LIB-X/.test(t))).toEqual([]);
  });

  it('should refuse a captured push replayed after a restart', async () => {
    const push = { items: [item('LIB-RS', ['student01'], { title: '重启前的推送' })] };
    expect((await signed(TODO_OPEN_PATHS.pushItems, push, { nonce: 'restart-nonce-000001' })).json().status).toBe(1000);
    await api.restart();
    const replay = await signed(TODO_OPEN_PATHS.pushItems, push, { nonce: 'restart-nonce-000001' });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().msg).toBe(TodoMessages.signReplayed);
  });

  it('should refuse a bad item with a message naming the field and write none of the batch', async () => {
    const missingTitle = await signed(TODO_OPEN_PATHS.pushItems, {
      items: [item('LIB-B1', ['student01']), item('LIB-B2', ['student01'], { title: '' })],
    });
    expect(missingTitle.statusCode).toBe(400);
    expect(missingTitle.json().msg).toBe('请求参数有误：items[1].title 必填');

    const badDate = await signed(TODO_OPEN_PATHS.pushItems, { items: [item('LIB-B3', ['student01'], { deadline: '2025-02-30 10:00' })] });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().msg).toContain('items[0].deadline 不是有效的时间：2025-02-30 10:00');

    const unknown = await signed(TODO_OPEN_PATHS.pushItems, { items: [item('LIB-B4', ['student01', 'nobody99'])] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      msg: '账号不存在：nobody99（items[0].accounts[1]），请核对账号后重新推送',
      result: { unknownAccounts: ['nobody99'] },
    });

    const notJson = await api.app.inject({
      method: 'POST',
      url: TODO_OPEN_PATHS.pushItems,
      payload: '{"items":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(401);

    expect((await openTitles('student01')).filter((t) => /LIB-B/.test(t))).toEqual([]);
  });

  it('should update an existing item and move it between assignees', async () => {
    await signed(TODO_OPEN_PATHS.pushItems, { items: [item('LIB-U', ['student01'])] });
    const moved = await signed(TODO_OPEN_PATHS.pushItems, {
      items: [item('LIB-U', ['teacher01'], { title: '图书荐购审批', category: '待审批' })],
    });
    expect(moved.json().result).toEqual({ created: 0, updated: 1, removed: 1 });
    expect(await openTitles('student01')).not.toContain('图书荐购审批');
    const teacherColumn = (await todo.todoColumns(api.platform, principalOf('teacher01'), 50)).find((c) => c.columnName === '待审批');
    expect(teacherColumn?.items.map((i) => i.title)).toContain('图书荐购审批');
  });

  it('should move an item from the to-do list to the done list when the system marks it done', async () => {
    await signed(TODO_OPEN_PATHS.pushItems, { items: [item('LIB-D', ['staff01'], { title: '古籍修复经费审批' })] });
    const before = await todo.processCounts(api.platform, principalOf('staff01'));

    const done = await signed(TODO_OPEN_PATHS.doneItems, { items: [{ itemId: 'LIB-D', doneTime: '2025-09-01T16:30:00+08:00' }] });
    expect(done.json().result).toEqual({ done: 1, alreadyDone: 0 });
    expect(await openTitles('staff01')).not.toContain('古籍修复经费审批');
    const doneList = await todo.doneItems(api.platform, principalOf('staff01'), 50);
    expect(doneList[0]).toMatchObject({ title: '古籍修复经费审批', doneTime: '2025-09-01T08:30:00.000Z', timeout: false });
    const after = await todo.processCounts(api.platform, principalOf('staff01'));
    expect(after).toMatchObject({ todo: before.todo - 1, done: before.done + 1 });

    // Done by one of two assignees: the other one still has it.
    await signed(TODO_OPEN_PATHS.pushItems, { items: [item('LIB-D2', ['staff01', 'teacher01'], { title: '馆藏调拨会签' })] });
    const one = await signed(TODO_OPEN_PATHS.doneItems, { items: [{ itemId: 'LIB-D2', accounts: ['staff01'] }] });
    expect(one.json().result).toEqual({ done: 1, alreadyDone: 0 });
    expect(await openTitles('staff01')).not.toContain('馆藏调拨会签');
    expect(await openTitles('teacher01')).toContain('馆藏调拨会签');
    const notAssignee = await signed(TODO_OPEN_PATHS.doneItems, { items: [{ itemId: 'LIB-D2', accounts: ['student01'] }] });
    expect(notAssignee.json().msg).toBe('请求参数有误：items[0].accounts[0] 账号 student01 不是待办 LIB-D2 的办理人');

    // Marking again is harmless; an item never pushed is named.
    expect((await signed(TODO_OPEN_PATHS.doneItems, { items: [{ itemId: 'LIB-D' }] })).json().result).toEqual({ done: 0, alreadyDone: 1 });
    const missing = await signed(TODO_OPEN_PATHS.doneItems, { items: [{ itemId: 'LIB-NONE' }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('LIB-NONE（items[0].itemId）');
  });

  it('should record a process with its nodes and show it to the one who started it', async () => {
    const process = {
      processId: 'LIB-P1',
      processName: '图书证补办申请',
      account: 'student01',
      state: 'RUNNING',
      startTime: '2025-09-01 08:00:00',
      deadline: '2025-09-02 08:00:00',
      nodes: [
        { nodeName: '馆员审核', handlerName: '赵馆员', startTime: '2025-09-01 08:00:00', finishTime: '2025-09-01 09:00:00' },
        { nodeName: '制证', handlerName: '李文博', handlerAccount: 'teacher01', startTime: '2025-09-01 09:00:00' },
      ],
    };
    expect((await signed(TODO_OPEN_PATHS.pushProcesses, { processes: [process] })).json().result).toEqual({ created: 1, updated: 0 });
    let mine = (await todo.myProcesses(api.platform, principalOf('student01'), 50)).find((p) => p.processName === '图书证补办申请');
    expect(mine).toMatchObject({
      state: 'RUNNING',
      currentNode: '制证',
      handlerName: '李文博',
      systemName: '图书馆系统',
      finishTime: null,
    });
    expect((await todo.myProcesses(api.platform, principalOf('teacher01'), 50)).map((p) => p.processName)).not.toContain('图书证补办申请');

    const finished = { ...process, state: 'FINISHED', finishTime: '2025-09-01 10:00:00' };
    expect((await signed(TODO_OPEN_PATHS.pushProcesses, { processes: [finished] })).json().result).toEqual({ created: 0, updated: 1 });
    mine = (await todo.myProcesses(api.platform, principalOf('student01'), 50)).find((p) => p.processName === '图书证补办申请');
    expect(mine).toMatchObject({ state: 'FINISHED', currentNode: '制证', timeout: false });

    const bad = await signed(TODO_OPEN_PATHS.pushProcesses, { processes: [{ ...process, processId: 'LIB-P2', state: 'DONE' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('请求参数有误：processes[0].state 只能是 RUNNING、FINISHED、REJECTED');
  });

  it('should give each role only its own seeded items, with time-outs counted against the clock', async () => {
    const studentTitles = await openTitles('student01');
    expect(studentTitles).toContain('宿舍卫生检查整改确认（12号楼 305）');
    expect(studentTitles).not.toContain('计算机学院实验室设备采购申请');
    expect(await openTitles('teacher01')).toContain('计算机学院实验室设备采购申请');
    expect(await openTitles('teacher01')).not.toContain('宿舍卫生检查整改确认（12号楼 305）');

    const dorm = (await todo.todoColumns(api.platform, principalOf('student01'), 50))
      .flatMap((c) => c.items)
      .find((i) => i.title === '宿舍卫生检查整改确认（12号楼 305）');
    expect(dorm).toMatchObject({ systemName: '学工系统', timeout: true });

    const grant = (await todo.myProcesses(api.platform, principalOf('student01'), 50)).find((p) => p.processName === '国家助学金申请');
    expect(grant).toMatchObject({ state: 'RUNNING', currentNode: '学院审核', handlerName: '李文博', timeout: false });

    // Seeding again changes nothing.
    await seedTodo(api.platform);
    const seeded = await todo.processCounts(api.platform, principalOf('admin'));
    expect(seeded).toEqual({ todo: 4, timeout: 2, dueSoon: 0, done: 1, running: 1, finished: 0 });
    const xg = await todo.todoColumns(api.platform, principalOf('admin'), 1);
    expect(xg.find((c) => c.columnName === '待审批')).toMatchObject({ todoNum: 3, todoTimeoutNum: 2 });
    expect(xg.find((c) => c.columnName === '待审批')?.items).toHaveLength(1);

    // The acceptance request of the smart classrooms is due in 48 hours: 25 hours on it is due soon, 49 hours on it is late.
    api.clock.advance(25 * 60 * 60 * 1000);
    expect(await todo.processCounts(api.platform, principalOf('admin'))).toMatchObject({ timeout: 2, dueSoon: 1 });
    api.clock.advance(24 * 60 * 60 * 1000);
    expect(await todo.processCounts(api.platform, principalOf('admin'))).toMatchObject({ timeout: 3, dueSoon: 0 });
    api.clock.advance(-49 * 60 * 60 * 1000);
  });

  it('should list, change and guard the registered systems', async () => {
    const list = (await config('list', {})).json();
    expect(list.status).toBe(1000);
    const names = list.result.map((s: { systemName: string }) => s.systemName);
    expect(names).toEqual(expect.arrayContaining(['OA 办公系统', '学工系统', '科研管理系统', '财务报销系统', '图书馆系统']));
    const oa = list.result.find((s: { systemCode: string }) => s.systemCode === 'OA');
    expect(oa).toMatchObject({ enabled: true, todoNum: 13, todoTimeoutNum: 4, doneNum: 3, processNum: 3 });
    expect((await config('list', { keyword: '科研' })).json().result.map((s: { systemCode: string }) => s.systemCode)).toEqual(['KY']);

    for (const path of ['list', 'submit', 'remove', 'resetKey']) {
      expect((await config(path, { id: oa.id, systemName: 'x', systemCode: 'XX' }, student)).statusCode).toBe(403);
    }

    expect((await config('submit', { systemName: '另一个OA', systemCode: 'OA' })).json()).toMatchObject({
      status: 1004,
      msg: TodoMessages.systemCodeTaken,
    });
    const inUse = (await config('remove', { id: oa.id })).json();
    expect(inUse).toMatchObject({ status: 1004, msg: TodoMessages.systemInUse(16, 3) });

    const spare = (await config('submit', { systemName: '一卡通系统', systemCode: 'YKT', remark: '测试' })).json().result;
    expect(spare.key.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const renamed = (
      await config('submit', { id: spare.system.id, systemName: '校园一卡通系统', systemCode: 'YKT', enabled: false })
    ).json();
    expect(renamed.result).toMatchObject({ system: { systemName: '校园一卡通系统', enabled: false } });
    expect(renamed.result.key).toBeUndefined();
    const disabled = await signed(TODO_OPEN_PATHS.pushItems, { items: [item('YKT-1', ['student01'])] }, { with: spare.key });
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().msg).toBe(TodoMessages.systemDisabled);
    expect((await config('remove', { id: spare.system.id })).json()).toMatchObject({ status: 1000, result: true });
  });

  it('should stop the old key at once when the key is reset', async () => {
    const old = key;
    const reset = (await config('resetKey', { id: key.systemId })).json();
    expect(reset.status).toBe(1000);
    expect(reset.result.secret).not.toBe(old.secret);
    key = reset.result;
    expect((await signed(TODO_OPEN_PATHS.pushItems, { items: [item('LIB-K', ['student01'])] }, { with: old })).json().msg).toBe(
      TodoMessages.signInvalid,
    );
    expect((await signed(TODO_OPEN_PATHS.pushItems, { items: [item('LIB-K', ['student01'])] })).json().status).toBe(1000);
  });

  it('should save, show and check the to-do number reminder', async () => {
    const initial = (await remind('todoNumRemindDetail', undefined)).json();
    expect(initial.result).toMatchObject({ enabled: false, remindMode: 'LOGIN', updateTime: null });
    expect((await remind('todoNumRemindField', undefined)).json().result.map((f: { name: string }) => f.name)).toEqual([
      '待办数量',
      '超时待办数量',
      '即将到期待办数量',
    ]);
    expect((await remind('todoNumRemindDetail', undefined, student)).statusCode).toBe(403);

    const bad = [
      [
        {
          enabled: true,
          remindMode: 'LOGIN',
          rules: [
            { field: 'todoNum', threshold: 1, enabled: true },
            { field: 'todoNum', threshold: 2, enabled: true },
          ],
        },
        TodoMessages.remindDuplicateField('todoNum'),
      ],
      [
        { enabled: true, remindMode: 'INTERVAL', rules: [{ field: 'todoNum', threshold: 1, enabled: true }] },
        TodoMessages.remindIntervalRequired,
      ],
      [{ enabled: true, remindMode: 'LOGIN', rules: [{ field: 'todoNum', threshold: 1, enabled: false }] }, TodoMessages.remindNoRule],
    ] as const;
    for (const [payload, msg] of bad) {
      const r = await remind('saveTodoNumRemind', payload);
      expect(r.statusCode).toBe(400);
      expect(r.json().msg).toBe(msg);
    }
    expect(
      (
        await remind('saveTodoNumRemind', {
          enabled: true,
          remindMode: 'LOGIN',
          rules: [{ field: 'unknown', threshold: 1, enabled: true }],
        })
      ).statusCode,
    ).toBe(400);
    expect((await remind('todoNumRemindDetail', undefined)).json().result.updateTime).toBeNull();

    const saved = await remind('saveTodoNumRemind', {
      enabled: true,
      remindMode: 'INTERVAL',
      intervalMinutes: 60,
      rules: [
        { field: 'todoTimeoutNum', threshold: 2, enabled: true },
        { field: 'todoNum', threshold: 100, enabled: true },
      ],
    });
    expect(saved.json().status).toBe(1000);
    const detail = (await remind('todoNumRemindDetail', undefined)).json().result;
    expect(detail).toMatchObject({ enabled: true, remindMode: 'INTERVAL', intervalMinutes: 60, updateTime: '2025-09-01T08:00:00.000Z' });
    expect(detail.rules.map((r: { field: string }) => r.field)).toEqual(['todoNum', 'todoTimeoutNum']);

    // admin has 2 late items (threshold 2 reached) and 4 open ones (threshold 100 not reached).
    expect(await todoReminder(api.platform, principalOf('admin'))).toEqual({
      remindMode: 'INTERVAL',
      intervalMinutes: 60,
      items: [{ field: 'todoTimeoutNum', name: '超时待办数量', value: 2, threshold: 2 }],
    });
    expect(await todoReminder(api.platform, principalOf('staff01'))).toMatchObject({ items: [{ field: 'todoTimeoutNum' }] });
  });
});
