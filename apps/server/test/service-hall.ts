import { afterAll, beforeAll } from 'vitest';
import { serviceSeedId } from '../src/seed/services.ts';
import { startApi, type TestApi } from './api.ts';
import type { TestMode } from './platforms.ts';

/*
 * What the service hall API tests (modules/services/*.test.ts) share: the
 * routes, seeded services of each audience and signed-in demo users.
 */

export const P = '/api/blade-platform';
export const W = '/api/blade-workbench';

/** Seeded services by audience. */
export const STUDENT_ONLY = serviceSeedId('学生请假申请');
export const STAFF_ONLY = serviceSeedId('差旅费报销');
export const SIGNED = serviceSeedId('期末成绩查询');
export const PUBLIC = serviceSeedId('请假销假办理指南');
export const UNSHELVED = serviceSeedId('教材征订');

interface Answer {
  status: number;
  msg: string;
  // biome-ignore lint/suspicious/noExplicitAny: each call has its own result shape; the assertions read it
  result: any;
}

export interface Item {
  serviceId: string;
  serviceName: string;
  visitorVisible: boolean;
  visitCount: number;
  processType: string;
  centre: string;
}

/** An API started for the enclosing describe block, with a student, a teacher and the administrator signed in. */
export function serviceHallSession(mode: TestMode) {
  let api: TestApi;
  let student: string;
  let teacher: string;
  let admin: string;

  beforeAll(async () => {
    api = await startApi(mode);
    student = (await api.signIn('student01')).access_token;
    teacher = (await api.signIn('teacher01')).access_token;
    admin = (await api.signIn('admin')).access_token;
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const post = async (url: string, payload: unknown = {}, token?: string) => {
    const response = await api.call({ method: 'POST', url, payload: payload as object, token });
    return { http: response.statusCode, ...(response.json() as Answer) };
  };
  const ids = (items: Item[]) => items.map((s) => s.serviceId);
  const allPages = async (url: string, token?: string, filters: object = {}) => {
    const first = await post(url, { size: 100, ...filters }, token);
    const records: Item[] = [...first.result.records];
    for (let page = 2; (page - 1) * 100 < first.result.total; page++)
      records.push(...(await post(url, { size: 100, current: page, ...filters }, token)).result.records);
    return { total: first.result.total as number, records };
  };

  return {
    get api() {
      return api;
    },
    get student() {
      return student;
    },
    get teacher() {
      return teacher;
    },
    get admin() {
      return admin;
    },
    post,
    ids,
    allPages,
  };
}
