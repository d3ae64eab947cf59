import { describe, expect, it } from 'vitest';
import { type GlyphName, iconFor, TONES } from './service-icon.ts';

/** Every name of the demo catalogue (apps/server/src/seed/services.ts), by the glyph it should get from the name alone. */
const DEMO: [GlyphName, string[]][] = [
  ['CalendarOutlined', ['学生请假申请', '请假销假办理指南', '学生销假登记', '教职工请假审批', '学生请假审批']],
  ['LogoutOutlined', ['节假日离校登记', '毕业离校手续办理', '教职工离职办理', '毕业资格审核']],
  [
    'ReadOutlined',
    [
      '成绩单打印',
      '成绩复核申请',
      '期末成绩查询',
      '教师成绩录入',
      '成绩更正申请',
      '辅修专业报名',
      '第二课堂学分申请',
      '体测成绩查询',
      '教材征订',
      '成绩复查',
    ],
  ],
  [
    'HomeOutlined',
    ['宿舍调换申请', '宿舍退宿申请', '新生宿舍分配查询', '假期留校住宿申请', '办公用房申请', '教职工周转房申请', '学生宿舍走访记录'],
  ],
  ['ToolOutlined', ['宿舍报修', '网络故障报修']],
  [
    'AccountBookOutlined',
    ['差旅费报销', '日常费用报销', '科研经费报销', '学生医疗费报销', '报销进度查询', '缴费票据打印', '科研经费报销初审'],
  ],
  [
    'FileProtectOutlined',
    ['在读证明开具', '在职证明开具', '收入证明开具', '学历学位证明', '出国留学成绩证明', '公积金提取证明', '实习证明开具'],
  ],
  ['IdcardOutlined', ['学生证补办', '转专业申请', '户籍迁移办理', '学籍异动申请', '休学申请', '复学申请']],
  ['CreditCardOutlined', ['校园卡挂失', '校园卡补办', '校园卡充值', '校园卡消费查询', '访客校园卡申领', '校友卡申领']],
  ['LoginOutlined', ['新生报到', '教职工入职报到']],
  ['GiftOutlined', ['新生绿色通道申请', '教职工困难补助申请', '工会会员福利领取', '家庭经济困难认定', '助学金申请']],
  ['PayCircleOutlined', ['学费缴纳', '国家助学贷款申请', '工资条查询', '个税专项附加扣除', '党费缴纳', '水电费缴纳', '校园网资费查询']],
  ['TrophyOutlined', ['奖学金申请', '学科竞赛报名', '奖助学金评定']],
  ['SolutionOutlined', ['勤工助学岗位申请', '就业协议书办理', '就业推荐表申领', '招聘会信息']],
  ['EditOutlined', ['补考报名', '重修报名', '免听申请', '缓考申请', '四六级报名', '体育免修申请', '监考安排查询', '考试安排查询']],
  ['EnvironmentOutlined', ['教室借用申请', '体育场馆预约', '活动场地预约']],
  ['ScheduleOutlined', ['调停课申请', '教学日历查询', '课表查询', '选课']],
  ['FileTextOutlined', ['研究生学位论文提交', '研究生开题报告', '毕业设计选题']],
  ['UserAddOutlined', ['研究生招生咨询', '本科招生咨询', '录取结果查询', '推免资格申请']],
  ['UserOutlined', ['研究生导师遴选', '导师双选']],
  ['FolderOpenOutlined', ['毕业生档案去向查询', '档案查阅申请']],
  ['ExperimentOutlined', ['科研项目申报', '科研项目结题', '科研成果登记', '横向合同审批', '大型仪器共享预约', '实验室预约']],
  ['TeamOutlined', ['学术会议申请', '校领导接待预约', '社团成立申请', '会议室预约']],
  ['BulbOutlined', ['专利申请', '大学生创新创业项目申报']],
  ['RiseOutlined', ['职称评审申报']],
  ['CompassOutlined', ['出国（境）审批', '学生出国交流申请', '外籍教师聘请', '来华留学生报到']],
  ['BookOutlined', ['图书借阅查询', '图书馆座位预约', '馆际互借', '图书荐购', '离校图书清还确认', '研讨室预约', '开馆时间查询']],
  ['GlobalOutlined', ['校园网账号开通', 'VPN远程访问', '网站备案申请', '信息公开申请']],
  ['MailOutlined', ['电子邮箱申请']],
  ['AppstoreOutlined', ['正版软件下载']],
  ['KeyOutlined', ['统一身份认证密码重置']],
  ['CloudServerOutlined', ['服务器托管申请']],
  ['MedicineBoxOutlined', ['体检预约', '门诊挂号', '新生体检', '医保参保登记']],
  ['HeartOutlined', ['心理咨询预约', '志愿服务时长认定']],
  ['CarOutlined', ['车辆入校登记', '公务用车申请', '校车时刻查询']],
  ['ContactsOutlined', ['访客入校预约']],
  ['InboxOutlined', ['失物招领', '快递代收查询']],
  ['SafetyOutlined', ['消防安全培训报名', '学生兵役登记']],
  ['ContainerOutlined', ['固定资产登记', '固定资产报废']],
  ['SafetyCertificateOutlined', ['公章使用申请', '印章刻制申请', '用章申请']],
  ['FlagOutlined', ['党员组织关系转接', '入党申请']],
  ['CoffeeOutlined', ['食堂意见反馈']],
  ['WarningOutlined', ['学业预警查询']],
  ['LikeOutlined', ['教学评价']],
  ['SmileOutlined', ['教职工子女入园申请']],
  ['BankOutlined', ['校史馆参观预约', '学院简介']],
  ['FieldTimeOutlined', ['教师工作量填报', '学生考勤查询']],
];

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('iconFor', () => {
  it.each(DEMO.flatMap(([glyph, names]) => names.map((name) => [name, glyph] as const)))('should give %s the %s glyph', (name, glyph) => {
    expect(iconFor({ serviceName: name, serviceIcon: null })).toMatchObject({ kind: 'glyph', glyph });
  });

  it('should prefer the uploaded icon', () => {
    expect(iconFor({ serviceName: '学生请假申请', serviceIcon: '/files/leave.png' })).toEqual({ kind: 'image', src: '/files/leave.png' });
    expect(iconFor({ serviceName: '学生请假申请', serviceIcon: '  ' })).toMatchObject({ kind: 'glyph', glyph: 'CalendarOutlined' });
  });

  it('should match a college service on the name after the college', () => {
    // The college's own name (医疗卫生学院) must not give every one of its services the medical glyph.
    const s = { serviceName: '医疗卫生学院学科竞赛报名', serviceDeptName: '医疗卫生学院' };
    expect(iconFor(s)).toMatchObject({ glyph: 'TrophyOutlined' });
  });

  it('should fall back to the type, then the department, then the scene', () => {
    expect(iconFor({ serviceName: '某某', serviceTypeName: '图书服务', serviceDeptName: '教务处' })).toMatchObject({
      glyph: 'BookOutlined',
    });
    expect(iconFor({ serviceName: '某某', serviceTypeName: '其他', serviceDeptName: '教务处' })).toMatchObject({ glyph: 'ReadOutlined' });
    expect(iconFor({ serviceName: '某某', serviceDeptName: '某部', serviceSceneName: '就业' })).toMatchObject({
      glyph: 'SolutionOutlined',
    });
  });

  it('should give every seed type a glyph', () => {
    for (const type of [
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
    ])
      expect(iconFor({ serviceName: '某某', serviceTypeName: type }).kind).toBe('glyph');
  });

  it('should colour by category: the same category the same tint, another category another', () => {
    const tone = (serviceName: string) => (iconFor({ serviceName }) as { tone: string }).tone;
    expect(tone('期末成绩查询')).toBe(tone('课表查询'));
    expect(tone('差旅费报销')).toBe(tone('学费缴纳'));
    expect(tone('期末成绩查询')).not.toBe(tone('差旅费报销'));
  });

  it('should show the first character after the department when nothing matches, in a tint fixed by its group', () => {
    const a = iconFor({ serviceName: '物理与电子工程学院某某', serviceDeptName: '物理与电子工程学院' });
    const b = iconFor({ serviceName: '物理与电子工程学院另一项', serviceDeptName: '物理与电子工程学院' });
    expect(a).toMatchObject({ kind: 'letter', letter: '某' });
    expect(b).toMatchObject({ kind: 'letter', letter: '另', tone: a.kind === 'letter' ? a.tone : '' });
    expect(iconFor({ serviceName: '某某', serviceDeptName: '某某' })).toMatchObject({ kind: 'letter', letter: '某' });
  });

  it('should keep every tint at WCAG AA contrast (4.5:1) with its glyph', () => {
    for (const { background, color } of Object.values(TONES)) expect(contrast(background, color)).toBeGreaterThanOrEqual(4.5);
  });
});
