import { DEFAULT_TENANT_ID } from '@onehall/contract';
import type { Insertable } from 'kysely';
import type { ServicesTable } from '../modules/services/tables.ts';
import type { Platform } from '../platform/context.ts';
import { deptId, userId } from './identity.ts';
import { seedId } from './ids.ts';

/**
 * The demo service hall: departments beyond the identity ones, scenes, types,
 * 300+ services with guides and visibility, centre display lists, a few
 * favourites, ratings, visits and searches, and the sensitive-word list.
 * Deterministic (fixed lists and a seeded generator); skipped when the
 * tenant already has services.
 */

const T = DEFAULT_TENANT_ID;

/** Departments the identity seed does not have (code → name). */
const MORE_DEPTS: [string, string][] = [
  ['KYY', '科学研究院'],
  ['ZCC', '资产管理处'],
  ['ZSJY', '招生就业处'],
  ['TW', '校团委'],
  ['ZZZX', '学生资助管理中心'],
  ['ZZB', '党委组织部'],
  ['XB', '校长办公室'],
  ['GH', '校工会'],
  ['DAG', '档案馆'],
  ['WLXY', '物理与电子工程学院'],
  ['HXXY', '化学化工学院'],
  ['WXY', '文学院'],
  ['FXY', '法学院'],
  ['YSXY', '艺术学院'],
  ['TYB', '体育部'],
];

const COLLEGES = ['JSJXY', 'WGYXY', 'JGXY', 'JXXY', 'SXXY', 'WLXY', 'HXXY', 'WXY', 'FXY', 'YSXY'];

const SCENES = ['入学', '在校', '离校', '科研', '人事', '财务', '生活', '就业'];
const TYPES = [
  '教学服务',
  '学工服务',
  '财务服务',
  '后勤服务',
  '信息服务',
  '人事服务',
  '科研服务',
  '证明开具',
  '图书服务',
  '医疗服务',
  '安全服务',
  '国际交流',
];

/** all: visitors too; signed: every signed-in user; student: students only; staff: teachers, staff, administrators. */
type Audience = 'all' | 'signed' | 'student' | 'staff';
type Centre = 'APPLICATION' | 'PROCESS' | 'BOTH';

interface Template {
  name: string;
  dept: string;
  scene: string;
  type: string;
  audience: Audience;
  offline?: boolean;
  centre?: Centre;
  keywords?: string;
}

const A = (name: string, dept: string, scene: string, type: string, audience: Audience, extra: Partial<Template> = {}): Template => ({
  name,
  dept,
  scene,
  type,
  audience,
  ...extra,
});

