import type { PersonalProfile, SchoolCalendar, ServiceListItem } from '@onehall/contract';

/** Answers of the personal centre's calls for the component tests. */

export const profile = (over: Partial<PersonalProfile> = {}): PersonalProfile => ({
  userId: 'u1',
  account: 'student01',
  name: '张思远',
  deptName: '计算机学院',
  roles: [{ roleName: '学生', roleAlias: 'student' }],
  avatarUrl: null,
  ...over,
});

export const service = (id: string, name: string, over: Partial<ServiceListItem> = {}): ServiceListItem => ({
  serviceId: id,
  serviceName: name,
  serviceIcon: null,
  serviceDeptName: '教务处',
  serviceSceneName: '在校',
  processType: 'ONLINE',
  hasGuide: false,
  visitCount: 3,
  accessWay: 1,
  openWay: 1003,
  serviceUrl: `https://ehall.example.edu.cn/${id}`,
  serviceDeptId: 'd1',
  serviceSceneId: 's1',
  serviceTypeId: 't1',
  serviceTypeName: '教学服务',
  centre: 'APPLICATION',
  visitorVisible: false,
  collected: true,
  avgScore: 4,
  rateCount: 1,
  launchedAt: '2025-08-01T00:00:00.000Z',
  ...over,
});

export const calendar = (over: Partial<SchoolCalendar> = {}): SchoolCalendar => ({
  today: '2026-10-08',
  semester: { id: 'sem1', name: '2026-2027学年第一学期', start: '2026-08-31', end: '2027-01-17' },
  state: 'current',
  weekNo: 6,
  totalWeeks: 20,
  holidays: [{ id: 'h1', holidayName: '国庆节', startDate: '2026-10-01', endDate: '2026-10-07', days: 7 }],
  ...over,
});
