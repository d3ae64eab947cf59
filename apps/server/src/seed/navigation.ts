import { DEFAULT_TENANT_ID, NAV_BUILT_IN, NAV_CUSTOM, NavigationType } from '@onehall/contract';
import type { Platform } from '../platform/context.ts';
import { seedId } from './ids.ts';
import { serviceSeedId } from './services.ts';

/**
 * The demo home-page frame: the built-in navigation entries of the hall and
 * both centres plus two custom ones, quick navigation, the notice switch, the
 * 2026–2027 academic year's public holidays and special-service groups.
 * One transaction; skipped when the tenant already has navigation entries.
 */

const T = DEFAULT_TENANT_ID;

export const navigationSeedId = (key: string) => seedId(`navigation:${T}:${key}`);

const ENTRIES: {
  key: string;
  name: string;
  type: string;
  built: number;
  path: string;
  configPath: string | null;
  identities: string[];
}[] = [
  {
    key: 'SERVICE_HALL',
    name: '服务大厅',
    type: NavigationType.SERVICE_HALL,
    built: NAV_BUILT_IN,
    path: '/home/serviceHall',
    configPath: '/userFrameConfig/serviceHallConfig',
    identities: [],
  },
  {
    key: 'APPLY_SERVICE_CENTER',
    name: '办事服务中心',
    type: NavigationType.APPLY_SERVICE_CENTER,
    built: NAV_BUILT_IN,
    path: '/home/applicationServiceCenter',
    configPath: '/userFrameConfig/applicationServiceCenterConfig',
    identities: [],
  },
  {
    key: 'FLOW_SERVICE_CENTER',
    name: '流程服务中心',
    type: NavigationType.FLOW_SERVICE_CENTER,
    built: NAV_BUILT_IN,
    path: '/home/processServiceCenter',
    configPath: '/userFrameConfig/processServiceCenterConfig',
    identities: [],
  },
  {
    key: 'library',
    name: '数字图书馆',
    type: NavigationType.ADD,
    built: NAV_CUSTOM,
    path: 'https://lib.mdu.edu.cn/',
    configPath: null,
    identities: [],
  },
  {
    key: 'teacherDevelopment',
    name: '教师发展',
    type: NavigationType.ADD,
    built: NAV_CUSTOM,
    path: 'https://tdc.mdu.edu.cn/',
    configPath: null,
    identities: ['teacher', 'staff', 'admin'],
  },
];

/** [name, url, openWay] */
const QUICK_LINKS: [string, string, number][] = [
  ['服务大厅', '/home/serviceHall', 1001],
  ['个人中心', '/home/PersonalCenter', 1001],
  ['校园邮箱', 'https://mail.mdu.edu.cn/', 1003],
  ['教务系统', 'https://jw.mdu.edu.cn/', 1003],
  ['校园一卡通', 'https://card.mdu.edu.cn/', 1003],
];

/**
 * Public holidays of the 2026–2027 academic year (demo dates following the
 * usual State Council pattern; replace with the published schedule).
 */
const HOLIDAYS: [string, string, string][] = [
  ['中秋节', '2026-09-25', '2026-09-27'],
  ['国庆节', '2026-10-01', '2026-10-07'],
  ['元旦', '2027-01-01', '2027-01-03'],
  ['春节', '2027-02-05', '2027-02-13'],
  ['清明节', '2027-04-03', '2027-04-05'],
  ['劳动节', '2027-05-01', '2027-05-05'],
  ['端午节', '2027-06-09', '2027-06-11'],
];

/** Special-service groups: [key, name, description, service names of seed/services.ts]. */
const SPECIALS: [string, string, string, string[]][] = [
  ['welcome', '迎新服务', '新生入学一站式办理', ['新生报到', '新生绿色通道申请', '新生宿舍分配查询', '学费缴纳', '校园卡充值']],
  [
    'graduation',
    '毕业离校',
    '毕业生离校手续集中办理',
    ['毕业离校手续办理', '宿舍退宿申请', '学历学位证明', '就业协议书办理', '毕业生档案去向查询'],
  ],
  ['reimbursement', '报销服务', '各类费用报销与进度查询', ['差旅费报销', '日常费用报销', '科研经费报销', '学生医疗费报销', '报销进度查询']],
  ['teaching', '教学教务', '教师教学常用服务', ['教师成绩录入', '调停课申请', '成绩更正申请', '研究生导师遴选']],
];

export async function seedNavigation(platform: Platform): Promise<void> {
  const db = platform.db;
  const tenant = await db.selectFrom('tenants').select('id').where('id', '=', T).executeTakeFirst();
  if (!tenant) return;
  const existing = await db.selectFrom('navigation_entries').select('id').where('tenant_id', '=', T).limit(1).executeTakeFirst();
  if (existing) return;
  const now = platform.clock.now().toISOString();

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('navigation_entries')
      .values(
        ENTRIES.map((e, i) => ({
          id: navigationSeedId(`entry:${e.key}`),
          tenant_id: T,
          navigation_name: e.name,
          navigation_type: e.type,
          is_built: e.built,
          path: e.path,
          config_path: e.configPath,
          is_auto: 1,
          sort: i + 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const identities = ENTRIES.flatMap((e) =>
      e.identities.map((role_alias) => ({ navigation_id: navigationSeedId(`entry:${e.key}`), role_alias })),
    );
    if (identities.length > 0) await trx.insertInto('navigation_entry_identities').values(identities).execute();

    await trx
      .insertInto('navigation_quick_links')
      .values(
        QUICK_LINKS.map(([name, url, openWay], i) => ({
          id: navigationSeedId(`quick:${name}`),
          tenant_id: T,
          navigation_name: name,
          url,
          icon: null,
          open_way: openWay,
          is_show: 1,
          sort: i + 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();

    await trx
      .insertInto('navigation_footer')
      // The footer's contacts are the school's one identity (seed/school.ts); the home page keeps its pop-up switch.
      .values({ tenant_id: T, is_show_msg: 1, updated_at: now })
      .execute();

    await trx
      .insertInto('navigation_holidays')
      .values(
        HOLIDAYS.map(([name, start, end]) => ({
          id: navigationSeedId(`holiday:2026-2027:${name}`),
          tenant_id: T,
          academic_year: '2026-2027',
          holiday_name: name,
          start_date: start,
          end_date: end,
        })),
      )
      .execute();

    const serviceIds = new Set(
      (
        await trx
          .selectFrom('services')
          .select('id')
          .where('tenant_id', '=', T)
          .where(
            'id',
            'in',
            SPECIALS.flatMap(([, , , names]) => names.map(serviceSeedId)),
          )
          .execute()
      ).map((r) => r.id),
    );
    await trx
      .insertInto('navigation_specials')
      .values(
        SPECIALS.map(([key, name, description], i) => ({
          id: navigationSeedId(`special:${key}`),
          tenant_id: T,
          special_name: name,
          description,
          icon: null,
          enabled: 1,
          sort: i + 1,
        })),
      )
      .execute();
    const links = SPECIALS.flatMap(([key, , , names]) =>
      names
        .map(serviceSeedId)
        .filter((id) => serviceIds.has(id))
        .map((service_id, i) => ({ special_id: navigationSeedId(`special:${key}`), service_id, sort: i + 1 })),
    );
    if (links.length > 0) await trx.insertInto('navigation_special_services').values(links).execute();
  });
}