/** University-wide services. */
const CENTRAL: Template[] = [
  A('学生请假申请', 'XGC', '在校', '学工服务', 'student', { keywords: '请假 销假 事假 病假' }),
  A('请假销假办理指南', 'XGC', '在校', '学工服务', 'all', { keywords: '请假 销假 指南' }),
  A('学生销假登记', 'XGC', '在校', '学工服务', 'student', { keywords: '销假 请假' }),
  A('教职工请假审批', 'RSC', '人事', '人事服务', 'staff', { keywords: '请假 休假 年假' }),
  A('节假日离校登记', 'XGC', '在校', '学工服务', 'student', { keywords: '离校 假期 请假' }),
  A('成绩单打印', 'JWC', '在校', '教学服务', 'student', { keywords: '成绩 成绩单 中英文', offline: true }),
  A('成绩复核申请', 'JWC', '在校', '教学服务', 'student', { keywords: '成绩 复查 复核' }),
  A('期末成绩查询', 'JWC', '在校', '教学服务', 'signed', { keywords: '成绩 绩点 GPA', centre: 'APPLICATION' }),
  A('教师成绩录入', 'JWC', '在校', '教学服务', 'staff', { keywords: '成绩 登分', centre: 'APPLICATION' }),
  A('成绩更正申请', 'JWC', '在校', '教学服务', 'staff', { keywords: '成绩 修改 更正' }),
  A('宿舍调换申请', 'HQC', '生活', '后勤服务', 'student', { keywords: '宿舍 寝室 调宿' }),
  A('宿舍报修', 'HQC', '生活', '后勤服务', 'signed', { keywords: '宿舍 维修 报修 水电' }),
  A('宿舍退宿申请', 'HQC', '离校', '后勤服务', 'student', { keywords: '宿舍 退宿 离校' }),
  A('新生宿舍分配查询', 'HQC', '入学', '后勤服务', 'all', { keywords: '宿舍 新生 分配', centre: 'APPLICATION' }),
  A('假期留校住宿申请', 'HQC', '生活', '后勤服务', 'student', { keywords: '宿舍 留校 寒假 暑假' }),
  A('差旅费报销', 'CWC', '财务', '财务服务', 'staff', { keywords: '报销 差旅 出差' }),
  A('日常费用报销', 'CWC', '财务', '财务服务', 'staff', { keywords: '报销 发票' }),
  A('科研经费报销', 'CWC', '科研', '财务服务', 'staff', { keywords: '报销 科研 经费' }),
  A('学生医疗费报销', 'XYY', '生活', '医疗服务', 'student', { keywords: '报销 医保 医疗', offline: true }),
  A('报销进度查询', 'CWC', '财务', '财务服务', 'staff', { keywords: '报销 进度', centre: 'APPLICATION' }),
  A('在读证明开具', 'JWC', '在校', '证明开具', 'student', { keywords: '证明 在读 在校证明' }),
  A('在职证明开具', 'RSC', '人事', '证明开具', 'staff', { keywords: '证明 在职 工作证明' }),
  A('收入证明开具', 'RSC', '人事', '证明开具', 'staff', { keywords: '证明 收入 工资' }),
  A('学历学位证明', 'JWC', '离校', '证明开具', 'signed', { keywords: '证明 学历 学位 毕业' }),
  A('出国留学成绩证明', 'GJC', '在校', '证明开具', 'student', { keywords: '证明 成绩 出国 留学', offline: true }),
  A('学生证补办', 'XGC', '在校', '学工服务', 'student', { keywords: '学生证 补办 证件', offline: true }),
  A('校园卡挂失', 'HQC', '生活', '后勤服务', 'signed', { keywords: '校园卡 一卡通 挂失', centre: 'BOTH' }),
  A('校园卡补办', 'HQC', '生活', '后勤服务', 'signed', { keywords: '校园卡 一卡通 补卡', offline: true }),
  A('校园卡充值', 'HQC', '生活', '后勤服务', 'signed', { keywords: '校园卡 一卡通 充值 缴费', centre: 'APPLICATION' }),
  A('校园卡消费查询', 'HQC', '生活', '后勤服务', 'signed', { keywords: '校园卡 流水 消费', centre: 'APPLICATION' }),
  A('访客校园卡申领', 'BWC', '生活', '安全服务', 'all', { keywords: '校园卡 访客 临时卡', offline: true }),
  A('新生报到', 'XGC', '入学', '学工服务', 'all', { keywords: '报到 迎新 入学' }),
  A('新生绿色通道申请', 'ZZZX', '入学', '学工服务', 'student', { keywords: '绿色通道 贫困 资助' }),
  A('学费缴纳', 'CWC', '财务', '财务服务', 'signed', { keywords: '学费 缴费 交费', centre: 'APPLICATION' }),
  A('缴费票据打印', 'CWC', '财务', '财务服务', 'signed', { keywords: '发票 票据 缴费' }),
  A('国家助学贷款申请', 'ZZZX', '在校', '学工服务', 'student', { keywords: '助学贷款 资助' }),
  A('奖学金申请', 'XGC', '在校', '学工服务', 'student', { keywords: '奖学金 评优' }),
  A('勤工助学岗位申请', 'ZZZX', '在校', '学工服务', 'student', { keywords: '勤工助学 兼职' }),
  A('转专业申请', 'JWC', '在校', '教学服务', 'student', { keywords: '转专业' }),
  A('辅修专业报名', 'JWC', '在校', '教学服务', 'student', { keywords: '辅修 双学位' }),
  A('补考报名', 'JWC', '在校', '教学服务', 'student', { keywords: '补考 重修' }),
  A('重修报名', 'JWC', '在校', '教学服务', 'student', { keywords: '重修 补考' }),
  A('免听申请', 'JWC', '在校', '教学服务', 'student', { keywords: '免听 缓考' }),
  A('缓考申请', 'JWC', '在校', '教学服务', 'student', { keywords: '缓考 考试' }),
  A('四六级报名', 'JWC', '在校', '教学服务', 'student', { keywords: '四级 六级 CET 英语', centre: 'APPLICATION' }),
  A('教室借用申请', 'JWC', '在校', '教学服务', 'signed', { keywords: '教室 借用 场地' }),
  A('调停课申请', 'JWC', '在校', '教学服务', 'staff', { keywords: '调课 停课 补课' }),
  A('教学日历查询', 'JWC', '在校', '教学服务', 'all', { keywords: '校历 教学日历', centre: 'APPLICATION' }),
  A('课表查询', 'JWC', '在校', '教学服务', 'signed', { keywords: '课表 课程表', centre: 'APPLICATION' }),
  A('选课', 'JWC', '在校', '教学服务', 'student', { keywords: '选课 退课', centre: 'APPLICATION' }),
  A('研究生学位论文提交', 'YJSY', '离校', '教学服务', 'student', { keywords: '论文 学位 答辩' }),
  A('研究生开题报告', 'YJSY', '科研', '教学服务', 'student', { keywords: '开题 论文' }),
  A('研究生招生咨询', 'YJSY', '入学', '教学服务', 'all', { keywords: '考研 招生 研究生' }),
  A('研究生导师遴选', 'YJSY', '人事', '人事服务', 'staff', { keywords: '导师 遴选 博导 硕导' }),
  A('毕业离校手续办理', 'XGC', '离校', '学工服务', 'student', { keywords: '离校 毕业 手续' }),
  A('毕业生档案去向查询', 'DAG', '离校', '学工服务', 'signed', { keywords: '档案 去向 毕业' }),
  A('档案查阅申请', 'DAG', '人事', '人事服务', 'staff', { keywords: '档案 查阅', offline: true }),
  A('就业协议书办理', 'ZSJY', '就业', '学工服务', 'student', { keywords: '就业 三方协议 签约' }),
  A('就业推荐表申领', 'ZSJY', '就业', '学工服务', 'student', { keywords: '就业 推荐表' }),
  A('招聘会信息', 'ZSJY', '就业', '学工服务', 'all', { keywords: '招聘 宣讲会 就业', centre: 'APPLICATION' }),
  A('本科招生咨询', 'ZSJY', '入学', '教学服务', 'all', { keywords: '招生 高考 录取' }),
  A('录取结果查询', 'ZSJY', '入学', '教学服务', 'all', { keywords: '录取 招生 查询', centre: 'APPLICATION' }),
  A('科研项目申报', 'KYY', '科研', '科研服务', 'staff', { keywords: '科研 项目 申报 基金' }),
  A('科研项目结题', 'KYY', '科研', '科研服务', 'staff', { keywords: '科研 结题 验收' }),
  A('科研成果登记', 'KYY', '科研', '科研服务', 'staff', { keywords: '论文 专利 成果' }),
  A('横向合同审批', 'KYY', '科研', '科研服务', 'staff', { keywords: '合同 横向 科研' }),
  A('学术会议申请', 'KYY', '科研', '科研服务', 'staff', { keywords: '会议 学术' }),
  A('专利申请', 'KYY', '科研', '科研服务', 'staff', { keywords: '专利 知识产权' }),
  A('教职工入职报到', 'RSC', '人事', '人事服务', 'staff', { keywords: '入职 报到 新进' }),
  A('教职工离职办理', 'RSC', '人事', '人事服务', 'staff', { keywords: '离职 调出' }),
  A('职称评审申报', 'RSC', '人事', '人事服务', 'staff', { keywords: '职称 评审 晋升' }),
  A('工资条查询', 'CWC', '人事', '财务服务', 'staff', { keywords: '工资 薪酬', centre: 'APPLICATION' }),
  A('个税专项附加扣除', 'CWC', '财务', '财务服务', 'staff', { keywords: '个税 扣除' }),
  A('公积金提取证明', 'RSC', '人事', '证明开具', 'staff', { keywords: '公积金 证明' }),
  A('出国（境）审批', 'GJC', '人事', '国际交流', 'staff', { keywords: '出国 出境 因公' }),
  A('学生出国交流申请', 'GJC', '在校', '国际交流', 'student', { keywords: '交换 出国 交流' }),
  A('外籍教师聘请', 'GJC', '人事', '国际交流', 'staff', { keywords: '外教 聘请' }),
  A('来华留学生报到', 'GJC', '入学', '国际交流', 'all', { keywords: '留学生 报到' }),
  A('图书借阅查询', 'TSG', '在校', '图书服务', 'signed', { keywords: '图书 借阅 续借', centre: 'APPLICATION' }),
  A('图书馆座位预约', 'TSG', '在校', '图书服务', 'signed', { keywords: '座位 预约 自习', centre: 'APPLICATION' }),
  A('馆际互借', 'TSG', '科研', '图书服务', 'signed', { keywords: '文献 互借 传递' }),
  A('图书荐购', 'TSG', '在校', '图书服务', 'signed', { keywords: '荐购 图书' }),
  A('离校图书清还确认', 'TSG', '离校', '图书服务', 'student', { keywords: '图书 清还 离校' }),
  A('研讨室预约', 'TSG', '在校', '图书服务', 'signed', { keywords: '研讨室 预约' }),
  A('开馆时间查询', 'TSG', '在校', '图书服务', 'all', { keywords: '开馆 时间', centre: 'APPLICATION' }),
  A('校园网账号开通', 'XXZX', '入学', '信息服务', 'signed', { keywords: '校园网 上网 账号 wifi', centre: 'APPLICATION' }),
  A('VPN远程访问', 'XXZX', '在校', '信息服务', 'signed', { keywords: 'vpn 远程 校外访问', centre: 'APPLICATION' }),
  A('电子邮箱申请', 'XXZX', '人事', '信息服务', 'staff', { keywords: '邮箱 email 邮件', centre: 'APPLICATION' }),
  A('正版软件下载', 'XXZX', '在校', '信息服务', 'signed', { keywords: '软件 正版 office windows', centre: 'APPLICATION' }),
  A('统一身份认证密码重置', 'XXZX', '在校', '信息服务', 'all', { keywords: '密码 重置 找回 认证', centre: 'APPLICATION' }),
  A('网络故障报修', 'XXZX', '生活', '信息服务', 'signed', { keywords: '网络 故障 报修 断网' }),
  A('服务器托管申请', 'XXZX', '科研', '信息服务', 'staff', { keywords: '服务器 托管 虚拟机' }),
  A('网站备案申请', 'XXZX', '在校', '信息服务', 'staff', { keywords: '网站 备案 域名' }),
  A('体检预约', 'XYY', '生活', '医疗服务', 'signed', { keywords: '体检 预约' }),
  A('门诊挂号', 'XYY', '生活', '医疗服务', 'signed', { keywords: '挂号 看病 门诊', centre: 'APPLICATION' }),
  A('新生体检', 'XYY', '入学', '医疗服务', 'student', { keywords: '体检 新生', offline: true }),
  A('心理咨询预约', 'XGC', '生活', '学工服务', 'student', { keywords: '心理 咨询 预约' }),
  A('车辆入校登记', 'BWC', '生活', '安全服务', 'signed', { keywords: '车辆 通行证 停车' }),
  A('访客入校预约', 'BWC', '生活', '安全服务', 'all', { keywords: '访客 入校 预约', centre: 'APPLICATION' }),
  A('户籍迁移办理', 'BWC', '入学', '安全服务', 'student', { keywords: '户口 户籍 迁移', offline: true }),
  A('失物招领', 'BWC', '生活', '安全服务', 'all', { keywords: '失物 招领 丢失' }),
  A('消防安全培训报名', 'BWC', '在校', '安全服务', 'signed', { keywords: '消防 培训' }),
  A('固定资产登记', 'ZCC', '财务', '后勤服务', 'staff', { keywords: '资产 登记 设备' }),
  A('固定资产报废', 'ZCC', '财务', '后勤服务', 'staff', { keywords: '资产 报废 处置' }),
  A('大型仪器共享预约', 'ZCC', '科研', '科研服务', 'staff', { keywords: '仪器 设备 共享' }),
  A('办公用房申请', 'ZCC', '人事', '后勤服务', 'staff', { keywords: '办公室 用房' }),
  A('公务用车申请', 'XB', '人事', '后勤服务', 'staff', { keywords: '用车 公车' }),
  A('校领导接待预约', 'XB', '人事', '人事服务', 'staff', { keywords: '接待 预约', offline: true }),
  A('公章使用申请', 'XB', '人事', '证明开具', 'staff', { keywords: '公章 用印 盖章' }),
  A('信息公开申请', 'XB', '在校', '信息服务', 'all', { keywords: '信息公开 依申请' }),
  A('党员组织关系转接', 'ZZB', '人事', '人事服务', 'signed', { keywords: '党员 组织关系 转接' }),
  A('入党申请', 'ZZB', '在校', '学工服务', 'signed', { keywords: '入党 党员' }),
  A('党费缴纳', 'ZZB', '财务', '财务服务', 'signed', { keywords: '党费 缴纳', centre: 'APPLICATION' }),
  A('社团成立申请', 'TW', '在校', '学工服务', 'student', { keywords: '社团 成立' }),
  A('志愿服务时长认定', 'TW', '在校', '学工服务', 'student', { keywords: '志愿 时长 认定' }),
  A('第二课堂学分申请', 'TW', '在校', '学工服务', 'student', { keywords: '第二课堂 学分' }),
  A('大学生创新创业项目申报', 'TW', '科研', '科研服务', 'student', { keywords: '大创 创新 创业' }),
  A('教职工困难补助申请', 'GH', '人事', '人事服务', 'staff', { keywords: '困难 补助 工会' }),
  A('工会会员福利领取', 'GH', '人事', '人事服务', 'staff', { keywords: '福利 工会 节日' }),
  A('体育场馆预约', 'TYB', '生活', '后勤服务', 'signed', { keywords: '场馆 体育馆 羽毛球 预约', centre: 'APPLICATION' }),
  A('体测成绩查询', 'TYB', '在校', '教学服务', 'student', { keywords: '体测 成绩 体育', centre: 'APPLICATION' }),
  A('体育免修申请', 'TYB', '在校', '教学服务', 'student', { keywords: '免修 体育' }),
  A('食堂意见反馈', 'HQC', '生活', '后勤服务', 'signed', { keywords: '食堂 餐饮 反馈' }),
  A('水电费缴纳', 'HQC', '生活', '后勤服务', 'signed', { keywords: '水费 电费 缴费', centre: 'APPLICATION' }),
  A('教职工周转房申请', 'HQC', '人事', '后勤服务', 'staff', { keywords: '周转房 住房' }),
  A('快递代收查询', 'HQC', '生活', '后勤服务', 'signed', { keywords: '快递 包裹', centre: 'APPLICATION' }),
  A('校车时刻查询', 'HQC', '生活', '后勤服务', 'all', { keywords: '校车 班车 时刻', centre: 'APPLICATION' }),
  A('家庭经济困难认定', 'ZZZX', '在校', '学工服务', 'student', { keywords: '困难认定 资助' }),
  A('助学金申请', 'ZZZX', '在校', '学工服务', 'student', { keywords: '助学金 资助' }),
  A('学籍异动申请', 'JWC', '在校', '教学服务', 'student', { keywords: '休学 复学 退学 学籍' }),
  A('休学申请', 'JWC', '在校', '教学服务', 'student', { keywords: '休学 学籍' }),
  A('复学申请', 'JWC', '在校', '教学服务', 'student', { keywords: '复学 学籍' }),
  A('毕业资格审核', 'JWC', '离校', '教学服务', 'student', { keywords: '毕业 学分 审核' }),
  A('教材征订', 'JWC', '在校', '教学服务', 'staff', { keywords: '教材 征订' }),
  A('监考安排查询', 'JWC', '在校', '教学服务', 'staff', { keywords: '监考 考试', centre: 'APPLICATION' }),
  A('考试安排查询', 'JWC', '在校', '教学服务', 'student', { keywords: '考试 考场 安排', centre: 'APPLICATION' }),
  A('学业预警查询', 'JWC', '在校', '教学服务', 'student', { keywords: '学业 预警 挂科', centre: 'APPLICATION' }),
  A('教学评价', 'JWC', '在校', '教学服务', 'student', { keywords: '评教 教学评价' }),
  A('校友卡申领', 'XB', '离校', '后勤服务', 'all', { keywords: '校友 校友卡' }),
  A('医保参保登记', 'XYY', '入学', '医疗服务', 'student', { keywords: '医保 参保 报销' }),
  A('教职工子女入园申请', 'GH', '人事', '人事服务', 'staff', { keywords: '幼儿园 子女 入园', offline: true }),
  A('印章刻制申请', 'XB', '人事', '证明开具', 'staff', { keywords: '印章 刻制', offline: true }),
  A('学生兵役登记', 'BWC', '在校', '安全服务', 'student', { keywords: '征兵 兵役 参军' }),
  A('校园网资费查询', 'XXZX', '生活', '信息服务', 'all', { keywords: '校园网 资费 套餐', centre: 'APPLICATION' }),
  A('校史馆参观预约', 'DAG', '生活', '信息服务', 'all', { keywords: '校史馆 参观' }),
];

