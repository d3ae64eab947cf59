/**
 * What stands for a service where no icon was uploaded (issue 14): a glyph of
 * @ant-design/icons picked by words in the service's name, else in its type,
 * department or scene, on a tint of the glyph's category; the first character
 * of the name only when nothing matches. Pure, so the table is unit-tested
 * against the demo catalogue (`apps/server/src/seed/services.ts`).
 */

/** A tint and the glyph colour on it; every pair reaches WCAG AA (4.5:1), checked by the test. */
export const TONES = {
  blue: { background: '#e6f4ff', color: '#0958d9' },
  cyan: { background: '#e6fffb', color: '#006d75' },
  green: { background: '#f6ffed', color: '#237804' },
  gold: { background: '#fffbe6', color: '#ad4e00' },
  volcano: { background: '#fff2e8', color: '#ad2102' },
  red: { background: '#fff1f0', color: '#cf1322' },
  magenta: { background: '#fff0f6', color: '#c41d7f' },
  purple: { background: '#f9f0ff', color: '#531dab' },
  geekblue: { background: '#f0f5ff', color: '#1d39c4' },
} as const;
export type Tone = keyof typeof TONES;
const TONE_NAMES = Object.keys(TONES) as Tone[];

/** The seed's twelve service types, folded into the categories that get a tint of their own. */
const CATEGORY_TONE = {
  teaching: 'blue',
  student: 'cyan',
  finance: 'gold',
  life: 'volcano',
  health: 'red',
  people: 'magenta',
  research: 'purple',
  info: 'geekblue',
  library: 'green',
} as const satisfies Record<string, Tone>;
type Category = keyof typeof CATEGORY_TONE;

/**
 * Ordered: the first rule with a word in the text wins, so the specific come
 * before the general (校园卡充值 is a card, not a payment; 宿舍报修 a repair;
 * 出国留学成绩证明 a certificate, not a grade).
 */
const RULES = [
  ['people', 'SafetyCertificateOutlined', ['公章', '用章', '印章', '盖章']],
  ['people', 'FileProtectOutlined', ['证明', '证书']],
  ['life', 'CreditCardOutlined', ['校园卡', '一卡通', '校友卡']],
  ['student', 'IdcardOutlined', ['学生证', '学籍', '休学', '复学', '转专业', '户籍', '户口']],
  ['student', 'CalendarOutlined', ['请假', '销假', '休假']],
  ['finance', 'AccountBookOutlined', ['报销', '发票', '票据', '财务']],
  ['finance', 'PayCircleOutlined', ['缴费', '缴纳', '学费', '充值', '资费', '工资', '个税', '公积金', '贷款']],
  ['life', 'ToolOutlined', ['报修', '维修', '故障']],
  ['life', 'HomeOutlined', ['宿舍', '住宿', '退宿', '周转房', '用房', '住房', '后勤']],
  ['health', 'MedicineBoxOutlined', ['医疗', '医保', '体检', '门诊', '挂号', '医院']],
  ['health', 'HeartOutlined', ['心理', '志愿']],
  ['student', 'WarningOutlined', ['预警']],
  ['student', 'TrophyOutlined', ['奖', '竞赛', '评优']],
  ['student', 'GiftOutlined', ['资助', '助学金', '补助', '困难', '绿色通道', '福利']],
  ['student', 'SolutionOutlined', ['就业', '招聘', '实习', '勤工']],
  ['teaching', 'UserAddOutlined', ['招生', '录取', '考研', '推免', '保研']],
  ['teaching', 'EditOutlined', ['考试', '补考', '缓考', '重修', '四六级', '监考', '免听', '免修']],
  ['teaching', 'ScheduleOutlined', ['课表', '课程', '选课', '校历', '日历', '调停课']],
  ['teaching', 'FileTextOutlined', ['论文', '开题', '毕业设计', '毕设']],
  ['teaching', 'LikeOutlined', ['评价', '评教']],
  ['teaching', 'ReadOutlined', ['成绩', '绩点', '学分', '学业', '体测', '教材', '教学', '教务', '辅修', '专业']],
  ['library', 'BookOutlined', ['图书', '馆际', '座位', '研讨室', '开馆', '荐购']],
  ['info', 'MailOutlined', ['邮箱', '邮件']],
  ['info', 'CloudServerOutlined', ['服务器', '托管']],
  ['info', 'KeyOutlined', ['密码', '认证']],
  ['info', 'AppstoreOutlined', ['软件']],
  ['info', 'GlobalOutlined', ['校园网', '网络', 'VPN', '上网', '网站', '信息']],
  ['research', 'BulbOutlined', ['专利', '创新', '创业', '大创']],
  ['research', 'ExperimentOutlined', ['科研', '科学研究', '项目', '成果', '横向', '仪器', '实验']],
  ['people', 'TeamOutlined', ['会议', '社团', '工会', '接待']],
  ['life', 'EnvironmentOutlined', ['场地', '场馆', '教室', '活动']],
  ['life', 'CarOutlined', ['车辆', '用车', '校车', '班车', '停车', '出行']],
  ['life', 'InboxOutlined', ['快递', '包裹', '失物']],
  ['life', 'CoffeeOutlined', ['食堂', '餐饮']],
  ['life', 'ContainerOutlined', ['资产']],
  ['life', 'SafetyOutlined', ['消防', '安全', '兵役', '征兵', '保卫']],
  ['life', 'ContactsOutlined', ['访客']],
  ['people', 'CompassOutlined', ['出国', '出境', '留学', '交流', '外籍', '外教', '国际']],
  ['people', 'FlagOutlined', ['党', '组织']],
  ['people', 'RiseOutlined', ['职称', '晋升']],
  ['people', 'FieldTimeOutlined', ['工作量', '课时', '考勤']],
  ['people', 'FolderOpenOutlined', ['档案']],
  ['people', 'SmileOutlined', ['入园', '幼儿园', '子女']],
  ['people', 'UserOutlined', ['导师', '走访', '人事']],
  ['student', 'LogoutOutlined', ['离校', '离职', '毕业']],
  ['student', 'LoginOutlined', ['报到', '入职', '入学', '新生', '迎新']],
  ['people', 'BankOutlined', ['简介', '校史']],
  ['student', 'IdcardOutlined', ['学生', '学工']],
] as const satisfies readonly (readonly [Category, string, readonly string[]])[];

