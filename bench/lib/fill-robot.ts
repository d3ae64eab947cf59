import type { Platform } from '../../apps/server/src/platform/context.ts';
import { TENANT } from './embedded-app.ts';

/**
 * A help desk's knowledge base grown to thousands of entries (robot.bench.ts):
 * what students and staff ask about each thing of each scene (how to apply,
 * materials, fees, progress, …), for everyone, postgraduates and staff,
 * generated over the demo campus's ten scenes. Deterministic: the same
 * entries in the same order every run. Also the questions the bench asks of
 * them, none stored as such: other wording, pinyin, pinyin with a slip.
 */

/** A thing people ask about: its name, another name for it, and its pinyin as typed. */
type Thing = [name: string, otherName: string, pinyin: string];

/** Per demo scene (by name), the things its desk is asked about. */
const THINGS: [scene: string, things: Thing[]][] = [
  [
    '校园卡',
    [
      ['临时卡', '访客卡', 'linshika'],
      ['校园码', '电子校园卡', 'xiaoyuanma'],
      ['消费密码', '卡密码', 'xiaofeimima'],
      ['卡内余额退款', '饭卡退钱', 'yuetuikuan'],
      ['圈存机', '自助充值机', 'quancunji'],
      ['门禁权限', '刷卡进楼', 'menjinquanxian'],
      ['卡面照片', '校园卡照片', 'kamianzhaopian'],
      ['消费限额', '刷卡额度', 'xiaofeixiane'],
      ['校园卡补卡', '换新一卡通', 'buka'],
      ['校园卡解冻', '一卡通解挂', 'jiedong'],
      ['家长代充', '给孩子充饭卡', 'daichong'],
      ['澡堂计费', '浴室刷卡', 'zaotang'],
    ],
  ],
  [
    '宿舍与后勤',
    [
      ['空调维修', '空调不制冷', 'kongtiao'],
      ['热水器报修', '没有热水', 'reshuiqi'],
      ['床位调整', '换床铺', 'chuangwei'],
      ['宿舍钥匙', '寝室钥匙', 'yaoshi'],
      ['晚归登记', '超过门禁回宿舍', 'wangui'],
      ['宿舍电费', '寝室电费', 'dianfei'],
      ['洗衣机', '洗衣房', 'xiyiji'],
      ['宿舍家具', '桌椅损坏', 'jiaju'],
      ['暑期住宿', '暑假住校', 'shuqizhusu'],
      ['宿舍安全检查', '违章电器检查', 'anquanjiancha'],
      ['公寓入住', '办理入住', 'ruzhu'],
      ['快递柜', '快递寄存', 'kuaidigui'],
    ],
  ],
  [
    '教务与成绩',
    [
      ['缓考', '推迟考试', 'huankao'],
      ['重修', '重新修读课程', 'chongxiu'],
      ['辅修', '第二学位', 'fuxiu'],
      ['选课', '网上选课', 'xuanke'],
      ['退课', '退掉已选课程', 'tuike'],
      ['成绩复核', '查分', 'chengjifuhe'],
      ['学分认定', '学分转换', 'xuefen'],
      ['免修', '课程免修', 'mianxiu'],
      ['休学', '暂停学业', 'xiuxue'],
      ['复学', '休学后回校', 'fuxue'],
      ['毕业论文', '毕业设计', 'biyelunwen'],
      ['学位证书', '学位证', 'xueweizhengshu'],
    ],
  ],
  [
    '请假与考勤',
    [
      ['事假', '因私请假', 'shijia'],
      ['病假', '生病请假', 'bingjia'],
      ['离校登记', '节假日离校', 'lixiao'],
      ['续假', '延长假期', 'xujia'],
      ['公假', '参加比赛请假', 'gongjia'],
      ['婚假', '结婚请假', 'hunjia'],
      ['产假', '生育请假', 'chanjia'],
      ['探亲假', '回家探亲', 'tanqinjia'],
      ['考勤异常', '打卡记录不对', 'kaoqin'],
      ['旷课认定', '缺课处理', 'kuangke'],
      ['实习请假', '外出实习', 'shixiqingjia'],
      ['出差审批', '公出申请', 'chuchai'],
    ],
  ],
  [
    '财务缴费',
    [
      ['住宿费', '宿舍费', 'zhusufei'],
      ['学费减免', '减免学费', 'xuefeijianmian'],
      ['缓缴学费', '学费延期', 'huanjiao'],
      ['助学贷款', '生源地贷款', 'zhuxuedaikuan'],
      ['退费', '退学费', 'tuifei'],
      ['发票', '电子票据', 'fapiao'],
      ['科研经费报销', '项目经费报账', 'keyanjingfei'],
      ['工资条', '工资明细', 'gongzitiao'],
      ['个税专项扣除', '个人所得税', 'geshui'],
      ['借款', '预借款', 'jiekuan'],
      ['银行卡变更', '换绑银行卡', 'yinhangka'],
      ['公务卡', '公务卡还款', 'gongwuka'],
    ],
  ],
  [
    '网络与信息化',
    [
      ['校园网', '宽带', 'xiaoyuanwang'],
      ['无线网络', 'WiFi', 'wuxianwangluo'],
      ['VPN', '校外访问', 'vpn'],
      ['企业邮箱', '学校邮箱', 'youxiang'],
      ['统一身份认证', '门户账号', 'tongyirenzheng'],
      ['正版软件', '软件授权', 'zhengbanruanjian'],
      ['网站备案', '二级网站', 'wangzhanbeian'],
      ['服务器托管', '云主机', 'fuwuqi'],
      ['多媒体教室', '教室投影', 'duomeiti'],
      ['数据申请', '数据共享', 'shujushenqing'],
      ['网络故障', '断网', 'wangluoguzhang'],
      ['手机绑定', '更换手机号', 'shoujibangding'],
    ],
  ],
  [
    '图书馆',
    [
      ['借阅证', '借书证', 'jieyuezheng'],
      ['座位预约', '自习座位', 'zuoweiyuyue'],
      ['研讨室', '小组讨论室', 'yantaoshi'],
      ['馆际互借', '外馆借书', 'guanjihujie'],
      ['文献传递', '全文传递', 'wenxianchuandi'],
      ['数据库', '电子资源', 'shujuku'],
      ['图书荐购', '推荐买书', 'jiangou'],
      ['逾期罚款', '超期费', 'yuqifakuan'],
      ['图书丢失赔偿', '书弄丢了', 'peichang'],
      ['查收查引', '论文收录证明', 'chashouchayin'],
      ['古籍阅览', '特藏阅览', 'guji'],
      ['打印复印', '自助打印', 'dayinfuyin'],
    ],
  ],
  [
    '奖助学金',
    [
      ['国家奖学金', '国奖', 'guojiang'],
      ['励志奖学金', '国家励志奖学金', 'lizhi'],
      ['助学金', '国家助学金', 'zhuxuejin'],
      ['学业奖学金', '研究生学业奖学金', 'xueyejiangxuejin'],
      ['勤工助学', '勤工俭学', 'qingongzhuxue'],
      ['临时困难补助', '困难补助', 'kunnanbuzhu'],
      ['社会奖学金', '企业奖学金', 'shehuijiangxuejin'],
      ['绿色通道', '入学绿色通道', 'lvsetongdao'],
      ['三好学生', '优秀学生评选', 'sanhao'],
      ['助学金发放', '补助到账', 'fafang'],
      ['困难生认定', '家庭经济困难认定', 'kunnansheng'],
      ['奖学金证书', '获奖证书', 'zhengshu'],
    ],
  ],
  [
    '就业与证明',
    [
      ['在读证明', '在校证明', 'zaiduzhengming'],
      ['成绩证明', '英文成绩单', 'chengjizhengming'],
      ['就业协议', '三方协议', 'jiuyexieyi'],
      ['报到证', '就业报到证', 'baodaozheng'],
      ['档案转递', '档案邮寄', 'dangan'],
      ['户口迁移', '落户', 'hukou'],
      ['实习证明', '实习鉴定', 'shixizhengming'],
      ['学历认证', '学信网认证', 'xuelirenzheng'],
      ['收入证明', '工作证明', 'shouruzhengming'],
      ['党员组织关系', '党组织关系转接', 'dangyuan'],
      ['招聘会', '双选会', 'zhaopinhui'],
      ['出国证明', '留学材料', 'chuguo'],
    ],
  ],
  [
    '生活服务',
    [
      ['校医院挂号', '看病挂号', 'guahao'],
      ['医保报销', '医疗保险', 'yibao'],
      ['体检', '入学体检', 'tijian'],
      ['心理咨询', '心理辅导', 'xinlizixun'],
      ['校车', '班车', 'xiaoche'],
      ['失物招领', '丢了东西', 'shiwuzhaoling'],
      ['车辆入校', '停车证', 'cheliang'],
      ['体育场馆预约', '订场地', 'tiyuchangguan'],
      ['食堂就餐', '食堂开放', 'shitang'],
      ['会议室预约', '借会议室', 'huiyishi'],
      ['访客预约', '校外人员进校', 'fangke'],
      ['邮局', '寄信', 'youju'],
    ],
  ],
];

