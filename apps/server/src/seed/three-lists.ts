import { DEFAULT_TENANT_ID, THREE_LISTS_DEFAULT_INTRODUCTION, THREE_LISTS_DEFAULT_TITLE } from '@onehall/contract';
import type { Platform } from '../platform/context.ts';
import { deptId, userId } from './identity.ts';
import { seedId } from './ids.ts';

/**
 * The demo university's three lists: department categories, each
 * department's category, description and contact, duties for the departments
 * the duty seed left out (档案馆, 校工会 and 体育部 keep none, so
 * noSetDutyDept has answers), 0–4 services linked to each duty, and 教务处 and
 * 学生工作处 administered by staff01. Skipped once the tenant has a configuration.
 */

const T = DEFAULT_TENANT_ID;

const CATEGORIES: [name: string, codes: string[], office: string][] = [
  ['党群部门', ['ZZB', 'TW', 'GH'], '党政办公楼'],
  ['行政部门', ['XB', 'JWC', 'XGC', 'YJSY', 'CWC', 'RSC', 'KYY', 'ZCC', 'ZSJY', 'ZZZX', 'HQC', 'BWC', 'GJC'], '行政楼'],
  ['教学单位', ['JSJXY', 'WGYXY', 'JGXY', 'JXXY', 'SXXY', 'WLXY', 'HXXY', 'WXY', 'FXY', 'YSXY', 'TYB'], '教学楼'],
  ['直属单位', ['TSG', 'XXZX', 'XYY', 'DAG'], '综合服务楼'],
];

const DESCRIPTION: Record<string, string> = {
  党群部门: '在学校党委领导下开展工作，负责相关党群事务的组织、协调与服务。',
  行政部门: '学校职能管理部门，负责相关领域的制度建设、日常管理与师生服务。',
  教学单位: '承担人才培养、科学研究与社会服务任务，负责本单位教学科研的组织实施。',
  直属单位: '学校直属的公共服务机构，面向全校师生提供专业化支撑服务。',
};

/** Duties of the departments the duty seed does not cover: [description, type, basis]. */
const MORE_DUTIES: Record<string, [string, string, string][]> = {
  ZZB: [
    ['负责二级党组织建设与党员发展管理', '1', '《中国共产党发展党员工作细则》'],
    ['组织干部选拔任用与考核', '1', '《党政领导干部选拔任用工作条例》'],
    ['监督基层党组织落实组织生活制度', '3', '《中国共产党支部工作条例（试行）》'],
  ],
  TW: [
    ['组织开展学生思想引领与团员教育', '1', '《中国共产主义青年团章程》'],
    ['指导学生社团与志愿服务活动', '1', '《高校学生社团管理规定》'],
    ['配合开展大学生社会实践', '2', '《关于进一步加强和改进大学生社会实践的意见》'],
  ],
  XB: [
    ['负责学校公文处理与印章管理', '1', '《党政机关公文处理工作条例》'],
    ['组织协调学校重要会议与活动', '1', '《学校会议管理办法》'],
    ['督办学校重大决策落实情况', '3', '《学校督查督办工作规定》'],
  ],
  KYY: [
    ['负责纵向科研项目申报与过程管理', '1', '《国家科技计划项目管理暂行办法》'],
    ['管理横向科研合同与成果转化', '1', '《中华人民共和国促进科技成果转化法》'],
    ['监督科研诚信与学术规范', '3', '《高等学校预防与处理学术不端行为办法》'],
  ],
  ZCC: [
    ['负责国有资产登记、调拨与处置', '1', '《事业单位国有资产管理暂行办法》'],
    ['组织大型仪器设备采购论证', '1', '《中华人民共和国政府采购法》'],
    ['监督公用房使用效益', '3', '《学校公用房管理办法》'],
  ],
  ZSJY: [
    ['组织本科招生宣传与录取', '1', '《普通高等学校招生工作规定》'],
    ['提供毕业生就业指导与推荐服务', '1', '《普通高等学校毕业生就业工作暂行规定》'],
    ['办理就业协议与报到证手续', '1', '《关于做好普通高校毕业生就业工作的通知》'],
    ['协同学院开展校园招聘活动', '2', '《学校就业工作管理办法》'],
  ],
  ZZZX: [
    ['负责国家助学贷款受理与审核', '1', '《国家助学贷款管理办法》'],
    ['组织家庭经济困难学生认定', '1', '《关于做好家庭经济困难学生认定工作的指导意见》'],
    ['管理勤工助学岗位设置与酬金发放', '1', '《高等学校勤工助学管理办法》'],
  ],
  WLXY: [
    ['组织物理与电子类专业教学', '1', '《学院教学工作管理细则》'],
    ['负责学院实验教学中心运行', '1', '《高等学校实验室工作规程》'],
    ['开展电子设计竞赛指导', '2', '《全国大学生电子设计竞赛章程》'],
  ],
  HXXY: [
    ['组织化学化工类专业教学', '1', '《学院教学工作管理细则》'],
    ['负责危险化学品采购与存储管理', '1', '《危险化学品安全管理条例》'],
    ['监督实验废弃物规范处置', '3', '《国家危险废物名录》'],
  ],
  WXY: [
    ['组织汉语言文学类专业教学', '1', '《学院教学工作管理细则》'],
    ['承担全校大学语文公共课', '1', '《学校公共基础课程管理办法》'],
    ['开展校园文化与经典诵读活动', '2', '《关于实施中华优秀传统文化传承发展工程的意见》'],
  ],
  FXY: [
    ['组织法学专业教学与法律实务训练', '1', '《学院教学工作管理细则》'],
    ['运营法律援助中心为师生提供咨询', '2', '《法律援助法》'],
    ['配合开展全校普法宣传教育', '2', '《关于开展法治宣传教育的第八个五年规划》'],
  ],
  YSXY: [
    ['组织艺术类专业教学与创作实践', '1', '《学院教学工作管理细则》'],
    ['承担全校公共艺术课程', '1', '《关于全面加强和改进新时代学校美育工作的意见》'],
    ['组织校园文艺演出与展览', '2', '《学校大型活动管理办法》'],
  ],
};

