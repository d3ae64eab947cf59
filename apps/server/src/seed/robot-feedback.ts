import { DEFAULT_TENANT_ID, type FeedbackState } from '@onehall/contract';
import type { Insertable } from 'kysely';
import type { RobotFeedbackEventsTable, RobotFeedbackTicketsTable } from '../modules/robot-feedback/tables.ts';
import type { Platform } from '../platform/context.ts';
import { deptId, userId } from './identity.ts';
import { seedId } from './ids.ts';
import { robotSceneId } from './robot.ts';

/**
 * Question feedback tickets of the demo campus (issue 18): student01's in
 * every state, and two of teacher01's (one reopened), their timelines written
 * by the administrator and by staff01, who administers 教务处 and 学生工作处
 * in the three lists and so handles what is assigned to them. Times count
 * back from the seeding time, so the answered ticket may still be reopened.
 * Skipped once the first ticket exists.
 */

const T = DEFAULT_TENANT_ID;
const HOUR = 3600 * 1000;

export const feedbackSeedId = (key: string) => seedId(`robot-feedback:${T}:${key}`);

type Step = [action: string, state: FeedbackState, note: string, by: 'asker' | 'admin' | 'staff01', hoursAgo: number];

interface SeedTicket {
  key: string;
  asker: 'student01' | 'teacher01';
  askerName: string;
  scene: string;
  description: string;
  contact: string;
  dept?: [code: string, name: string];
  steps: Step[];
}

const ACTORS = { admin: ['admin', '系统管理员'], staff01: ['staff01', '陈静怡'] } as const;

const TICKETS: SeedTicket[] = [
  {
    key: 'submitted',
    asker: 'student01',
    askerName: '张思远',
    scene: '校园卡',
    description: '二食堂的消费机刷我的校园卡提示余额不足，但 App 里显示还有 86 元，换了两台机器都一样。',
    contact: '13800000001',
    steps: [['submit', 'submitted', '', 'asker', 2]],
  },
  {
    key: 'accepted',
    asker: 'student01',
    askerName: '张思远',
    scene: '宿舍与后勤',
    description: '3 号宿舍楼 5 层的热水器这周一直不热，已经在报修系统报过两次，没有人来处理。',
    contact: '13800000001',
    dept: ['HQC', '后勤管理处'],
    steps: [
      ['submit', 'submitted', '', 'asker', 30],
      ['assign', 'submitted', '后勤管理处', 'admin', 28],
      ['accept', 'accepted', '', 'admin', 27],
    ],
  },
  {
    key: 'in-progress',
    asker: 'student01',
    askerName: '张思远',
    scene: '教务与成绩',
    description: '申请的英文版成绩单上我的姓名拼音写成了 Zhang Siyaun，需要重新开具，请问要怎么改？',
    contact: 'zhangsy@stu.mdu.edu.cn',
    dept: ['JWC', '教务处'],
    steps: [
      ['submit', 'submitted', '', 'asker', 52],
      ['assign', 'submitted', '教务处', 'admin', 50],
      ['accept', 'accepted', '', 'staff01', 47],
      ['start', 'inProgress', '', 'staff01', 46],
    ],
  },
  {
    key: 'answered',
    asker: 'student01',
    askerName: '张思远',
    scene: '网络与信息化',
    description: '在图书馆三楼连校园网 MDU-WiFi 经常断线，每隔十几分钟就要重新认证一次。',
    contact: '',
    dept: ['XXZX', '信息化建设与管理中心'],
    steps: [
      ['submit', 'submitted', '', 'asker', 72],
      ['assign', 'submitted', '信息化建设与管理中心', 'admin', 70],
      ['accept', 'accepted', '', 'admin', 69],
      ['start', 'inProgress', '', 'admin', 60],
      [
        'reply',
        'answered',
        '已排查图书馆三楼的无线接入点，更换了两台故障设备。请忘记网络后重新连接 MDU-WiFi，如仍断线请在此重新打开反馈。',
        'admin',
        20,
      ],
    ],
  },
  {
    key: 'closed',
    asker: 'student01',
    askerName: '张思远',
    scene: '财务缴费',
    description: '9 月初通过统一支付平台交了学费，到现在还没收到电子票据。',
    contact: '13800000001',
    dept: ['CWC', '财务处'],
    steps: [
      ['submit', 'submitted', '', 'asker', 400],
      ['assign', 'submitted', '财务处', 'admin', 398],
      ['accept', 'accepted', '', 'admin', 397],
      ['start', 'inProgress', '', 'admin', 390],
      ['reply', 'answered', '电子票据已补发到您的学校邮箱，也可在统一支付平台“我的票据”中下载。', 'admin', 380],
      ['close', 'closed', '', 'admin', 200],
    ],
  },
  {
    key: 'rejected',
    asker: 'student01',
    askerName: '张思远',
    scene: '生活服务',
    description: '希望学校周末开通去市区的免费班车。',
    contact: '',
    steps: [
      ['submit', 'submitted', '', 'asker', 120],
      ['reject', 'rejected', '该建议不属于问题反馈，请通过校长信箱或学生代表大会提出，谢谢您的关注。', 'admin', 100],
    ],
  },
  {
    key: 'teacher-submitted',
    asker: 'teacher01',
    askerName: '李文博',
    scene: '图书馆',
    description: '图书馆数据库 IEEE Xplore 校外访问时提示没有权限，VPN 已经连上。',
    contact: '13900000002',
    steps: [['submit', 'submitted', '', 'asker', 5]],
  },
  {
    key: 'teacher-reopened',
    asker: 'teacher01',
    askerName: '李文博',
    scene: '请假与考勤',
    description: '学生在系统里提交的病假申请，我这里审批时一直提示“流程节点不存在”。',
    contact: '13900000002',
    dept: ['XGC', '学生工作处'],
    steps: [
      ['submit', 'submitted', '', 'asker', 100],
      ['assign', 'submitted', '学生工作处', 'admin', 98],
      ['accept', 'accepted', '', 'staff01', 96],
      ['start', 'inProgress', '', 'staff01', 95],
      ['reply', 'answered', '流程已修复，请刷新待办后重新审批。', 'staff01', 90],
      ['reopen', 'inProgress', '', 'asker', 80],
    ],
  },
];

