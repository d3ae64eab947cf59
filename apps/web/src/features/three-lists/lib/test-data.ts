import type {
  AdminDeptRelation,
  DeptRelation,
  InventoryCategory,
  InventoryDuty,
  InventoryService,
  ThreeListsConfig,
} from '@onehall/contract';

/** Answers of the three-lists calls for the page tests. */

export const config = (over: Partial<ThreeListsConfig> = {}): ThreeListsConfig => ({
  title: '三清单',
  introduction: '公开学校各部门的职责清单、服务清单及其对应关系。',
  showDuties: true,
  showServices: true,
  showRelation: true,
  visitorAllowed: true,
  isDutyTypeMust: false,
  hiddenDeptIds: [],
  categories: [{ id: 'c1', name: '行政部门', sort: 1, shown: true }],
  ...over,
});

export const tree: InventoryCategory[] = [
  {
    id: 'c1',
    name: '行政部门',
    deptCount: 2,
    dutyCount: 5,
    serviceCount: 3,
    depts: [
      { id: 'd1', code: 'JWC', name: '教务处', categoryId: 'c1', sort: 1, dutyCount: 3, serviceCount: 2 },
      { id: 'd2', code: 'CWC', name: '财务处', categoryId: 'c1', sort: 2, dutyCount: 2, serviceCount: 1 },
    ],
  },
];

export const duty = (id: string, dutyDescription: string, serviceCount = 1): InventoryDuty => ({
  id,
  deptId: 'd1',
  deptCode: 'JWC',
  deptName: '教务处',
  dutyDescription,
  dutyType: '1',
  dutyTypeName: '主体职责',
  basis: '《普通高等学校学生管理规定》',
  sort: 0,
  updateTime: '2026-01-01T00:00:00.000Z',
  serviceCount,
});

export const service = (serviceId: string, serviceName: string, dutyIds: string[] = ['u1']): InventoryService => ({
  serviceId,
  serviceName,
  serviceIcon: null,
  serviceDeptName: '教务处',
  serviceSceneName: null,
  processType: 'OFFLINE',
  hasGuide: false,
  visitCount: 10,
  accessWay: 1,
  openWay: 1003,
  serviceUrl: 'https://jw.example.edu/transcript',
  serviceDeptId: 'd1',
  serviceSceneId: null,
  serviceTypeId: null,
  serviceTypeName: null,
  centre: 'PROCESS',
  visitorVisible: true,
  collected: false,
  avgScore: 0,
  rateCount: 0,
  launchedAt: '2026-01-01T00:00:00.000Z',
  dutyIds,
});

export const relation = (): DeptRelation => {
  const { dutyIds: _, ...s1 } = service('s1', '成绩单打印');
  const { dutyIds: __, ...s2 } = service('s2', '学籍异动申请');
  const { serviceCount: ___, ...u1 } = duty('u1', '负责本科教学管理');
  const { serviceCount: ____, ...u2 } = duty('u2', '负责教材建设');
  return {
    deptId: 'd1',
    deptName: '教务处',
    duties: [
      { duty: u1, services: [s1] },
      { duty: u2, services: [] },
    ],
    servicesWithoutDuty: [s2],
  };
};

/** The administrators' view of the same department: every link, an unshelved service's too. */
export const adminRelation = (): AdminDeptRelation => {
  const option = (serviceId: string, serviceName: string, shelf: boolean, linked: boolean) => ({
    serviceId,
    serviceName,
    deptId: 'd1',
    deptName: '教务处',
    shelf,
    visitorVisible: false,
    linked,
  });
  const { duties, servicesWithoutDuty: _ } = relation();
  return {
    deptId: 'd1',
    deptName: '教务处',
    duties: [
      { duty: duties[0]!.duty, services: [option('s1', '成绩单打印', true, true), option('s9', '旧版成绩证明', false, true)] },
      { duty: duties[1]!.duty, services: [] },
    ],
    servicesWithoutDuty: [option('s2', '学籍异动申请', true, false)],
  };
};

export const page = <T>(records: T[], total = records.length) => ({ records, total, current: 1, size: 10 });
