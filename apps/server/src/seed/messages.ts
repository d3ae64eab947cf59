import { crc32, deflateSync } from 'node:zlib';
import { DEFAULT_TENANT_ID, MESSAGE_SUMMARY_MAX } from '@onehall/contract';
import type { Insertable } from 'kysely';
import { imageUrl } from '../modules/messages/sending.ts';
import type { CentreMessagesTable, MessageFilesTable, MessageRecipientsTable } from '../modules/messages/tables.ts';
import { attachmentKey } from '../modules/messages/uploads.ts';
import { resolveAudience } from '../modules/users/audience.ts';
import type { Platform } from '../platform/context.ts';
import { plainText } from '../platform/html/sanitize.ts';
import { deptId, roleId, userId } from './identity.ts';
import { seedId } from './ids.ts';

/*
 * The demo message centre (issue 17): eight sender accounts of the
 * university's offices and a year of their messages to everyone, to roles and
 * to departments, most of them read. student01 finds three unread important
 * notices (one with a picture) and a few unread ordinary messages. Recipients
 * are the users there at the first seed (the demo accounts and their peers),
 * a few thousand rows. Skipped once the accounts exist.
 */

const T = DEFAULT_TENANT_ID;
const DAY = 24 * 60 * 60 * 1000;

const ACCOUNTS = [
  { code: 'JWC', name: '教务处', dept: '教务处', colour: [0x1f, 0x6f, 0xd1] },
  { code: 'XGC', name: '学生工作处', dept: '学生工作处', colour: [0xe0, 0x6c, 0x1b] },
  { code: 'CWC', name: '财务处', dept: '财务处', colour: [0x2e, 0x9e, 0x5b] },
  { code: 'TSG', name: '图书馆', dept: '图书馆', colour: [0x7a, 0x4d, 0xc2] },
  { code: 'HQ', name: '后勤服务中心', dept: '后勤管理处', colour: [0x3a, 0x9b, 0xb5] },
  { code: 'NIC', name: '网络信息中心', dept: '信息化建设与管理中心', colour: [0x00, 0x8c, 0xff] },
  { code: 'TW', name: '校团委', dept: '共青团明德大学委员会', colour: [0xd0, 0x3a, 0x3a] },
  { code: 'YJS', name: '研究生院', dept: '研究生院', colour: [0x8a, 0x6d, 0x3b] },
] as const;
type Code = (typeof ACCOUNTS)[number]['code'];

export const messageAccountId = (code: string) => seedId(`message-account:${T}:${code}`);
export const centreMessageId = (n: number) => seedId(`centre-message:${T}:${n}`);

interface SeedMessage {
  from: Code;
  title: string;
  /** Rich text when it starts with '<'. */
  content: string;
  daysAgo: number;
  to: { everyone?: true; roles?: ('student' | 'teacher' | 'staff')[]; depts?: string[] };
  important?: true;
  image?: true;
  attachment?: { name: string; text: string };
  /** Demo accounts that have not read it yet (everyone else has, when it is older than a week). */
  unread?: string[];
  public?: true;
  system?: string;
}