export async function seedRobotFeedback(platform: Platform): Promise<void> {
  const db = platform.db;
  const first = feedbackSeedId(TICKETS[0]?.key ?? '');
  if (await db.selectFrom('robot_feedback_tickets').select('id').where('id', '=', first).executeTakeFirst()) return;
  const scenes = await db.selectFrom('robot_scenes').select(['id', 'name']).where('tenant_id', '=', T).execute();
  // The robot's seed did not run (a tenant set up by hand): no scenes to file under.
  if (scenes.length === 0) return;
  const sceneName = new Map(scenes.map((s) => [s.id, s.name]));
  const now = platform.clock.now().getTime();
  const iso = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();

  const tickets: Insertable<RobotFeedbackTicketsTable>[] = [];
  const events: Insertable<RobotFeedbackEventsTable>[] = [];
  for (const t of TICKETS) {
    const id = feedbackSeedId(t.key);
    const sceneId = robotSceneId(t.scene);
    if (!sceneName.has(sceneId)) throw new Error(`feedback seed names an unknown scene: ${t.scene}`);
    const last = t.steps[t.steps.length - 1] as Step;
    const replies = t.steps.filter(([action]) => action === 'reply');
    const lastReply = replies[replies.length - 1];
    tickets.push({
      id,
      tenant_id: T,
      user_id: userId(t.asker),
      user_account: t.asker,
      user_name: t.askerName,
      scene_id: sceneId,
      scene_name: t.scene,
      description: t.description,
      contact: t.contact,
      images: '[]',
      state: last[1],
      dept_id: t.dept ? deptId(t.dept[0]) : null,
      dept_name: t.dept?.[1] ?? '',
      reply: lastReply?.[2] ?? '',
      reject_reason: t.steps.find(([action]) => action === 'reject')?.[2] ?? '',
      answered_at: lastReply ? iso(lastReply[4]) : null,
      reopened: t.steps.some(([action]) => action === 'reopen') ? 1 : 0,
      created_at: iso(t.steps[0]?.[4] ?? 0),
      updated_at: iso(last[4]),
    });
    t.steps.forEach(([action, state, note, by, hoursAgo], i) => {
      const [account, name] = by === 'asker' ? [t.asker, t.askerName] : ACTORS[by];
      events.push({
        id: feedbackSeedId(`${t.key}:${i}`),
        ticket_id: id,
        seq: i + 1,
        action,
        state,
        note,
        actor_id: userId(account),
        actor_name: name,
        at: iso(hoursAgo),
      });
    });
  }
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('robot_feedback_tickets').values(tickets).execute();
    await trx.insertInto('robot_feedback_events').values(events).execute();
  });
}
