import { DEFAULT_TENANT_ID, type ProcessPush, type TodoItemPush } from '@onehall/contract';
import * as writes from '../modules/todo/pushes.ts';
import * as systems from '../modules/todo/systems.ts';
import type { Platform } from '../platform/context.ts';
import { seedId } from './ids.ts';

/*
 * Demo business systems and what they pushed: to-do items, done items and
 * process records of the demo accounts, written through the same service
 * (and validation) as the signed integration API. Times are relative to the
 * platform clock at the first seed, so some items are past their deadline.
 * Skipped once the systems exist, so a restart never moves or re-opens anything.
 */

const SYSTEMS = [
  { code: 'OA', name: 'OA 办公系统', remark: '公文流转、会议与事务审批' },
  { code: 'XG', name: '学工系统', remark: '奖助学金、请假、宿舍等学生事务' },
  { code: 'KY', name: '科研管理系统', remark: '科研项目立项、经费与结题' },
  { code: 'CW', name: '财务报销系统', remark: '经费报销与借款审批' },
] as const;
type Code = (typeof SYSTEMS)[number]['code'];

const HOUR = 60 * 60 * 1000;

interface SeedItem {
  id: string;
  title: string;
  category: string;
  accounts: string[];
  /** Hours before now the item arrived. */
  ago: number;
  /** Hours from now to the deadline (negative: already past). */
  due?: number;
  /** Hours before now it was done, when done. */
  doneAgo?: number;
}

const ITEMS: Record<Code, SeedItem[]> = {
  OA: [
    {
      id: 'OA-GW-2025-0913',
      title: '关于2025年秋季学期教学检查工作安排的请示',
      category: '待审批',
      accounts: ['teacher01'],
      ago: 20,
      due: 28,
    },
    { id: 'OA-CG-2025-0421', title: '计算机学院实验室设备采购申请', category: '待审批', accounts: ['teacher01'], ago: 96, due: -48 },
    {
      id: 'OA-TZ-2025-0930',
      title: '关于做好国庆节放假期间安全工作的通知',
      category: '待阅',
      accounts: ['teacher01', 'staff01', 'student01'],
      ago: 6,
    },
    {
      id: 'OA-GW-2025-0918',
      title: '关于调整2025-2026学年第一学期校历的请示',
      category: '待审批',
      accounts: ['staff01'],
      ago: 30,
      due: 42,
    },
    { id: 'OA-NG-2025-0102', title: '期中教学检查通知（拟稿）会签', category: '待审批', accounts: ['staff01', 'admin'], ago: 50, due: -6 },
    { id: 'OA-JY-2025-0012', title: '学校党委会议纪要（第12期）', category: '待阅', accounts: ['staff01'], ago: 72 },
    { id: 'OA-XX-2025-0305', title: '信息化建设项目（智慧教室二期）验收申请', category: '待审批', accounts: ['admin'], ago: 12, due: 48 },
    { id: 'OA-XX-2025-0311', title: '统一身份认证系统升级方案审批', category: '待审批', accounts: ['admin'], ago: 80, due: -24 },
    { id: 'OA-AQ-2025-0007', title: '网络安全等级保护测评报告', category: '待阅', accounts: ['admin', 'teacher01'], ago: 40 },
    {
      id: 'OA-TJ-2025-0815',
      title: '2025年度教职工体检安排确认',
      category: '待审批',
      accounts: ['teacher01'],
      ago: 200,
      due: -120,
      doneAgo: 150,
    },
    { id: 'OA-PK-2025-0820', title: '新学期排课方案会签', category: '待审批', accounts: ['staff01'], ago: 260, due: -200, doneAgo: 230 },
    {
      id: 'OA-XJ-2025-0901',
      title: '服务器机房月度巡检报告确认',
      category: '待审批',
      accounts: ['admin'],
      ago: 100,
      due: -50,
      doneAgo: 30,
    },
  ],
  XG: [
    {
      id: 'XG-JXJ-2025-1001',
      title: '2025-2026学年国家励志奖学金申请材料补充',
      category: '待办理',
      accounts: ['student01'],
      ago: 10,
      due: 48,
    },
    { id: 'XG-SS-2025-0066', title: '宿舍卫生检查整改确认（12号楼 305）', category: '待办理', accounts: ['student01'], ago: 60, due: -24 },
    { id: 'XG-XL-2025-0003', title: '关于开展2025级学生心理健康普查的通知', category: '待阅', accounts: ['student01'], ago: 4 },
    { id: 'XG-ZXJ-2025-0188', title: '张思远 国家助学金申请（学院审核）', category: '待审批', accounts: ['teacher01'], ago: 26, due: 46 },
    {
      id: 'XG-RX-2025-0001',
      title: '新生入学教育签到确认',
      category: '待办理',
      accounts: ['student01'],
      ago: 300,
      due: -250,
      doneAgo: 280,
    },
    {
      id: 'XG-DK-2025-0520',
      title: '生源地助学贷款回执提交',
      category: '待办理',
      accounts: ['student01'],
      ago: 240,
      due: -200,
      doneAgo: 180,
    },
  ],
  KY: [
    {
      id: 'KY-ZJ-2025-0031',
      title: '国家自然科学基金项目中期检查材料审核',
      category: '待审批',
      accounts: ['teacher01'],
      ago: 8,
      due: 7 * 24,
    },
    { id: 'KY-JF-2025-0217', title: '横向课题经费预算调整申请', category: '待审批', accounts: ['teacher01'], ago: 70, due: -20 },
    {
      id: 'KY-JT-2025-0109',
      title: '科研项目结题报告提交（校级青年基金）',
      category: '待审批',
      accounts: ['teacher01'],
      ago: 400,
      due: -300,
      doneAgo: 320,
    },
  ],
  CW: [
    {
      id: 'CW-BX-2025-3307',
      title: '差旅费报销单审批（赴北京参加学术会议）',
      category: '待审批',
      accounts: ['teacher01'],
      ago: 18,
      due: 54,
    },
    { id: 'CW-BX-2025-3290', title: '学生活动经费报销单退回修改', category: '待办理', accounts: ['student01'], ago: 36, due: 5 * 24 },
    { id: 'CW-BX-2025-3101', title: '教务处办公用品采购报销审核', category: '待审批', accounts: ['staff01'], ago: 120, due: -72 },
  ],
};