const MESSAGES: SeedMessage[] = [
  {
    from: 'JWC',
    title: '关于2025-2026学年第一学期期中教学检查的通知',
    content:
      '<p>各学院：</p><p>根据学校教学工作安排，定于第9-10周开展期中教学检查，请各学院按附件要求组织听课、学生座谈与教学资料检查。</p>',
    daysAgo: 2,
    to: { everyone: true },
    important: true,
    image: true,
    unread: ['student01', 'teacher01'],
    public: true,
  },
  {
    from: 'XGC',
    title: '2025年国家奖学金评审结果公示',
    content:
      '经学生本人申请、学院评审、学校评审委员会审定，现将2025年国家奖学金拟获奖学生名单予以公示，公示期为5个工作日。如有异议，请在公示期内向学生工作处反映。',
    daysAgo: 5,
    to: { roles: ['student'] },
    important: true,
    unread: ['student01'],
    attachment: {
      name: '2025年国家奖学金拟获奖名单.csv',
      text: '学院,姓名,专业\n计算机科学与技术学院,张思远,软件工程\n外国语学院,林雨萱,英语\n经济管理学院,王浩然,会计学\n',
    },
  },
  {
    from: 'NIC',
    title: '校园网认证系统升级维护通知',
    content:
      '<p>为提升校园网服务质量，网络信息中心将于本周六 00:00—06:00 对校园网认证系统进行升级维护。维护期间无线网络 <strong>MDU-WiFi</strong> 将无法认证登录，有线网络不受影响。</p><p>给您带来的不便，敬请谅解。</p>',
    daysAgo: 9,
    to: { everyone: true },
    important: true,
    unread: ['student01'],
  },
  {
    from: 'TSG',
    title: '图书馆国庆节假期开放时间安排',
    content: '10月1日至10月7日图书馆开放时间调整为 9:00—17:00，电子阅览室暂停开放。假期内借阅到期的图书可顺延至10月10日归还。',
    daysAgo: 3,
    to: { everyone: true },
    unread: ['student01', 'staff01'],
  },
  {
    from: 'HQ',
    title: '学生公寓热水系统检修通知',
    content: '因管网检修，本周四 14:00—18:00 学生公寓1—6号楼暂停热水供应，请同学们提前做好安排。',
    daysAgo: 1,
    to: { roles: ['student'] },
    unread: ['student01'],
  },
  {
    from: 'TW',
    title: '“青春献礼”校园歌手大赛报名开始啦',
    content:
      '<p>第十八届校园歌手大赛报名开始！独唱、组合均可参加，报名截止时间为本月20日。</p><p>报名方式：扫描海报二维码或到学生活动中心 203 室现场报名。</p>',
    daysAgo: 4,
    to: { roles: ['student'] },
    image: true,
    unread: ['student01'],
  },
  {
    from: 'JWC',
    title: '2025年下半年全国大学英语四、六级考试报名通知',
    content: '报名时间为9月15日至9月25日，报名网址见学校主页“四六级报名”服务。请已报名的同学按时缴费，逾期未缴费视为放弃报名。',
    daysAgo: 18,
    to: { roles: ['student'] },
  },
  {
    from: 'CWC',
    title: '2025年秋季学期学费缴纳提醒',
    content:
      '<p>请尚未缴纳本学年学费、住宿费的同学于10月15日前通过“统一支付平台”完成缴费。</p><p>家庭经济困难的同学可申请绿色通道，咨询电话：0571-8888 6021。</p>',
    daysAgo: 22,
    to: { roles: ['student'] },
    important: true,
  },
  {
    from: 'CWC',
    title: '关于启用新版财务报销系统的通知',
    content: '自10月1日起，学校启用新版网上报销系统，原系统停止受理新的报销单据。新版系统支持移动端扫码提交票据，操作手册见附件。',
    daysAgo: 26,
    to: { roles: ['teacher', 'staff'] },
    attachment: {
      name: '新版网上报销系统操作手册.txt',
      text: '一、登录：网上服务大厅 → 财务报销\n二、填写报销单：选择经费卡号，上传电子发票\n三、提交审批：经费负责人审批后送财务处审核\n',
    },
    system: '财务报销系统',
  },
  {
    from: 'YJS',
    title: '2026年硕士研究生招生复试工作安排',
    content: '各招生学院请于11月30日前报送复试工作方案，复试须全程录音录像，严格执行复试成绩公示制度。',
    daysAgo: 35,
    to: { roles: ['teacher'] },
  },
  {
    from: 'XGC',
    title: '关于开展学生宿舍安全检查的通知',
    content: '学校将于下周对全部学生宿舍开展安全检查，重点检查违规电器、私拉电线等安全隐患，请同学们自查自纠。',
    daysAgo: 40,
    to: { roles: ['student'] },
  },
  {
    from: 'NIC',
    title: '正版软件平台新增 MATLAB 校园授权',
    content: '<p>学校已购买 MATLAB 全校授权，师生可通过“正版软件下载”服务使用统一身份认证登录下载安装。</p>',
    daysAgo: 47,
    to: { everyone: true },
    public: true,
  },
  {
    from: 'JWC',
    title: '计算机科学与技术学院2025届毕业设计中期检查安排',
    content: '请各位指导教师于本周内完成毕业设计中期检查表的填写，并督促学生提交中期报告。',
    daysAgo: 55,
    to: { depts: ['JSJXY'] },
  },
  {
    from: 'TSG',
    title: '中国知网数据库试用开通',
    content: '图书馆已开通中国知网“学术期刊全文数据库”校外访问试用，试用期至年底，欢迎师生使用并反馈意见。',
    daysAgo: 63,
    to: { everyone: true },
  },
  {
    from: 'HQ',
    title: '第二食堂“秋季风味美食节”开幕',
    content: '第二食堂二楼将于下周一起推出各地风味美食，为期一周，欢迎师生品尝。',
    daysAgo: 70,
    to: { everyone: true },
  },
  {
    from: 'TW',
    title: '2025年暑期社会实践优秀团队评选结果',
    content: '经学院推荐、专家评审，共评选出校级优秀社会实践团队20支、优秀个人45名，名单详见校团委网站。',
    daysAgo: 88,
    to: { roles: ['student'] },
  },
  {
    from: 'XGC',
    title: '2025级新生入学教育安排',
    content: '新生入学教育将于9月1日至9月7日举行，包括校史校情、安全教育、心理健康、学业规划等专题。',
    daysAgo: 110,
    to: { roles: ['student'] },
  },
  {
    from: 'JWC',
    title: '2025-2026学年第一学期校历',
    content: '本学期自9月1日开学，第18周为考试周，1月17日开始寒假。校历详见附件。',
    daysAgo: 125,
    to: { everyone: true },
    attachment: {
      name: '2025-2026学年第一学期校历.csv',
      text: '周次,日期,说明\n1,9月1日—9月7日,开学\n5,10月1日—10月7日,国庆节放假\n18,1月5日—1月11日,考试周\n',
    },
  },
  {
    from: 'CWC',
    title: '2025年度个人所得税专项附加扣除信息确认提醒',
    content: '请教职工于12月31日前通过个人所得税 App 确认2026年度专项附加扣除信息。',
    daysAgo: 140,
    to: { roles: ['teacher', 'staff'] },
  },
  {
    from: 'NIC',
    title: '关于防范电信网络诈骗的安全提醒',
    content:
      '<p>近期出现冒充学校工作人员发送“退费”“奖学金发放”链接的诈骗短信，请师生提高警惕，<strong>不点击陌生链接，不透露验证码</strong>。</p>',
    daysAgo: 160,
    to: { everyone: true },
    important: true,
  },
  {
    from: 'YJS',
    title: '研究生学位论文盲审结果查询通知',
    content: '2025年上半年研究生学位论文盲审结果已返回，请研究生登录研究生管理系统查询。',
    daysAgo: 185,
    to: { roles: ['student'] },
  },
  {
    from: 'TSG',
    title: '毕业生离校图书归还提醒',
    content: '请2025届毕业生于6月20日前归还所借图书，办理离校手续。',
    daysAgo: 205,
    to: { roles: ['student'] },
  },
  {
    from: 'HQ',
    title: '暑期校园班车时刻调整',
    content: '暑假期间（7月12日至8月24日）校园班车调整为每日两班，发车时间为 7:30 和 17:30。',
    daysAgo: 230,
    to: { roles: ['teacher', 'staff'] },
  },
  {
    from: 'XGC',
    title: '2025届毕业生就业双选会邀请',
    content: '春季大型就业双选会将于4月12日在体育馆举行，预计300余家用人单位参会。',
    daysAgo: 250,
    to: { roles: ['student'] },
    image: true,
  },
  {
    from: 'JWC',
    title: '2025年春季学期重修报名通知',
    content: '重修报名时间为3月3日至3月10日，请需要重修的同学在教务系统中完成报名。',
    daysAgo: 280,
    to: { roles: ['student'] },
  },
  {
    from: 'TW',
    title: '“学雷锋”志愿服务月活动启动',
    content: '3月为学雷锋志愿服务月，校团委组织社区支教、敬老院慰问等志愿服务项目，欢迎报名。',
    daysAgo: 300,
    to: { everyone: true },
  },
  {
    from: 'CWC',
    title: '2024年度科研经费决算工作通知',
    content: '请各科研项目负责人于1月20日前完成2024年度经费决算表的确认。',
    daysAgo: 330,
    to: { roles: ['teacher'] },
  },
  {
    from: 'NIC',
    title: '统一身份认证密码策略调整通知',
    content: '为保障账号安全，统一身份认证密码须包含大小写字母、数字和特殊字符且不少于8位，请在下次登录时按提示修改。',
    daysAgo: 350,
    to: { everyone: true },
  },
  {
    from: 'HQ',
    title: '寒假期间学生公寓管理安排',
    content: '寒假期间留校学生统一安排至5号公寓住宿，请于1月15日前向所在学院提交留校申请。',
    daysAgo: 360,
    to: { roles: ['student'] },
  },
];