interface Intent {
  /** The stored question, `{o}` the thing. */
  question: string;
  /** Stored similar phrasings, `{s}` the thing's other name. */
  similar: string[];
  /** Asked as people talk, differently from anything stored. */
  asked: string;
  /** The pinyin people type for it. */
  pinyin: string;
  answer: string;
}

const INTENTS: Intent[] = [
  {
    question: '{o}怎么申请',
    similar: ['{s}在哪里申请', '申请{o}的入口', '想办{s}'],
    asked: '我想问一下{s}要怎么申请呀',
    pinyin: 'shenqing',
    answer: '请登录网上服务大厅，在「{scene}」中找到{o}，填写申请表并提交，{office}审核后会以站内消息通知结果。',
  },
  {
    question: '{o}办理流程',
    similar: ['{s}要走哪些步骤', '办{o}的流程是什么', '{s}手续怎么走'],
    asked: '{s}的手续具体是怎样的',
    pinyin: 'liucheng',
    answer: '{o}分三步：线上提交申请、{office}审核、审核通过后按通知领取结果，全程一般不超过 5 个工作日。',
  },
  {
    question: '{o}需要什么材料',
    similar: ['办{s}要带什么', '{o}要准备哪些证件', '{s}所需材料清单'],
    asked: '{s}要交哪些材料',
    pinyin: 'cailiao',
    answer: '办理{o}需准备本人有效证件、校园卡和相关证明材料的扫描件，材料不全的申请会被退回补充。',
  },
  {
    question: '{o}收费标准',
    similar: ['{s}要交多少钱', '{o}费用是多少', '{s}收费吗'],
    asked: '{s}贵不贵',
    pinyin: 'feiyong',
    answer: '{o}按学校物价备案标准收费，具体金额见{office}公示栏，可用校园卡或在线支付。',
  },
  {
    question: '{o}进度查询',
    similar: ['{s}办到哪一步了', '怎么查{o}的审核进度', '{s}审批状态'],
    asked: '{s}提交以后怎么知道审到哪了',
    pinyin: 'jindu',
    answer: '在网上服务大厅「我的申请」中可查看{o}的每个审核环节和处理人，审核完成会推送消息提醒。',
  },
  {
    question: '{o}办理时间',
    similar: ['{s}几点可以办', '{o}什么时候受理', '{s}工作时间'],
    asked: '{s}周末能办吗',
    pinyin: 'shijian',
    answer: '{office}工作日 8:30—11:30、14:00—17:00 受理{o}，线上申请全天可提交。',
  },
  {
    question: '{o}办理地点',
    similar: ['{s}去哪里办', '{o}在哪个窗口', '{s}线下办理地址'],
    asked: '{s}得跑到哪个楼去办',
    pinyin: 'didian',
    answer: '{o}线下在行政楼一楼学生事务中心{office}窗口办理，请携带校园卡。',
  },
  {
    question: '{o}申请条件',
    similar: ['什么人可以办{s}', '{o}有什么要求', '{s}资格'],
    asked: '我符合{s}的条件吗',
    pinyin: 'tiaojian',
    answer: '{o}面向在籍在岗的师生，具体条件以{office}每年发布的通知为准。',
  },
  {
    question: '{o}被驳回怎么办',
    similar: ['{s}审核没通过', '{o}申请被退回', '{s}不通过怎么重新提交'],
    asked: '{s}被打回来了',
    pinyin: 'bohui',
    answer: '{o}被驳回时审核意见会写明原因，按意见修改后在原申请上重新提交即可，无需新建申请。',
  },
  {
    question: '{o}可以线上办理吗',
    similar: ['{s}网上能办吗', '{o}手机上怎么办', '{s}不去现场可以吗'],
    asked: '{s}能不能在手机上弄',
    pinyin: 'xianshang',
    answer: '{o}已开通线上办理，电脑端网上服务大厅和手机端企业微信均可提交。',
  },
  {
    question: '{o}可以找人代办吗',
    similar: ['{s}能让同学帮忙办吗', '{o}委托他人办理', '{s}本人不在怎么办'],
    asked: '{s}让室友替我去行不行',
    pinyin: 'daiban',
    answer: '{o}可委托他人代办，代办人需携带委托书、双方身份证件到{office}办理。',
  },
  {
    question: '{o}截止日期',
    similar: ['{s}最晚什么时候', '{o}过了期限还能办吗', '{s}期限'],
    asked: '{s}最后一天是哪天',
    pinyin: 'jiezhi',
    answer: '{o}每学期第 16 周截止，逾期需由学院出具说明后到{office}补办。',
  },
  {
    question: '{o}咨询电话',
    similar: ['{s}找谁咨询', '{o}负责老师是谁', '{s}联系方式'],
    asked: '{s}有问题打哪个电话',
    pinyin: 'dianhua',
    answer: '{o}请咨询{office}，电话 0571-8688{phone}，工作日办公时间有人接听。',
  },
  {
    question: '{o}需要多长时间',
    similar: ['{s}几天能办好', '{o}要等多久', '{s}办理时限'],
    asked: '{s}多久能好',
    pinyin: 'duojiu',
    answer: '{o}材料齐全的一般 3 个工作日内办结，高峰期（开学、毕业季）顺延 2 天。',
  },
];