interface SeedNode {
  name: string;
  handler: string;
  account?: string;
  ago: number;
  /** Hours before now it finished; absent while the node is current. */
  finishedAgo?: number;
  due?: number;
}

interface SeedProcess {
  id: string;
  name: string;
  account: string;
  state: ProcessPush['state'];
  ago: number;
  finishedAgo?: number;
  due?: number;
  nodes: SeedNode[];
}

const PROCESSES: Record<Code, SeedProcess[]> = {
  XG: [
    {
      id: 'XG-LC-ZXJ-0188',
      name: '国家助学金申请',
      account: 'student01',
      state: 'RUNNING',
      ago: 72,
      due: 5 * 24,
      nodes: [
        { name: '辅导员审核', handler: '王晓燕', ago: 72, finishedAgo: 26 },
        { name: '学院审核', handler: '李文博', account: 'teacher01', ago: 26, due: 46 },
      ],
    },
    {
      id: 'XG-LC-QJ-2031',
      name: '请假申请（病假 2 天）',
      account: 'student01',
      state: 'FINISHED',
      ago: 200,
      finishedAgo: 190,
      due: -170,
      nodes: [
        { name: '辅导员审批', handler: '王晓燕', ago: 200, finishedAgo: 195 },
        { name: '学院备案', handler: '计算机学院学工办', ago: 195, finishedAgo: 190 },
      ],
    },
    {
      id: 'XG-LC-SS-0912',
      name: '宿舍调换申请',
      account: 'student01',
      state: 'RUNNING',
      ago: 150,
      due: -30,
      nodes: [
        { name: '辅导员审核', handler: '王晓燕', ago: 150, finishedAgo: 140 },
        { name: '公寓中心审批', handler: '学生公寓管理中心', ago: 140, due: -30 },
      ],
    },
  ],
  CW: [
    {
      id: 'CW-LC-HD-3290',
      name: '学生活动经费报销',
      account: 'student01',
      state: 'REJECTED',
      ago: 100,
      finishedAgo: 36,
      nodes: [
        { name: '指导老师审核', handler: '李文博', account: 'teacher01', ago: 100, finishedAgo: 80 },
        { name: '财务初审', handler: '财务处 刘会计', ago: 80, finishedAgo: 36 },
      ],
    },
    {
      id: 'CW-LC-CL-3307',
      name: '差旅费报销（北京学术会议）',
      account: 'teacher01',
      state: 'RUNNING',
      ago: 40,
      due: 4 * 24,
      nodes: [
        { name: '部门负责人审批', handler: '计算机学院 赵院长', ago: 40, finishedAgo: 18 },
        { name: '财务审核', handler: '财务处 刘会计', ago: 18, due: 54 },
      ],
    },
    {
      id: 'CW-LC-BG-3101',
      name: '办公用品采购报销',
      account: 'staff01',
      state: 'FINISHED',
      ago: 300,
      finishedAgo: 260,
      due: -250,
      nodes: [
        { name: '处长审批', handler: '教务处 周处长', ago: 300, finishedAgo: 290 },
        { name: '财务审核', handler: '财务处 刘会计', ago: 290, finishedAgo: 260 },
      ],
    },
  ],
  KY: [
    {
      id: 'KY-LC-HX-0217',
      name: '横向科研项目立项申请',
      account: 'teacher01',
      state: 'RUNNING',
      ago: 120,
      due: -24,
      nodes: [
        { name: '学院审核', handler: '计算机学院 赵院长', ago: 120, finishedAgo: 90 },
        { name: '科研处审批', handler: '科研处 孙老师', ago: 90, due: -24 },
      ],
    },
  ],
  OA: [
    {
      id: 'OA-LC-CC-0917',
      name: '出差申请（北京学术会议）',
      account: 'teacher01',
      state: 'FINISHED',
      ago: 330,
      finishedAgo: 310,
      due: -300,
      nodes: [{ name: '院长审批', handler: '计算机学院 赵院长', ago: 330, finishedAgo: 310 }],
    },
    {
      id: 'OA-LC-YC-1008',
      name: '公务用车申请',
      account: 'staff01',
      state: 'RUNNING',
      ago: 5,
      due: 43,
      nodes: [
        { name: '处长审批', handler: '教务处 周处长', ago: 5, finishedAgo: 2 },
        { name: '车队派车', handler: '后勤车队', ago: 2, due: 22 },
      ],
    },
    {
      id: 'OA-LC-SX-0305',
      name: '信息系统上线申请（迎新系统）',
      account: 'admin',
      state: 'RUNNING',
      ago: 60,
      due: 60,
      nodes: [
        { name: '网络安全审查', handler: '信息中心 安全组', ago: 60, finishedAgo: 30 },
        { name: '分管校领导审批', handler: '王副校长', ago: 30, due: 30 },
      ],
    },
  ],
};