const DEPT_ADMINS: [account: string, code: string][] = [
  ['staff01', 'JWC'],
  ['staff01', 'XGC'],
];

/** A small deterministic hash, to spread link counts and phone numbers. */
const hash = (text: string) => [...text].reduce((h, c) => (h * 31 + (c.codePointAt(0) ?? 0)) >>> 0, 7);

export async function seedThreeLists(platform: Platform): Promise<void> {
  const db = platform.db;
  const tenant = await db.selectFrom('tenants').select('id').where('id', '=', T).executeTakeFirst();
  if (!tenant) return;
  const configured = await db.selectFrom('three_lists_config').select('tenant_id').where('tenant_id', '=', T).executeTakeFirst();
  if (configured) return;
  const at = '2025-08-01T00:00:00.000Z';

  await db.transaction().execute(async (trx) => {
    const depts = await trx.selectFrom('depts').select(['id', 'code', 'name', 'sort']).where('tenant_id', '=', T).execute();
    const byCode = new Map(depts.map((d) => [d.code, d]));
    const categoryId = (name: string) => seedId(`three-lists:category:${T}:${name}`);
    await trx
      .insertInto('three_lists_categories')
      .values(CATEGORIES.map(([name], i) => ({ id: categoryId(name), tenant_id: T, name, sort: i + 1, shown: 1 })))
      .execute();
    const infos = CATEGORIES.flatMap(([category, codes, office]) =>
      codes.flatMap((code, i) => {
        const dept = byCode.get(code);
        if (!dept) return [];
        const phone = `0571-8609${String(1000 + (hash(code) % 9000))}`;
        return [
          {
            dept_id: dept.id,
            tenant_id: T,
            category_id: categoryId(category),
            sort: i + 1,
            description: `${dept.name}：${DESCRIPTION[category]}`,
            contact: `${office}${100 + ((i * 7) % 400)}室，电话 ${phone}`,
            updated_at: at,
          },
        ];
      }),
    );
    await trx.insertInto('three_lists_dept_info').values(infos).execute();

    const newDuties = Object.entries(MORE_DUTIES).flatMap(([code, duties]) =>
      byCode.has(code)
        ? duties.map(([description, type, basis], i) => ({
            id: seedId(`duty:${T}:${code}:${i}`),
            tenant_id: T,
            dept_id: deptId(code),
            duty_description: description,
            duty_type: type,
            basis,
            sort: i + 1,
            created_at: at,
            updated_at: at,
          }))
        : [],
    );
    if (newDuties.length > 0)
      await trx
        .insertInto('dept_duties')
        .values(newDuties)
        .onConflict((oc) => oc.doNothing())
        .execute();

    // Each duty carries out 0–4 of its department's services, picked in turn so neighbouring duties differ.
    const duties = await trx
      .selectFrom('dept_duties')
      .select(['id', 'dept_id', 'sort'])
      .where('tenant_id', '=', T)
      .orderBy('dept_id')
      .orderBy('sort')
      .execute();
    const services = await trx
      .selectFrom('services')
      .select(['id', 'dept_id'])
      .where('tenant_id', '=', T)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const servicesOf = new Map<string, string[]>();
    for (const s of services) servicesOf.set(s.dept_id, [...(servicesOf.get(s.dept_id) ?? []), s.id]);
    const links = duties.flatMap((duty, i) => {
      const own = servicesOf.get(duty.dept_id) ?? [];
      const n = Math.min(hash(duty.id) % 5, own.length);
      return Array.from({ length: n }, (_, k) => ({
        tenant_id: T,
        duty_id: duty.id,
        service_id: own[(i + k) % own.length] as string,
        created_at: at,
      }));
    });
    for (let i = 0; i < links.length; i += 1000)
      await trx
        .insertInto('three_lists_duty_services')
        .values(links.slice(i, i + 1000))
        .execute();

    const admins = DEPT_ADMINS.filter(([, code]) => byCode.has(code)).map(([account, code]) => ({
      tenant_id: T,
      user_id: userId(account),
      dept_id: deptId(code),
    }));
    if (admins.length > 0) await trx.insertInto('three_lists_dept_admins').values(admins).execute();

    await trx
      .insertInto('three_lists_config')
      .values({
        tenant_id: T,
        title: THREE_LISTS_DEFAULT_TITLE,
        introduction: THREE_LISTS_DEFAULT_INTRODUCTION,
        show_duties: 1,
        show_services: 1,
        show_relation: 1,
        visitor_allowed: 1,
        is_duty_type_must: 0,
        hidden_dept_ids: '[]',
        updated_at: at,
      })
      .execute();
  });
}
