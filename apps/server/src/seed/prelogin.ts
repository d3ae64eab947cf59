import { DEFAULT_TENANT_ID, LandingType, PRELOGIN_THEME_COLOR } from '@onehall/contract';
import type { Insertable } from 'kysely';
import type { MessagesTable } from '../modules/messages/tables.ts';
import { configRow } from '../modules/prelogin/configuration.ts';
import { bundledUrl } from '../modules/prelogin/images.ts';
import type { PreloginCardsTable, PreloginLinksTable } from '../modules/prelogin/tables.ts';
import type { LandingSettings } from '../modules/prelogin/visitor.ts';
import type { Platform } from '../platform/context.ts';
import { sanitizeRichText } from '../platform/html/sanitize.ts';
import { seedId } from './ids.ts';

/** Seeded item ids the browser and API tests open. */
export const SEEDED_MESSAGE_ID = seedId('message:news-1');
export const DELETED_MESSAGE_ID = seedId('message:deleted');
export const DRAFT_MESSAGE_ID = seedId('message:draft');
export const NEWS_COLUMN_ID = seedId('column:news');
export const NOTICE_COLUMN_ID = seedId('column:notice');

/** The landing's own settings; the school's name, logo and footer are its identity (seed/school.ts). */
const LANDING: LandingSettings = {
  title: '明德大学一站式网上服务大厅',
  subtitle: '一网通办 · 师生办事“最多跑一次”',
  introduction:
    '<p>网上服务大厅汇集全校各部门的<strong>在线服务与办事指南</strong>，访客可浏览服务、查看通知公告，登录后即可在线办理。</p>',
  landingType: LandingType.LANDING,
  themeColor: PRELOGIN_THEME_COLOR,
  // What visitors search for and find: the landing offers visitors only words that find a service open to them.
  heatWords: ['新生报到', '招生咨询', '访客入校', '校园卡', '请假', '校车'],
  searchPlaceholder: '搜索服务，如：成绩单、校园卡挂失',
};

const NAVIGATION: [name: string, url: string, newTab: boolean][] = [
  ['首页', '/', false],
  // The visitor directory: sign-in is asked for only when a service needs it.
  ['服务大厅', '/serviceCenterBeforLogin', false],
  ['三清单', '/threelistsBeforLogin', false],
  ['效能监督', '/effectivenessSupervisionBeforLogin', false],
  // The landing's news card, on its notices tab (the landing scrolls to the card and picks the column).
  ['通知公告', `/?column=${NOTICE_COLUMN_ID}#card-${seedId('card:messages')}`, false],
  ['学校主页', 'https://www.mingde.edu.cn', true],
];

const CAROUSEL: [title: string, image: string, link: string | null][] = [
  ['一网通办 · 让数据多跑路', 'banner-1.svg', null],
  ['智慧校园 · 服务触手可及', 'banner-2.svg', '/serviceCenterBeforLogin'],
  ['迎新季 · 新生报到指南', 'banner-3.svg', null],
  ['明德 · 笃行', 'banner-4.svg', 'https://www.mingde.edu.cn'],
];

const TOOLS: [name: string, icon: string, type: string, url: string][] = [
  ['校历查询', 'tool-calendar.svg', '教学', 'https://jwc.mingde.edu.cn/calendar'],
  ['图书检索', 'tool-library.svg', '学习', 'https://lib.mingde.edu.cn/search'],
  ['校园邮箱', 'tool-mail.svg', '办公', 'https://mail.mingde.edu.cn'],
  ['VPN 接入', 'tool-vpn.svg', '网络', 'https://vpn.mingde.edu.cn'],
  ['校园无线网', 'tool-wifi.svg', '网络', 'https://wifi.mingde.edu.cn'],
  ['自助打印', 'tool-print.svg', '生活', 'https://print.mingde.edu.cn'],
];