/** Services every college offers, named after the college. */
const COLLEGE: Omit<Template, 'dept'>[] = [
  { name: '学生请假审批', scene: '在校', type: '学工服务', audience: 'student', keywords: '请假 学院' },
  { name: '成绩复查', scene: '在校', type: '教学服务', audience: 'student', keywords: '成绩 复查' },
  { name: '实验室预约', scene: '科研', type: '教学服务', audience: 'signed', keywords: '实验室 预约' },
  { name: '毕业设计选题', scene: '离校', type: '教学服务', audience: 'student', keywords: '毕设 毕业设计 论文' },
  { name: '会议室预约', scene: '人事', type: '后勤服务', audience: 'staff', keywords: '会议室 预约' },
  { name: '用章申请', scene: '人事', type: '证明开具', audience: 'signed', keywords: '盖章 用章 证明', offline: true },
  { name: '导师双选', scene: '在校', type: '教学服务', audience: 'student', keywords: '导师 双选' },
  { name: '学科竞赛报名', scene: '在校', type: '学工服务', audience: 'student', keywords: '竞赛 比赛 报名' },
  { name: '教师工作量填报', scene: '人事', type: '人事服务', audience: 'staff', keywords: '工作量 课时' },
  { name: '推免资格申请', scene: '离校', type: '教学服务', audience: 'student', keywords: '保研 推免' },
  { name: '学生宿舍走访记录', scene: '生活', type: '学工服务', audience: 'staff', keywords: '宿舍 走访 辅导员' },
  { name: '学院简介', scene: '入学', type: '信息服务', audience: 'all', keywords: '学院 介绍 专业' },
  { name: '科研经费报销初审', scene: '科研', type: '财务服务', audience: 'staff', keywords: '报销 科研 经费' },
  { name: '奖助学金评定', scene: '在校', type: '学工服务', audience: 'student', keywords: '奖学金 助学金 评定' },
  { name: '实习证明开具', scene: '就业', type: '证明开具', audience: 'student', keywords: '实习 证明' },
  { name: '活动场地预约', scene: '在校', type: '后勤服务', audience: 'signed', keywords: '场地 活动 预约' },
  { name: '学生考勤查询', scene: '在校', type: '学工服务', audience: 'student', keywords: '考勤 出勤 缺勤' },
];