/** Who the entry is for: everyone, postgraduates, staff (prefixed to the question). */
const AUDIENCES: [name: string, pinyin: string][] = [
  ['', ''],
  ['研究生', 'yanjiusheng'],
  ['教职工', 'jiaozhigong'],
];

const OFFICES: Record<string, string> = {
  校园卡: '一卡通服务中心',
  宿舍与后勤: '后勤服务中心',
  教务与成绩: '教务处',
  请假与考勤: '学生工作处',
  财务缴费: '计划财务处',
  网络与信息化: '信息化办公室',
  图书馆: '图书馆读者服务部',
  奖助学金: '学生资助中心',
  就业与证明: '就业指导中心',
  生活服务: '后勤服务中心',
};

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** One generated entry and the ways the bench asks for it. */
interface Generated {
  scene: string;
  question: string;
  similar: string[];
  answer: string;
  asked: string;
  pinyin: string;
}

/** Every combination, interleaved over scenes and intents so any prefix of the list spreads over all of them. */
function generate(): Generated[] {
  const out: Generated[] = [];
  for (const [audience, audiencePinyin] of AUDIENCES)
    for (let t = 0; t < 12; t++)
      for (let i = 0; i < INTENTS.length; i++)
        for (const [scene, things] of THINGS) {
          const intent = INTENTS[i] as Intent;
          const [name, other, pinyin] = things[t] as Thing;
          const values = {
            o: `${audience}${name}`,
            s: `${audience}${other}`,
            scene,
            office: OFFICES[scene] ?? '学生事务中心',
            phone: String(1000 + out.length).slice(-4),
          };
          out.push({
            scene,
            question: fill(intent.question, values),
            similar: intent.similar.map((s) => fill(s, values)),
            answer: `<p>${fill(intent.answer, values)}</p>`,
            asked: fill(intent.asked, values),
            pinyin: [audiencePinyin, pinyin, intent.pinyin].filter(Boolean).join(' '),
          });
        }
  return out;
}

