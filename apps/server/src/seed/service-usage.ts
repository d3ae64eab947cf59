import { DEFAULT_TENANT_ID } from '@onehall/contract';
import type { RoleAlias } from '../modules/users/tables.ts';
import type { Platform } from '../platform/context.ts';
import { deptId, roleId, userId } from './identity.ts';
import { seedId } from './ids.ts';
import { serviceSeedId } from './services.ts';

/**
 * Who uses which service, so 为你推荐 differs by person
 * (docs/design/card-sources.md "Recommend for you"): classmates and
 * colleagues of the demo accounts with their visits, the demo accounts' own
 * use beyond their favourites, and what the campus opens more this week.
 * Fixed lists and offsets from the clock: every run builds the same history.
 * Skipped once the first peer exists.
 */

const T = DEFAULT_TENANT_ID;
const DAY_MS = 86_400_000;

/** A college service of the seed (named after its college). */
const college = (code: string, name: string) => `${code}:${name}`;

interface PeerGroup {
  role: RoleAlias;
  /** Department codes, one peer per entry. */
  depts: string[];
  /** Service keys (seed/services.ts) these peers open; each peer a rotating part of them. */
  uses: string[];
}

const GROUPS: PeerGroup[] = [
  {
    role: 'student',
    depts: ['JSJXY', 'JSJXY', 'JSJXY', 'JSJXY'],
    uses: [
      college('JSJXY', '学科竞赛报名'),
      college('JSJXY', '导师双选'),
      '考试安排查询',
      college('JSJXY', '学生考勤查询'),
      '选课',
      '图书馆座位预约',
    ],
  },
  { role: 'student', depts: ['WGYXY', 'JGXY', 'SXXY'], uses: ['奖学金申请', '体测成绩查询', '勤工助学岗位申请', '心理咨询预约'] },
  {
    role: 'teacher',
    depts: ['JSJXY', 'JSJXY', 'JSJXY'],
    uses: [
      college('JSJXY', '科研经费报销初审'),
      '科研项目申报',
      college('JSJXY', '教师工作量填报'),
      '监考安排查询',
      '大型仪器共享预约',
      '调停课申请',
    ],
  },
  { role: 'teacher', depts: ['WLXY', 'SXXY'], uses: ['学术会议申请', '科研成果登记', '职称评审申报'] },
  { role: 'staff', depts: ['JWC', 'JWC', 'JWC'], uses: ['教室借用申请', '成绩更正申请', '公章使用申请', '教职工请假审批', '日常费用报销'] },
  { role: 'staff', depts: ['CWC', 'RSC'], uses: ['工资条查询', '个税专项附加扣除', '在职证明开具'] },
];

const CALLED: Record<RoleAlias, string> = { student: '同学', teacher: '老师', staff: '同事', admin: '管理员' };

/** The demo accounts' own recent use of services they have not collected. */
const OWN_USE: [account: string, service: string, times: number][] = [
  ['student01', 'VPN远程访问', 4],
  ['staff01', '报销进度查询', 3],
  ['admin', '服务器托管申请', 3],
  ['admin', '公章使用申请', 2],
];

/** Campus-wide visits (visitors included) per week, this week first: rising ones and a steady one for contrast. */
const TRENDS: [service: string, perWeek: number[]][] = [
  ['体检预约', [6, 1, 0, 1]],
  ['四六级报名', [7, 1, 1, 0]],
  ['招聘会信息', [6, 0, 1, 0]],
  ['校园网资费查询', [5, 1, 0, 0]],
  ['正版软件下载', [4, 0, 1, 0]],
  ['图书馆座位预约', [3, 3, 3, 3]],
];

export async function seedServiceUsage(platform: Platform): Promise<void> {
  const db = platform.db;
  const firstPeer = peerAccount(0);
  const [done, services] = await Promise.all([
    db.selectFrom('users').select('id').where('id', '=', userId(firstPeer)).executeTakeFirst(),
    db.selectFrom('services').select('id').where('tenant_id', '=', T).limit(1).executeTakeFirst(),
  ]);
  if (done || !services) return;

  const now = platform.clock.now().getTime();
  const at = (daysAgo: number, hour: number) => new Date(now - daysAgo * DAY_MS - hour * 3_600_000).toISOString();
  const created = at(0, 0);
  const peers = GROUPS.flatMap((g) => g.depts.map((dept, nth) => ({ ...g, dept, nth })));
  const visits: { id: string; tenant_id: string; service_id: string; user_id: string | null; created_at: string }[] = [];
  const visit = (service: string, user: string | null, when: string) =>
    visits.push({
      id: seedId(`usage-visit:${visits.length}`),
      tenant_id: T,
      service_id: serviceSeedId(service),
      user_id: user,
      created_at: when,
    });

  // The k-th peer of a group skips the last k % 3 of its services, so the first are the most shared;
  // all 10 to 60 days ago: people like you, not this week's trend.
  for (const [i, p] of peers.entries()) {
    const user = userId(peerAccount(i));
    const uses = p.uses.slice(0, p.uses.length - (p.nth % 3));
    for (const [j, service] of uses.entries()) visit(service, user, at(10 + ((i * 7 + j * 5) % 50), j));
  }
  for (const [account, service, times] of OWN_USE) for (let k = 0; k < times; k++) visit(service, userId(account), at(1 + k * 4, 2));
  for (const [service, perWeek] of TRENDS)
    for (const [week, n] of perWeek.entries()) for (let k = 0; k < n; k++) visit(service, null, at(week * 7 + (k % 6), k + 1));

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values(
        peers.map((p, i) => ({
          id: userId(peerAccount(i)),
          tenant_id: T,
          account: peerAccount(i),
          nick_name: `${CALLED[p.role]}${i + 1}`,
          real_name: `${CALLED[p.role]}${i + 1}`,
          // Not a password hash: the peers are history, nobody signs in as them.
          password_hash: '!',
          dept_id: deptId(p.dept),
          status: 1,
          created_at: created,
        })),
      )
      .execute();
    await trx
      .insertInto('user_roles')
      .values(peers.map((p, i) => ({ user_id: userId(peerAccount(i)), role_id: roleId(p.role) })))
      .execute();
    await trx.insertInto('service_visits').values(visits).execute();
  });
}

function peerAccount(i: number): string {
  return `peer${String(i + 1).padStart(3, '0')}`;
}
