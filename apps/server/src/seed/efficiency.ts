import { addDays, chinaDay, DEFAULT_TENANT_ID } from '@onehall/contract';
import type { Insertable } from 'kysely';
import { DEFAULT_CONFIG, saveStored } from '../modules/efficiency/config.ts';
import { rebuild } from '../modules/efficiency/rollup.ts';
import type { TodoProcessesTable, TodoProcessNodesTable } from '../modules/todo/tables.ts';
import type { Platform } from '../platform/context.ts';
import { roleId, userId } from './identity.ts';
import { seedId } from './ids.ts';

/*
 * A year of process history for the efficiency reports (issue 16,
 * docs/design/efficiency.md "Demo data"): config.DEMO_HISTORY_PROCESSES
 * process records with their nodes over every department that has services,
 * handled by a few staff per department, some of them late and some still
 * running, plus visits, ratings and favourites, and the semesters of the year.
 * Generated from a fixed seed and the clock at the first start, written in
 * chunks straight into the tables, then rolled up in one recomputation.
 * Skipped once the first history process exists.
 */

const T = DEFAULT_TENANT_ID;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Rows per statement, under SQLite's 32,766 bound parameters. */
const CHUNK = 1500;
const HANDLERS_PER_DEPT = 3;

function seeded(seed: number) {
  let t = seed >>> 0;
  return () => {
    t += 0x6d2b79f5;
    let x = t;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const handlerAccount = (dept: string, k: number) => `eff-${dept.slice(0, 8)}-${k}`;

/** Academic semesters overlapping the year before `today`: autumn 1 Sep–18 Jan, spring 24 Feb–6 Jul. */
export function demoSemesters(today: string) {
  const year = Number(today.slice(0, 4));
  const out: { id: string; name: string; start: string; end: string }[] = [];
  for (let y = year - 2; y <= year; y++) {
    out.push({ id: seedId(`semester:${y - 1}-2`), name: `${y - 1}-${y}学年第二学期`, start: `${y}-02-24`, end: `${y}-07-06` });
    out.push({ id: seedId(`semester:${y}-1`), name: `${y}-${y + 1}学年第一学期`, start: `${y}-09-01`, end: `${y + 1}-01-18` });
  }
  const from = addDays(today, -400);
  return out.filter((s) => s.end >= from && s.start <= addDays(today, 200));
}

const NODES = ['部门初审', '分管领导审批', '业务办理'];

export async function seedEfficiency(platform: Platform): Promise<void> {
  const db = platform.db;
  if (await db.selectFrom('eff_config').select('tenant_id').where('tenant_id', '=', T).executeTakeFirst()) return;
  if (!(await db.selectFrom('tenants').select('id').where('id', '=', T).executeTakeFirst())) return;
  await writeHistory(platform);
  await saveStored(platform, T, userId('admin'), { ...DEFAULT_CONFIG, semesters: demoSemesters(chinaDay(platform.clock.now().getTime())) });
  // The other seeds' process records were written unannounced: everything is rolled up here, once.
  await rebuild({ platform }, T);
}

async function writeHistory(platform: Platform): Promise<void> {
  const count = platform.config.DEMO_HISTORY_PROCESSES;
  const db = platform.db;
  const systems = await db.selectFrom('todo_systems').select(['id', 'system_code']).where('tenant_id', '=', T).orderBy('sort').execute();
  if (count === 0 || systems.length === 0) return;
  const now = platform.clock.now();
  const rand = seeded(16_2025);
  const svc = await db
    .selectFrom('services')
    .select(['id', 'name', 'dept_id', 'shelf'])
    .where('tenant_id', '=', T)
    .orderBy('sort')
    .execute();
  const depts = [...new Set(svc.map((s) => s.dept_id))];
  const deptCodes = new Map(
    (await db.selectFrom('depts').select(['id', 'code']).where('tenant_id', '=', T).execute()).map((d) => [d.id, d.code]),
  );
  const applicants = (await db.selectFrom('users').select('id').where('tenant_id', '=', T).execute()).map((u) => u.id);

  // Handlers: the demo staff and teacher handle in their departments, plus three staff per department.
  const handlersOf = new Map<string, string[]>();
  const newUsers: { id: string; account: string; real_name: string; dept_id: string }[] = [];
  for (const [d, dept] of depts.entries()) {
    const code = deptCodes.get(dept) ?? `D${d}`;
    const ids: string[] = [];
    for (let k = 1; k <= HANDLERS_PER_DEPT; k++) {
      const account = handlerAccount(code, k);
      const id = userId(account);
      newUsers.push({ id, account, real_name: `${'赵钱孙李周吴郑王冯陈褚卫'[(d + k) % 12]}${'老师'}${code}${k}`, dept_id: dept });
      ids.push(id);
    }
    handlersOf.set(dept, ids);
  }
  handlersOf.get([...deptCodes].find(([, c]) => c === 'JWC')?.[0] ?? '')?.push(userId('staff01'));
  handlersOf.get([...deptCodes].find(([, c]) => c === 'JSJXY')?.[0] ?? '')?.push(userId('teacher01'));

  const nameOf = new Map<string, string>([
    [userId('staff01'), '陈静怡'],
    [userId('teacher01'), '李文博'],
    ...newUsers.map((u) => [u.id, u.real_name] as [string, string]),
  ]);
  const processes: Insertable<TodoProcessesTable>[] = [];
  const nodes: Insertable<TodoProcessNodesTable>[] = [];
  const createdAt = now.toISOString();
  // Each service handles at its own pace: a typical duration of 4 hours to 4 days.
  const pace = new Map(svc.map((s) => [s.id, 4 + rand() ** 2 * 92]));
  const weight = svc.map((s) => (s.shelf ? 0.2 + rand() ** 2 : 0.1));
  const totalWeight = weight.reduce((a, b) => a + b, 0);
  const pick = () => {
    let x = rand() * totalWeight;
    for (const [i, w] of weight.entries()) {
      x -= w;
      if (x <= 0) return svc[i] as (typeof svc)[number];
    }
    return svc.at(-1) as (typeof svc)[number];
  };
  for (let i = 0; i < count; i++) {
    // Every department sees work: the first rounds go to each department in turn.
    const s = i < depts.length * 10 ? (svc.find((x) => x.dept_id === depts[i % depts.length]) ?? pick()) : pick();
    const system = systems[i % systems.length] as (typeof systems)[number];
    let ago = rand() * 365;
    // Fewer requests in the holidays (February, August), fewer at weekends.
    const startMs = now.getTime() - ago * DAY;
    const month = new Date(startMs).getUTCMonth();
    if ((month === 1 || month === 7) && rand() < 0.6) ago = rand() * 365;
    const start = new Date(now.getTime() - ago * DAY);
    if ([0, 6].includes(start.getUTCDay()) && rand() < 0.5) start.setUTCDate(start.getUTCDate() + 2);
    if (start.getTime() > now.getTime()) start.setTime(now.getTime() - rand() * DAY);
    const typical = pace.get(s.id) ?? 24;
    const late = rand() < 0.12;
    const hours = late ? typical * (2.2 + rand() * 3) : typical * (0.2 + rand() * 1.3);
    const finishMs = start.getTime() + hours * HOUR;
    const running = finishMs > now.getTime() || rand() < 0.01;
    const rejected = !running && rand() < 0.05;
    const deadline = rand() < 0.5 ? new Date(start.getTime() + typical * 1.8 * HOUR).toISOString() : null;
    const handlers = handlersOf.get(s.dept_id) ?? [];
    const id = seedId(`eff-process:${i}`);
    const steps = 2 + Math.floor(rand() * 2);
    let at = start.getTime();
    let current = '';
    let currentHandler = '';
    for (let k = 0; k < steps; k++) {
      const share = k === steps - 1 ? finishMs - at : (finishMs - start.getTime()) * (0.15 + rand() * 0.35);
      const end = at + share;
      const handler = handlers[(i + k) % Math.max(1, handlers.length)] ?? null;
      const handlerName = (handler && nameOf.get(handler)) || '';
      const open = running && end > now.getTime();
      if (open && !current) {
        current = NODES[k] as string;
        currentHandler = handlerName;
      }
      nodes.push({
        id: seedId(`eff-node:${i}:${k}`),
        tenant_id: T,
        process_id: id,
        seq: k,
        node_name: NODES[k] as string,
        handler_user_id: handler,
        handler_name: handlerName,
        start_time: new Date(Math.min(at, now.getTime())).toISOString(),
        finish_time: open || at > now.getTime() ? null : new Date(end).toISOString(),
        deadline: new Date(at + typical * 0.6 * HOUR).toISOString(),
      });
      if (open) break;
      at = end;
    }
    processes.push({
      id,
      tenant_id: T,
      system_id: system.id,
      external_id: `H${String(i).padStart(6, '0')}`,
      user_id: applicants[Math.floor(rand() * applicants.length)] as string,
      process_name: `${s.name}`,
      state: running ? 'RUNNING' : rejected ? 'REJECTED' : 'FINISHED',
      current_node: running ? current : (NODES[steps - 1] as string),
      handler_name: running ? currentHandler : '',
      url: '',
      service_id: s.id,
      start_time: start.toISOString(),
      finish_time: running ? null : new Date(finishMs).toISOString(),
      deadline,
      created_at: createdAt,
      updated_at: createdAt,
    });
  }

  // Visits, ratings and favourites of the year, on shelved services.
  const shelved = svc.filter((s) => s.shelf);
  const people = [...applicants, ...newUsers.map((u) => u.id)];
  const visits: { id: string; tenant_id: string; service_id: string; user_id: string | null; created_at: string }[] = [];
  const visitCount = count;
  for (let v = 0; v < visitCount; v++) {
    const s = shelved[Math.floor(rand() ** 2 * shelved.length)] as (typeof svc)[number];
    const at = new Date(now.getTime() - rand() * 365 * DAY).toISOString();
    visits.push({
      id: seedId(`eff-visit:${v}`),
      tenant_id: T,
      service_id: s.id,
      user_id: rand() < 0.3 ? null : (people[v % people.length] as string),
      created_at: at,
    });
  }
  const ratings = new Map<
    string,
    {
      id: string;
      service_id: string;
      user_id: string;
      score: number;
      labels: string;
      comment: string;
      created_at: string;
      updated_at: string;
    }
  >();
  const favourites = new Map<string, { user_id: string; service_id: string; sort: number; created_at: string }>();
  for (const [u, person] of newUsers.entries()) {
    for (let k = 0; k < 12; k++) {
      const s = shelved[Math.floor(rand() ** 1.5 * shelved.length)] as (typeof svc)[number];
      const at = new Date(now.getTime() - rand() * 365 * DAY).toISOString();
      const score = Math.min(5, Math.max(1, Math.round(4.3 + (rand() - 0.6) * 2.5)));
      ratings.set(`${s.id}:${person.id}`, {
        id: seedId(`eff-rating:${u}:${k}`),
        service_id: s.id,
        user_id: person.id,
        score,
        labels: '[]',
        comment: '',
        created_at: at,
        updated_at: at,
      });
      if (k < 5) favourites.set(`${person.id}:${s.id}`, { user_id: person.id, service_id: s.id, sort: k, created_at: at });
    }
  }

  await db.transaction().execute(async (trx) => {
    const users = newUsers.map((u) => ({
      ...u,
      tenant_id: T,
      nick_name: u.real_name,
      password_hash: '!',
      status: 1,
      created_at: createdAt,
    }));
    for (let i = 0; i < users.length; i += CHUNK)
      await trx
        .insertInto('users')
        .values(users.slice(i, i + CHUNK))
        .execute();
    const roles = newUsers.map((u) => ({ user_id: u.id, role_id: roleId('staff') }));
    for (let i = 0; i < roles.length; i += CHUNK)
      await trx
        .insertInto('user_roles')
        .values(roles.slice(i, i + CHUNK))
        .execute();
    for (let i = 0; i < processes.length; i += 200)
      await trx
        .insertInto('todo_processes')
        .values(processes.slice(i, i + 200))
        .execute();
    for (let i = 0; i < nodes.length; i += CHUNK)
      await trx
        .insertInto('todo_process_nodes')
        .values(nodes.slice(i, i + CHUNK))
        .execute();
    for (let i = 0; i < visits.length; i += CHUNK)
      await trx
        .insertInto('service_visits')
        .values(visits.slice(i, i + CHUNK))
        .execute();
    const rows = [...ratings.values()];
    for (let i = 0; i < rows.length; i += CHUNK)
      await trx
        .insertInto('service_ratings')
        .values(rows.slice(i, i + CHUNK))
        .execute();
    const favs = [...favourites.values()];
    for (let i = 0; i < favs.length; i += CHUNK)
      await trx
        .insertInto('service_favourites')
        .values(favs.slice(i, i + CHUNK))
        .execute();
  });
}