/**
 * Where a business system handles its items: the address it pushes is its own
 * page for the item, which the portal opens in a new tab (docs/design/todo.md
 * "Where an item leads").
 */
export function systemSite(code: Code): string {
  return `https://${code.toLowerCase()}.mingde.edu.cn`;
}

export async function seedTodo(platform: Platform): Promise<void> {
  const tenantId = DEFAULT_TENANT_ID;
  const idOf = (code: Code) => seedId(`todo-system:${tenantId}:${code}`);
  if (await systems.findSystem(platform, tenantId, idOf('OA'))) return;

  const now = platform.clock.now().getTime();
  const at = (hoursFromNow: number) => new Date(now + hoursFromNow * HOUR).toISOString();
  const when = (hoursFromNow: number | undefined) => (hoursFromNow === undefined ? null : at(hoursFromNow));

  for (const [sort, s] of SYSTEMS.entries()) {
    await systems.submitSystem(platform, tenantId, { systemCode: s.code, systemName: s.name, remark: s.remark, enabled: true, sort }, () =>
      idOf(s.code),
    );
    const system = await systems.findSystem(platform, tenantId, idOf(s.code));
    if (!system) throw new Error(`seed: system ${s.code} was not registered`);

    const items = ITEMS[s.code];
    const pushes: TodoItemPush[] = items.map((i) => ({
      itemId: i.id,
      title: i.title,
      category: i.category,
      accounts: i.accounts,
      url: `${systemSite(s.code)}/todo/${encodeURIComponent(i.id)}`,
      startTime: at(-i.ago),
      deadline: when(i.due),
    }));
    await writes.pushItems(platform, system, { items: pushes });
    const done = items.filter((i) => i.doneAgo !== undefined).map((i) => ({ itemId: i.id, doneTime: at(-(i.doneAgo as number)) }));
    if (done.length > 0) await writes.markDone(platform, system, { items: done });

    const processes: ProcessPush[] = PROCESSES[s.code].map((p) => ({
      processId: p.id,
      processName: p.name,
      account: p.account,
      state: p.state,
      url: `${systemSite(s.code)}/process/${encodeURIComponent(p.id)}`,
      startTime: at(-p.ago),
      finishTime: p.finishedAgo === undefined ? null : at(-p.finishedAgo),
      deadline: when(p.due),
      nodes: p.nodes.map((n) => ({
        nodeName: n.name,
        handlerName: n.handler,
        ...(n.account ? { handlerAccount: n.account } : {}),
        startTime: at(-n.ago),
        finishTime: n.finishedAgo === undefined ? null : at(-n.finishedAgo),
        deadline: when(n.due),
      })),
    }));
    // Not announced: the efficiency seed rolls the whole demo history up once, after every seed wrote its part.
    await writes.pushProcesses(platform, system, { processes }, { announce: false });
  }
}
