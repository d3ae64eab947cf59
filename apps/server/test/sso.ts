import type { AddressInfo } from 'node:net';
import { type LoginSettings, PASSWORD_ONLY_SETTINGS } from '@onehall/contract';
import { signCode } from '../src/modules/sso/micro-service.ts';
import type { TestApi } from './api.ts';

/** Helpers of the single sign-on tests (modules/sso). */

export const W = '/api/blade-workbench';
export const MICRO_SECRET = 'wecom-test-secret-0123456789abcdef';

export interface Answer {
  http: number;
  status: number;
  msg: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the endpoint answers
  result: any;
}

/** Posts to the API and returns the envelope with the HTTP status. */
export async function post(
  api: TestApi,
  url: string,
  payload: object | null,
  options: { token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await api.call({ method: 'POST', url, payload: payload ?? undefined, ...options });
  const body = response.json();
  return { http: response.statusCode, status: body.status, msg: body.msg, result: body.result };
}

type Settings = Omit<LoginSettings, 'oidcClientSecretSet' | 'microServiceSecretSet'> & {
  oidcClientSecret?: string;
  microServiceSecret?: string;
};

export const passwordOnly: Settings = PASSWORD_ONLY_SETTINGS;

export async function saveSettings(api: TestApi, adminToken: string, settings: Partial<Settings>): Promise<Answer> {
  return post(api, `${W}/eduSystemManageIdentityAuth/submit`, { ...passwordOnly, ...settings }, { token: adminToken });
}

/** Makes the app listen on a loopback port (CAS posts its single logout there) and returns its /login address. */
export async function listen(api: TestApi): Promise<string> {
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/login`;
}

/** A micro-service code for `userId`, signed now (by the API's clock) unless told otherwise. */
export function microCode(api: TestApi, userId: string, { secret = MICRO_SECRET, ageMs = 0 } = {}) {
  const code = `code-${Math.random().toString(36).slice(2)}${Date.now()}`;
  const timestamp = api.clock.now().getTime() - ageMs;
  return { code, userId, timestamp, sign: signCode(secret, code, userId, timestamp) };
}
