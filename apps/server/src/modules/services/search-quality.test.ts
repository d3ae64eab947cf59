import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../../../test/platforms.ts';
import { seedDemoCampus } from '../../seed/index.ts';
import { type ServiceSearchIndex, startSearchIndex } from './search-index.ts';

/**
 * Search quality on the demo hall: what a person types, and the service they
 * expect on top. `top` is the exact name, or a text the top name must contain
 * where several services fit equally (请假 is offered by every college).
 */
const CASES: { query: string; top: string; contains?: true; kind: string }[] = [
  { kind: 'Chinese', query: '请假', top: '请假', contains: true },
  { kind: 'Chinese', query: '成绩单', top: '成绩单打印' },
  { kind: 'Chinese', query: '成绩复核', top: '成绩复核申请' },
  { kind: 'Chinese', query: '宿舍调换', top: '宿舍调换申请' },
  { kind: 'Chinese', query: '差旅', top: '差旅费报销' },
  { kind: 'Chinese', query: '在读证明', top: '在读证明开具' },
  { kind: 'Chinese', query: '校园卡挂失', top: '校园卡挂失' },
  { kind: 'Chinese', query: '挂失', top: '校园卡挂失' },
  { kind: 'Chinese', query: '邮箱', top: '电子邮箱申请' },
  { kind: 'Chinese', query: '图书馆座位', top: '图书馆座位预约' },
  { kind: 'Chinese', query: '挂号', top: '门诊挂号' },
  { kind: 'Chinese', query: '四六级', top: '四六级报名' },
  { kind: 'Chinese', query: '公积金', top: '公积金提取证明' },
  { kind: 'Chinese', query: '转专业', top: '转专业申请' },
  { kind: 'Chinese', query: '计算机 请假', top: '计算机科学与技术学院学生请假审批' },
  { kind: 'Chinese', query: '法学院 实验室', top: '法学院实验室预约' },
  { kind: 'keyword', query: '一卡通', top: '校园卡', contains: true },
  { kind: 'keyword', query: '保研', top: '推免资格申请', contains: true },
  { kind: 'full pinyin', query: 'qingjia', top: '请假', contains: true },
  { kind: 'full pinyin', query: 'chengjidan', top: '成绩单打印' },
  { kind: 'full pinyin', query: 'chailv', top: '差旅费报销' },
  { kind: 'full pinyin', query: 'zaidu zhengming', top: '在读证明开具' },
  { kind: 'full pinyin', query: 'xiaoyuanka guashi', top: '校园卡挂失' },
  { kind: 'full pinyin', query: 'youxiang', top: '电子邮箱申请' },
  { kind: 'full pinyin', query: 'guahao', top: '门诊挂号' },
  { kind: 'full pinyin', query: 'zhicheng', top: '职称评审申报' },
  { kind: 'full pinyin', query: 'xuefei', top: '学费缴纳' },
  { kind: 'initials', query: 'qj', top: '请假', contains: true },
  { kind: 'initials', query: 'cjd', top: '成绩单打印' },
  { kind: 'initials', query: 'cjfh', top: '成绩复核申请' },
  { kind: 'initials', query: 'zdzm', top: '在读证明开具' },
  { kind: 'initials', query: 'xykgs', top: '校园卡挂失' },
  { kind: 'initials', query: 'gjj', top: '公积金提取证明' },
  { kind: 'initials', query: 'zzy', top: '转专业申请' },
  { kind: 'initials', query: 'clf', top: '差旅费报销' },
  { kind: 'typo', query: 'qinjia', top: '请假', contains: true },
  { kind: 'typo', query: 'xiaoyunka', top: '校园卡', contains: true },
  { kind: 'typo', query: 'chengjdan', top: '成绩单打印' },
  { kind: 'typo', query: 'guahap', top: '门诊挂号' },
  // A swapped pair of neighbouring letters counts as one edit.
  { kind: 'swapped', query: 'qingija', top: '请假', contains: true },
  { kind: 'swapped', query: 'chengij', top: '成绩', contains: true },
  { kind: 'swapped', query: 'xiaoyaunka', top: '校园卡', contains: true },
  { kind: 'swapped', query: 'gauhao', top: '门诊挂号' },
  { kind: 'swapped', query: 'youixang', top: '电子邮箱申请' },
  { kind: 'swapped', query: 'xeufei', top: '学费缴纳' },
  { kind: 'swapped', query: 'zhichegn', top: '职称评审申报' },
  { kind: 'swapped', query: 'chialv', top: '差旅费报销' },
  { kind: 'swapped', query: 'zaidu zhegnming', top: '在读证明开具' },
  { kind: 'swapped', query: 'jisaunji qingjia', top: '计算机科学与技术学院学生请假审批' },
  { kind: 'swapped', query: 'gongjijni', top: '公积金提取证明' },
  { kind: 'missing', query: 'qngjia', top: '请假', contains: true },
  { kind: 'missing', query: 'youxang', top: '电子邮箱申请' },
  { kind: 'missing', query: 'zhichng', top: '职称评审申报' },
  { kind: 'missing', query: 'gongjjin', top: '公积金提取证明' },
  { kind: 'extra', query: 'qingjiaa', top: '请假', contains: true },
  { kind: 'extra', query: 'xuefeii', top: '学费缴纳' },
  { kind: 'extra', query: 'guahhao', top: '门诊挂号' },
  { kind: 'extra', query: 'guashii', top: '校园卡挂失' },
  { kind: 'extra', query: 'zhuanzhuanye', top: '转专业申请' },
  { kind: 'Latin', query: 'VPN', top: 'VPN远程访问' },
  { kind: 'Latin', query: 'wifi', top: '校园网账号开通' },
  { kind: 'Latin', query: 'cet', top: '四六级报名' },
  { kind: 'mixed', query: 'jisuanji qingjia', top: '计算机科学与技术学院学生请假审批' },
  { kind: 'mixed', query: '法学院 shiyanshi', top: '法学院实验室预约' },
  { kind: 'mixed', query: '校园卡 chongzhi', top: '校园卡充值' },
];

describe('service search quality', () => {
  let test: TestPlatform;
  let index: ServiceSearchIndex;
  let names: Map<string, string>;
  let stop: () => Promise<void>;
  // Every role, so the table is about ranking, not visibility (the API tests cover that).
  const viewer = { tenantId: '000000', userId: null, roles: ['student', 'teacher', 'staff', 'admin'] };

  beforeAll(async () => {
    test = await createTestPlatform('embedded');
    await seedDemoCampus(test.platform);
    const search = startSearchIndex(test.platform, (error) => {
      throw error;
    });
    await search.ready;
    index = search.index;
    stop = search.stop;
    names = new Map((await test.platform.db.selectFrom('services').select(['id', 'name']).execute()).map((r) => [r.id, r.name]));
  });
  afterAll(async () => {
    await stop();
    await test.close();
  });

  it.each(CASES)('should rank the expected service first for $kind query "$query"', ({ query, top, contains }) => {
    const [first] = index.search(query, viewer, undefined, 5);
    const name = first ? names.get(first) : undefined;
    if (contains) expect(name).toContain(top);
    else expect(name).toBe(top);
  });

  it('should find nothing for text that matches no service', () => {
    expect(index.search('zzzzqqqq', viewer, undefined, 5)).toEqual([]);
  });
});