export async function seedMessages(platform: Platform): Promise<void> {
  const db = platform.db;
  if (await db.selectFrom('message_accounts').select('id').where('id', '=', messageAccountId('JWC')).executeTakeFirst()) return;

  const now = platform.clock.now().getTime();
  const created = new Date(now).toISOString();
  const store = platform.files;
  const messages: Insertable<CentreMessagesTable>[] = [];
  const recipients: Insertable<MessageRecipientsTable>[] = [];
  const files: Insertable<MessageFilesTable>[] = [];
  const demo = new Map(['admin', 'teacher01', 'staff01', 'student01'].map((a) => [userId(a), a]));

  for (const [n, m] of MESSAGES.entries()) {
    const id = centreMessageId(n);
    const account = ACCOUNTS.find((a) => a.code === m.from) ?? ACCOUNTS[0];
    const sentAt = new Date(now - m.daysAgo * DAY - ((n * 37) % 480) * 60_000).toISOString();
    const images: { id: string; url: string; name: string }[] = [];
    if (m.image) {
      const fileId = seedId(`centre-message-image:${T}:${n}`);
      const data = bannerPng(account.colour, n);
      await store.write(`message-images/${fileId}`, data);
      images.push({ id: fileId, url: imageUrl(fileId), name: `${account.name}通知配图.png` });
      files.push(
        fileRow(fileId, 'image', `message-images/${fileId}`, `${account.name}通知配图.png`, data.length, 'image/png', id, created),
      );
    }
    if (m.attachment) {
      const fileId = seedId(`centre-message-file:${T}:${n}`);
      const data = Buffer.from(`\uFEFF${m.attachment.text}`, 'utf8');
      await store.write(attachmentKey(fileId), data);
      files.push(
        fileRow(fileId, 'attachment', attachmentKey(fileId), m.attachment.name, data.length, 'application/octet-stream', id, created),
      );
    }
    const to = {
      everyone: m.to.everyone ?? false,
      roleIds: (m.to.roles ?? []).map(roleId),
      deptIds: (m.to.depts ?? []).map(deptId),
      accounts: [],
    };
    const found = await resolveAudience(platform, T, {
      everyone: to.everyone,
      roles: to.roleIds,
      depts: to.deptIds,
      accounts: [],
      by: 'id',
    });
    const html = m.content.startsWith('<');
    messages.push({
      id,
      tenant_id: T,
      account_id: messageAccountId(account.code),
      source: m.system ? 'system' : 'admin',
      system_id: null,
      system_message_id: null,
      title: m.title,
      content_type: html ? 'html' : 'text',
      content: m.content,
      summary: plainText(html ? m.content : m.content.replace(/</g, '&lt;'), MESSAGE_SUMMARY_MAX),
      images: JSON.stringify(images),
      attachment_count: m.attachment ? 1 : 0,
      important: m.important ? 1 : 0,
      is_public: m.public ? 1 : 0,
      audience: JSON.stringify(to),
      audience_text: to.everyone
        ? '全体用户'
        : [
            found.roles.length ? `角色：${found.roles.map((r) => r.name).join('、')}` : '',
            found.depts.length ? `部门：${found.depts.map((d) => d.name).join('、')}` : '',
          ]
            .filter(Boolean)
            .join('；'),
      everyone: to.everyone ? 1 : 0,
      sender_id: m.system ? messageAccountId(account.code) : userId('admin'),
      sender_name: m.system ?? '系统管理员',
      recipient_count: found.userIds.length,
      created_at: sentAt,
      withdrawn_at: null,
    });
    for (const [k, user] of found.userIds.entries()) {
      const account_ = demo.get(user);
      const unread = account_ ? (m.unread ?? []).includes(account_) : m.daysAgo < 7 && (k + n) % 3 !== 0;
      recipients.push({
        message_id: id,
        user_id: user,
        tenant_id: T,
        account_id: messageAccountId(account.code),
        important: m.important ? 1 : 0,
        sent_at: sentAt,
        withdrawn: 0,
        read_at: unread ? null : new Date(Date.parse(sentAt) + (1 + ((k * 7 + n) % 40)) * 3_600_000).toISOString(),
      });
    }
  }

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('message_accounts')
      .values(
        ACCOUNTS.map((a, sort) => ({
          id: messageAccountId(a.code),
          tenant_id: T,
          code: a.code,
          mp_name: a.name,
          icon: '',
          dept_name: a.dept,
          enabled: 1,
          sort,
          created_at: created,
          updated_at: created,
        })),
      )
      .execute();
    await trx.insertInto('centre_messages').values(messages).execute();
    await trx.insertInto('message_files').values(files).execute();
    for (let i = 0; i < recipients.length; i += 1000)
      await trx
        .insertInto('message_recipients')
        .values(recipients.slice(i, i + 1000))
        .execute();
  });
}

function fileRow(
  id: string,
  kind: 'image' | 'attachment',
  key: string,
  name: string,
  size: number,
  mime: string,
  messageId: string,
  at: string,
): Insertable<MessageFilesTable> {
  return { id, tenant_id: T, kind, file_key: key, name, size, mime, uploaded_by: userId('admin'), message_id: messageId, created_at: at };
}

// ── Demo pictures: small PNG banners drawn in code, so no binary file sits in git ──

const W = 480;
const H = 270;

/** A banner in the account's colour: a diagonal gradient with light stripes, different for each message. */
export function bannerPng(colour: readonly number[], seed: number): Buffer {
  const raw = Buffer.alloc((W * 3 + 1) * H);
  for (let y = 0; y < H; y++) {
    const row = y * (W * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < W; x++) {
      const shade = (x + y) / (W + H);
      const stripe = (x + 2 * y + seed * 23) % 90 < 12 ? 40 : 0;
      for (let c = 0; c < 3; c++) {
        const base = colour[c] ?? 0;
        raw[row + 1 + x * 3 + c] = Math.min(255, Math.round(base + (255 - base) * shade * 0.6) + stripe);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(W, 0);
  header.writeUInt32BE(H, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