/** The @ant-design/icons glyphs the table uses; the component maps each name to its icon. */
export type GlyphName = (typeof RULES)[number][1];

export interface ServiceIconSource {
  serviceName: string;
  serviceIcon?: string | null;
  serviceDeptName?: string | null;
  serviceTypeName?: string | null;
  serviceSceneName?: string | null;
}

export type ServiceIconChoice =
  | { kind: 'image'; src: string }
  | { kind: 'glyph'; glyph: GlyphName; tone: Tone }
  | { kind: 'letter'; letter: string; tone: Tone };

/** A college's services carry its name first (计算机科学与技术学院学科竞赛报名): match and letter on the rest. */
function ownName(s: ServiceIconSource): string {
  const dept = s.serviceDeptName ?? '';
  const own = dept && s.serviceName.startsWith(dept) ? s.serviceName.slice(dept.length) : '';
  return own || s.serviceName;
}

function ruleFor(text: string): (typeof RULES)[number] | undefined {
  const upper = text.toUpperCase();
  return RULES.find(([, , words]) => words.some((w) => upper.includes(w)));
}

/** The same text always gets the same tint, so a department's unmatched services share one. */
function hashTone(text: string): Tone {
  let h = 0;
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return TONE_NAMES[h % TONE_NAMES.length] ?? 'blue';
}

/** The uploaded icon when there is one, else a glyph by name, type, department, scene, else the letter tile. */
export function iconFor(service: ServiceIconSource): ServiceIconChoice {
  const src = service.serviceIcon?.trim();
  if (src) return { kind: 'image', src };
  const own = ownName(service);
  for (const text of [own, service.serviceTypeName, service.serviceDeptName, service.serviceSceneName]) {
    const rule = text ? ruleFor(text) : undefined;
    if (rule) return { kind: 'glyph', glyph: rule[1], tone: CATEGORY_TONE[rule[0]] };
  }
  const group = service.serviceTypeName || service.serviceDeptName || service.serviceSceneName || own;
  return { kind: 'letter', letter: own.slice(0, 1), tone: hashTone(group) };
}