/** mulberry32: a small seeded generator, so every seed run builds the same hall. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const serviceSeedId = (key: string) => seedId(`service:${T}:${key}`);
const sceneId = (name: string) => seedId(`service-scene:${T}:${name}`);
const typeId = (name: string) => seedId(`service-type:${T}:${name}`);

const ROLES_OF: Record<Audience, string[]> = { all: [], signed: [], student: ['student'], staff: ['teacher', 'staff', 'admin'] };

const CENTRE_OF_TYPE: Record<string, Centre> = { 信息服务: 'APPLICATION', 图书服务: 'APPLICATION' };

function guideFor(t: Template, deptName: string, rand: () => number) {
  const online = !t.offline;
  return {
    materials: JSON.stringify(
      [
        '本人校园卡或身份证',
        t.type === '财务服务' ? '发票原件及报销单' : `${t.name}申请表`,
        t.audience === 'student' ? '辅导员签字意见' : '所在单位负责人签字意见',
      ].slice(0, 1 + Math.floor(rand() * 3)),
    ),
    steps: JSON.stringify(
      online
        ? ['登录网上服务大厅填写申请', `${deptName}审核`, '审核结果通过消息通知']
        : ['网上预约办理时间', `携带材料到${deptName}服务窗口办理`, '现场领取办理结果'],
    ),
    conditions: t.audience === 'student' ? '本校在籍学生' : t.audience === 'staff' ? '本校在职教职工' : '本校师生',
    fees: t.keywords?.includes('补办') || t.name.includes('补办') ? '工本费 20 元' : '免费',
    timeLimit: `${1 + Math.floor(rand() * 5)} 个工作日`,
    contact: `${deptName} 0571-8${String(1000000 + Math.floor(rand() * 8999999)).slice(0, 7)}`,
    attachments: JSON.stringify(
      rand() < 0.3 ? [{ name: `${t.name}办事指南.pdf`, url: `/files/guides/${encodeURIComponent(t.name)}.pdf` }] : [],
    ),
  };
}

export async function seedServices(platform: Platform): Promise<void> {
  const db = platform.db;
  const existing = await db.selectFrom('services').select('id').where('tenant_id', '=', T).limit(1).executeTakeFirst();
  if (existing) return;
  const tenant = await db.selectFrom('tenants').select('id').where('id', '=', T).executeTakeFirst();
  if (!tenant) return;

  const now = platform.clock.now();
  const iso = now.toISOString();
  const rand = seeded(20250901);
  const rootId = deptId('MDU');

  await db.transaction().execute(async (trx) => {
    const known = new Set((await trx.selectFrom('depts').select('code').where('tenant_id', '=', T).execute()).map((d) => d.code));
    const newDepts = MORE_DEPTS.filter(([code]) => !known.has(code));
    if (newDepts.length > 0) {
      await trx
        .insertInto('depts')
        .values(newDepts.map(([code, name], i) => ({ id: deptId(code), tenant_id: T, parent_id: rootId, name, code, sort: 100 + i })))
        .execute();
    }
    const deptNames = new Map(
      (await trx.selectFrom('depts').select(['id', 'name']).where('tenant_id', '=', T).execute()).map((d) => [d.id, d.name]),
    );

    await trx
      .insertInto('service_scenes')
      .values(SCENES.map((name, i) => ({ id: sceneId(name), tenant_id: T, name, sort: i + 1 })))
      .execute();
    await trx
      .insertInto('service_types')
      .values(TYPES.map((name, i) => ({ id: typeId(name), tenant_id: T, name, sort: i + 1 })))
      .execute();

    const templates: (Template & { key: string })[] = [
      ...CENTRAL.map((t) => ({ ...t, key: t.name })),
      ...COLLEGES.flatMap((code) => COLLEGE.map((t) => ({ ...t, dept: code, key: `${code}:${t.name}` }))),
    ];
    const rows: Insertable<ServicesTable>[] = [];
    const roles: { service_id: string; role_alias: string }[] = [];
    for (const [i, t] of templates.entries()) {
      const id = serviceSeedId(t.key);
      const dept = deptId(t.dept);
      const deptName = deptNames.get(dept) ?? '';
      const isCollege = t.key.includes(':');
      const name = isCollege ? `${deptName}${t.name}` : t.name;
      const process = t.offline ? 'OFFLINE' : 'ONLINE';
      const centre = t.centre ?? CENTRE_OF_TYPE[t.type] ?? 'PROCESS';
      // Every seventh service has no guide yet, as in a real catalogue that is still being filled in.
      const guide = i % 7 === 6 ? null : guideFor({ ...t, name }, deptName, rand);
      const launched = new Date(now.getTime() - Math.floor(rand() * 400) * 86_400_000).toISOString();
      rows.push({
        id,
        tenant_id: T,
        name,
        icon: null,
        dept_id: dept,
        scene_id: sceneId(t.scene),
        type_id: typeId(t.type),
        centre,
        process_type: process,
        access_way: i % 9 === 4 ? 5 : 1,
        open_way: [1001, 1002, 1003][i % 3] ?? 1001,
        service_url: `https://ehall.mdu.edu.cn/service/${id.slice(0, 12)}`,
        keywords: t.keywords ?? '',
        description: `${deptName}提供的${name}服务，${process === 'OFFLINE' ? '需到窗口线下办理' : '可在网上全程办理'}。`,
        guide_materials: guide?.materials ?? '[]',
        guide_steps: guide?.steps ?? '[]',
        guide_conditions: guide?.conditions ?? '',
        guide_fees: guide?.fees ?? '',
        guide_time_limit: guide?.timeLimit ?? '',
        guide_contact: guide?.contact ?? '',
        guide_attachments: guide?.attachments ?? '[]',
        visitor_visible: t.audience === 'all' ? 1 : 0,
        shelf: 1,
        sort: i + 1,
        visit_count: Math.floor(rand() ** 3 * 20000),
        launched_at: launched,
        created_at: launched,
        updated_at: launched,
      });
      for (const role of ROLES_OF[t.audience]) roles.push({ service_id: id, role_alias: role });
    }
    // One unshelved service, to show that only configuration holders see it.
    const retired = rows.find((r) => r.name === '教材征订');
    if (retired) retired.shelf = 0;

    for (let i = 0; i < rows.length; i += 100)
      await trx
        .insertInto('services')
        .values(rows.slice(i, i + 100))
        .execute();
    for (let i = 0; i < roles.length; i += 400)
      await trx
        .insertInto('service_roles')
        .values(roles.slice(i, i + 400))
        .execute();

    const byName = (name: string) => serviceSeedId(name);
    const display = (centre: Centre, names: string[]) =>
      names.map((name, i) => ({ tenant_id: T, centre, service_id: byName(name), sort: i + 1 }));
    await trx
      .insertInto('service_centre_display')
      .values([
        ...display('APPLICATION', [
          '期末成绩查询',
          '课表查询',
          '校园卡充值',
          '校园网账号开通',
          'VPN远程访问',
          '图书馆座位预约',
          '体育场馆预约',
          '校车时刻查询',
        ]),
        ...display('PROCESS', [
          '学生请假申请',
          '在读证明开具',
          '差旅费报销',
          '宿舍调换申请',
          '成绩复核申请',
          '校园卡挂失',
          '毕业离校手续办理',
          '科研项目申报',
        ]),
      ])
      .execute();

    const student = userId('student01');
    const teacher = userId('teacher01');
    const staff = userId('staff01');
    await trx
      .insertInto('service_favourites')
      .values(
        ['学生请假申请', '期末成绩查询', '校园卡充值'].map((name, i) => ({
          user_id: student,
          service_id: byName(name),
          sort: i + 1,
          created_at: iso,
        })),
      )
      .execute();
    await trx
      .insertInto('service_ratings')
      .values([
        {
          id: seedId('rating:1'),
          service_id: byName('期末成绩查询'),
          user_id: student,
          score: 5,
          labels: '["办理便捷","响应及时"]',
          comment: '查成绩很方便',
          created_at: iso,
          updated_at: iso,
        },
        {
          id: seedId('rating:2'),
          service_id: byName('期末成绩查询'),
          user_id: teacher,
          score: 4,
          labels: '["指南清晰"]',
          comment: '',
          created_at: iso,
          updated_at: iso,
        },
        {
          id: seedId('rating:3'),
          service_id: byName('校园卡挂失'),
          user_id: staff,
          score: 3,
          labels: '["流程繁琐"]',
          comment: '希望能在手机上直接解挂',
          created_at: iso,
          updated_at: iso,
        },
        {
          id: seedId('rating:4'),
          service_id: byName('学生请假申请'),
          user_id: student,
          score: 4,
          labels: '["办理便捷"]',
          comment: '审批比较快',
          created_at: iso,
          updated_at: iso,
        },
      ])
      .execute();
    await trx
      .insertInto('service_visits')
      .values(
        ['学生请假申请', '期末成绩查询', '期末成绩查询', '校园卡充值'].map((name, i) => ({
          id: seedId(`visit:${i}`),
          tenant_id: T,
          service_id: byName(name),
          user_id: student,
          created_at: iso,
        })),
      )
      .execute();
    // Heat words count distinct signed-in users, each search with the service it found on top (services/heat-words.ts).
    const searches: [word: string, service_id: string, users: string[]][] = [
      ['请假', byName('请假销假办理指南'), [student, teacher, staff]],
      ['成绩', byName('期末成绩查询'), [student, teacher, staff]],
      ['校园卡', byName('校园卡挂失'), [student, teacher, staff]],
      ['宿舍', byName('新生宿舍分配查询'), [student, teacher, staff]],
      ['报销', byName('差旅费报销'), [teacher, staff]],
      ['vpn', byName('VPN远程访问'), [student]],
    ];
    const searched = { tenant_id: T, hits: 1, times: 2, created_at: iso };
    await trx
      .insertInto('service_search_logs')
      .values(
        searches.flatMap(([word, service_id, users]) =>
          users.map((user_id, i) => ({ ...searched, id: seedId(`search:${word}:${i}`), keyword: word, word, user_id, service_id })),
        ),
      )
      .execute();
    await trx
      .insertInto('sensitive_words')
      .values(['代考', '赌博', '枪支', '代开发票', '傻逼'].map((word) => ({ id: seedId(`sensitive:${T}:${word}`), tenant_id: T, word })))
      .execute();
  });
}
