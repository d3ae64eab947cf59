import type { Platform } from '../../apps/server/src/platform/context.ts';
import { TENANT } from './embedded-app.ts';

const ACTIONS = ['申请', '审批', '查询', '登记', '预约', '办理', '变更', '备案', '补办', '打印'];
const OBJECTS = [
  '请假',
  '成绩',
  '宿舍',
  '报销',
  '证明',
  '校园卡',
  '学籍',
  '奖学金',
  '助学金',
  '实验室',
  '会议室',
  '档案',
  '体检',
  '科研项目',
  '经费',
  '教室',
  '图书',
  '车辆',
  '访客',
  '网络',
  '邮箱',
  '软件',
  '资产',
  '合同',
  '用章',
  '出国',
  '职称',
  '工资',
  '公积金',
  '社团',
];

/** Fills the hall up to `total` services, generated and spread over every department, scene and type. */
export async function fillServices(platform: Platform, total: number): Promise<number> {
  const db = platform.db;
  const depts = await db
    .selectFrom('depts')
    .select(['id', 'name'])
    .where('tenant_id', '=', TENANT)
    .where('parent_id', 'is not', null)
    .execute();
  const scenes = await db.selectFrom('service_scenes').select('id').where('tenant_id', '=', TENANT).execute();
  const types = await db.selectFrom('service_types').select('id').where('tenant_id', '=', TENANT).execute();
  const have = Number(
    (
      await db
        .selectFrom('services')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const now = platform.clock.now().toISOString();
  const rows = [];
  for (let i = 0; have + rows.length < total; i++) {
    const dept = depts[i % depts.length];
    const object = OBJECTS[Math.floor(i / depts.length) % OBJECTS.length];
    const action = ACTIONS[Math.floor(i / (depts.length * OBJECTS.length)) % ACTIONS.length];
    if (!dept || !object || !action) throw new Error('empty generator lists');
    rows.push({
      id: `bench${String(i).padStart(27, '0')}`,
      tenant_id: TENANT,
      name: `${dept.name}${object}${action}`,
      dept_id: dept.id,
      scene_id: scenes[i % scenes.length]?.id ?? null,
      type_id: types[i % types.length]?.id ?? null,
      centre: i % 3 === 0 ? 'APPLICATION' : 'PROCESS',
      process_type: i % 5 === 0 ? 'OFFLINE' : 'ONLINE',
      access_way: 1,
      open_way: 1001 + (i % 3),
      service_url: `https://ehall.example.edu.cn/s/${i}`,
      keywords: `${object} ${action}`,
      description: `${dept.name}${object}${action}服务`,
      icon: null,
      guide_materials: '["校园卡"]',
      guide_steps: '["在线申请","部门审核"]',
      guide_conditions: '本校师生',
      guide_fees: '免费',
      guide_time_limit: '3 个工作日',
      guide_contact: '',
      guide_attachments: '[]',
      visitor_visible: i % 4 === 0 ? 1 : 0,
      shelf: 1,
      sort: 1000 + i,
      visit_count: (i * 7919) % 50_000,
      launched_at: now,
      created_at: now,
      updated_at: now,
    });
  }
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('services')
      .values(rows.slice(i, i + 200))
      .execute();
  return have + rows.length;
}