const THIRD_PARTY: [name: string, icon: string, description: string, url: string][] = [
  ['协同办公系统', 'system-oa.svg', '公文流转、会议安排与日程', 'https://oa.mingde.edu.cn'],
  ['教务管理系统', 'system-edu.svg', '选课、成绩、考试安排', 'https://jw.mingde.edu.cn'],
  ['财务综合平台', 'system-finance.svg', '报销、缴费与酬金查询', 'https://cw.mingde.edu.cn'],
  ['科研管理系统', 'system-research.svg', '项目申报、成果登记', 'https://ky.mingde.edu.cn'],
];

type Item = { key: string; column: 'news' | 'notice'; title: string; daysAgo: number; fieldSet?: string; publisher: string; body: string };

const ITEMS: Item[] = [
  {
    key: 'news-1',
    column: 'news',
    title: '我校网上服务大厅正式上线，百余项服务实现“一网通办”',
    daysAgo: 0,
    fieldSet: '重要',
    publisher: '信息化建设与管理中心',
    body: '<p>经过半年的建设与试运行，明德大学一站式网上服务大厅今日正式上线。大厅整合了教务、学工、财务、人事、后勤等部门的 100 余项服务，师生可通过电脑或手机随时在线办理。</p><p>信息化建设与管理中心负责人介绍，大厅采用统一身份认证，<strong>一次登录即可办理全部业务</strong>，并提供办事指南、进度查询与服务评价功能。</p><p>如在使用中遇到问题，可拨打服务热线 0571-88886666，或访问 <a href="https://itc.mingde.edu.cn">信息化中心网站</a> 留言。</p>',
  },
  {
    key: 'news-2',
    column: 'news',
    title: '明德大学举行 2026 级新生开学典礼',
    daysAgo: 2,
    publisher: '党委宣传部',
    body: '<p>9 月 6 日上午，明德大学 2026 级新生开学典礼在体育馆隆重举行，校领导、各学院负责人与 6000 余名新生共同出席。</p><p>校长在致辞中勉励新生“明德笃行，志存高远”，珍惜大学时光，勇于探索。</p>',
  },
  {
    key: 'news-3',
    column: 'news',
    title: '计算机科学与技术学院学生团队获全国大学生程序设计竞赛金奖',
    daysAgo: 4,
    publisher: '计算机科学与技术学院',
    body: '<p>在近日结束的全国大学生程序设计竞赛总决赛中，我校计算机科学与技术学院代表队以全场第五名的成绩获得金奖，创造了学校参赛以来的最好成绩。</p>',
  },
  {
    key: 'news-4',
    column: 'news',
    title: '图书馆新馆试开放，自习座位可在线预约',
    daysAgo: 6,
    publisher: '图书馆',
    body: '<p>图书馆新馆于本周一起试开放，新增自习座位 1200 个、研讨间 24 间。师生可登录网上服务大厅“座位预约”服务提前预约，每次最长 4 小时。</p>',
  },
  {
    key: 'news-5',
    column: 'news',
    title: '学校召开数字校园建设推进会',
    daysAgo: 9,
    publisher: '信息化建设与管理中心',
    body: '<p>会议总结了上一阶段数字校园建设成效，部署了数据治理、业务系统整合与移动服务等重点任务，要求各部门年底前完成主要业务上线。</p>',
  },
  {
    key: 'news-6',
    column: 'news',
    title: '校医院开通线上预约挂号与报销材料预审',
    daysAgo: 12,
    publisher: '校医院',
    body: '<p>即日起，师生可在网上服务大厅预约校医院门诊号源，并在线提交医疗费用报销材料进行预审，审核通过后到窗口一次办结。</p>',
  },
  {
    key: 'notice-guide',
    column: 'notice',
    title: '关于网上服务大厅使用说明的通知',
    daysAgo: 1,
    fieldSet: '重要',
    publisher: '信息化建设与管理中心',
    body: '<p>各单位、全体师生：</p><p>网上服务大厅已正式运行。访客可浏览全部服务与办事指南；办理业务请点击右上角“登录”，使用统一身份认证账号（学号或工号）登录。</p><ol><li>首次登录请修改初始密码；</li><li>办理进度可在“个人中心”查看；</li><li>对服务有意见建议，欢迎通过“帮助与反馈”提交。</li></ol><p>特此通知。</p>',
  },
  {
    key: 'notice-2',
    column: 'notice',
    title: '关于 2026 年国庆节放假安排的通知',
    daysAgo: 3,
    fieldSet: '重要',
    publisher: '校长办公室',
    body: '<p>根据国务院办公厅通知精神，结合我校实际，现将国庆节放假安排通知如下：10 月 1 日至 10 月 7 日放假调休，共 7 天。9 月 27 日（星期日）、10 月 10 日（星期六）上班。</p><p>放假期间，网上服务大厅正常运行，线下窗口暂停办理。</p>',
  },
  {
    key: 'notice-3',
    column: 'notice',
    title: '关于开展 2026—2027 学年国家奖学金评审工作的通知',
    daysAgo: 5,
    publisher: '学生工作处',
    body: '<p>各学院：2026—2027 学年国家奖学金评审工作现已启动，请符合条件的学生于 10 月 15 日前通过网上服务大厅“奖助学金申请”服务提交材料。</p>',
  },
  {
    key: 'notice-4',
    column: 'notice',
    title: '关于信息化系统例行维护暂停服务的通知',
    daysAgo: 7,
    publisher: '信息化建设与管理中心',
    body: '<p>为提升系统稳定性，信息化中心将于本周六 22:00 至次日 06:00 进行例行维护，期间统一身份认证、校园邮箱等服务将短暂中断，请提前做好安排。</p>',
  },
  {
    key: 'notice-5',
    column: 'notice',
    title: '关于办理 2026 年秋季学期在读证明的说明',
    daysAgo: 10,
    publisher: '教务处',
    body: '<p>在读证明已支持在线申请、电子签章。学生登录后进入“在读证明开具”服务，填写用途后即可下载带电子印章的 PDF 文件，无需到教务处窗口办理。</p>',
  },
  {
    key: 'notice-6',
    column: 'notice',
    title: '关于宿舍报修服务时间调整的通知',
    daysAgo: 14,
    publisher: '后勤管理处',
    body: '<p>自 9 月 1 日起，宿舍报修受理时间调整为每日 8:00—20:00，紧急报修（漏水、断电）24 小时受理，请拨打后勤服务热线 0571-88881234。</p>',
  },
];