/** A slip as people make it: two neighbouring letters of the longest word swapped (xiaoyuanka → xiaoyaunka). */
function withSlip(pinyin: string): string {
  const words = pinyin.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  const at = Math.floor(longest.length / 2);
  const slipped = `${longest.slice(0, at)}${longest[at + 1] ?? ''}${longest[at] ?? ''}${longest.slice(at + 2)}`;
  return words.map((w) => (w === longest ? slipped : w)).join(' ');
}

/** A question as asked and the stored question meant. */
export interface Asked {
  text: string;
  expected: string;
}

export interface AskedQuestions {
  chinese: Asked[];
  pinyin: Asked[];
  slips: Asked[];
}

/**
 * Fills the tenant's knowledge base up to `total` entries in its existing
 * scenes, each linking the services a seeded entry of its scene links.
 * Returns the number of entries and `perKind` questions of each kind asked
 * of generated entries, spread over the list.
 */
export async function fillRobot(platform: Platform, total: number, perKind: number): Promise<{ entries: number; asked: AskedQuestions }> {
  const db = platform.db;
  const scenes = await db.selectFrom('robot_scenes').select(['id', 'name']).where('tenant_id', '=', TENANT).execute();
  const sceneId = new Map(scenes.map((s) => [s.name, s.id]));
  const existing = await db
    .selectFrom('robot_entries')
    .select(['question', 'scene_id', 'service_ids'])
    .where('tenant_id', '=', TENANT)
    .orderBy('sort')
    .execute();
  const taken = new Set(existing.map((e) => e.question));
  const links = new Map<string, string[]>();
  for (const e of existing) if (e.service_ids !== '[]') links.set(e.scene_id, [...(links.get(e.scene_id) ?? []), e.service_ids]);

  const now = platform.clock.now().toISOString();
  const made = generate().filter((g) => !taken.has(g.question));
  const wanted = made.slice(0, Math.max(0, total - existing.length));
  if (existing.length + wanted.length < total)
    throw new Error(`the generator makes ${made.length} entries, ${total - existing.length} wanted`);
  const rows = wanted.map((g, i) => {
    const scene = sceneId.get(g.scene);
    if (!scene) throw new Error(`no robot scene named ${g.scene}`);
    const sceneLinks = links.get(scene) ?? [];
    return {
      id: `benchrobot${String(i).padStart(22, '0')}`,
      tenant_id: TENANT,
      scene_id: scene,
      question: g.question,
      similar: JSON.stringify(g.similar),
      answer: g.answer,
      service_ids: i % 3 === 2 ? '[]' : (sceneLinks[i % Math.max(sceneLinks.length, 1)] ?? '[]'),
      enabled: 1,
      common: 0,
      recommended: 0,
      sort: 1000 + i,
      created_at: now,
      updated_at: now,
    };
  });
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('robot_entries')
      .values(rows.slice(i, i + 500))
      .execute();

  // A prime stride: the sample spreads over scenes, intents and audiences alike.
  const sample = Array.from({ length: Math.min(perKind, wanted.length) }, (_, k) => wanted[(k * 7919) % wanted.length] as Generated);
  return {
    entries: existing.length + rows.length,
    asked: {
      chinese: sample.map((g) => ({ text: g.asked, expected: g.question })),
      pinyin: sample.map((g) => ({ text: g.pinyin, expected: g.question })),
      slips: sample.map((g) => ({ text: withSlip(g.pinyin), expected: g.question })),
    },
  };
}