const DAY_MS = 86_400_000;

/**
 * The landing page of 明德大学: headline, navigation, carousel, sections,
 * news and notices (one deleted item for `/deleteNoPag`, one draft that
 * visitors never see), common tools and third-party systems; the name, logo
 * and footer are the school's identity (seed/school.ts).
 * Idempotent: skipped when the tenant has a landing configuration.
 */
export async function seedPrelogin(platform: Platform): Promise<void> {
  const tenantId = DEFAULT_TENANT_ID;
  const db = platform.db;
  const existing = await db.selectFrom('prelogin_config').select('tenant_id').where('tenant_id', '=', tenantId).executeTakeFirst();
  if (existing) return;
  const now = platform.clock.now();
  const nowIso = now.toISOString();

  const links = (kind: string, rows: (Partial<Insertable<PreloginLinksTable>> & { name: string; url: string })[]) =>
    rows.map(
      (row, sort): Insertable<PreloginLinksTable> => ({
        id: seedId(`${kind}:${row.name}`),
        tenant_id: tenantId,
        description: '',
        open_in_new_tab: 0,
        type_names: '[]',
        enabled: 1,
        sort,
        ...row,
      }),
    );

  const cards: [key: string, name: string, intro: string, type: string, rows: number, columnIds: string[]][] = [
    ['overview', '数据概览', '服务大厅运行数据', 'dataOverview', 1, []],
    ['search', '服务搜索', '快速找到要办的事', 'serviceSearch', 1, []],
    ['through', '服务直通车', '访问最多的服务', 'throughService', 2, []],
    ['bytype', '分类找服务', '按部门或场景浏览服务', 'serviceByType', 2, []],
    ['messages', '新闻公告', '校园新闻与通知公告', 'messageColumn', 2, [NEWS_COLUMN_ID, NOTICE_COLUMN_ID]],
    ['tools', '常用工具', '校园常用工具入口', 'commonTool', 1, []],
    ['third', '推荐系统', '学校业务系统入口', 'thirdParty', 1, []],
  ];
  const cardRows: Insertable<PreloginCardsTable>[] = cards.map(([key, name, intro, type, rows, columnIds], sort) => ({
    id: seedId(`card:${key}`),
    tenant_id: tenantId,
    card_name: name,
    card_introduction: intro,
    card_type: type,
    display_rows: rows,
    sort,
    enabled: 1,
    column_ids: JSON.stringify(columnIds),
    updated_at: nowIso,
  }));

  const message = (item: Item, overrides: Partial<Insertable<MessagesTable>> = {}): Insertable<MessagesTable> => {
    const released = new Date(now.getTime() - item.daysAgo * DAY_MS - 2 * 3600_000).toISOString();
    return {
      id: seedId(`message:${item.key}`),
      tenant_id: tenantId,
      column_id: item.column === 'news' ? NEWS_COLUMN_ID : NOTICE_COLUMN_ID,
      title: item.title,
      content: sanitizeRichText(item.body),
      summary: '',
      cover_img: null,
      field_set: item.fieldSet ?? null,
      publisher: item.publisher,
      release_time: released,
      published: 1,
      deleted: 0,
      view_count: 0,
      created_at: released,
      updated_at: released,
      ...overrides,
    };
  };

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('prelogin_config')
      .values(configRow(tenantId, LANDING, nowIso))
      .execute();
    await trx.insertInto('prelogin_cards').values(cardRows).execute();
    await trx
      .insertInto('prelogin_nav_items')
      .values(
        links(
          'nav',
          NAVIGATION.map(([name, url, newTab]) => ({ name, url, open_in_new_tab: newTab ? 1 : 0 })),
        ),
      )
      .execute();
    await trx
      .insertInto('prelogin_carousel')
      .values(
        links(
          'carousel',
          CAROUSEL.map(([name, image, link]) => ({ name, url: bundledUrl(image), link_url: link })),
        ),
      )
      .execute();
    await trx
      .insertInto('prelogin_tools')
      .values(
        links(
          'tool',
          TOOLS.map(([name, icon, type, url]) => ({ name, icon: bundledUrl(icon), type_names: JSON.stringify([type]), url })),
        ),
      )
      .execute();
    await trx
      .insertInto('prelogin_third_party')
      .values(
        links(
          'system',
          THIRD_PARTY.map(([name, icon, description, url]) => ({ name, icon: bundledUrl(icon), description, url })),
        ),
      )
      .execute();
    await trx
      .insertInto('message_columns')
      .values([
        { id: NEWS_COLUMN_ID, tenant_id: tenantId, column_name: '校园新闻', column_type: 'news', sort: 0, enabled: 1 },
        { id: NOTICE_COLUMN_ID, tenant_id: tenantId, column_name: '通知公告', column_type: 'notice', sort: 1, enabled: 1 },
      ])
      .execute();
    const deleted: Item = {
      key: 'deleted',
      column: 'notice',
      title: '关于调整校园卡充值时间的通知（已撤回）',
      daysAgo: 8,
      publisher: '财务处',
      body: '<p>本通知已撤回。</p>',
    };
    const draft: Item = {
      key: 'draft',
      column: 'news',
      title: '（草稿）学校运动会筹备工作会议召开',
      daysAgo: 0,
      publisher: '体育部',
      body: '<p>草稿内容，尚未发布。</p>',
    };
    await trx
      .insertInto('messages')
      .values([...ITEMS.map((item) => message(item)), message(deleted, { deleted: 1 }), message(draft, { published: 0 })])
      .execute();
  });
}
