/** API bases of SPEC §7 "Request layer" and their client time-outs (SPEC §9). */
export const Services = {
  platform: '/api/blade-platform',
  workbench: '/api/blade-workbench',
  onlineServicePlatform: '/api/online-service-platform',
  combCygj: '/api/comb-cygj',
  auth: '/api/blade-auth',
  user: '/api/blade-user',
  projectManage: '/api/project-manage',
} as const;

export type ServiceBase = (typeof Services)[keyof typeof Services];

export const TIMEOUT_DEFAULT_MS = 30_000;
export const TIMEOUT_ONLINE_SERVICE_PLATFORM_MS = 50_000;

/** Client time-out for a request path (SPEC §7: 50 s for online-service-platform, 30 s elsewhere). */
export function timeoutFor(path: string): number {
  return path.startsWith(Services.onlineServicePlatform) ? TIMEOUT_ONLINE_SERVICE_PLATFORM_MS : TIMEOUT_DEFAULT_MS;
}

/**
 * Whether the client must verify the response signature (SPEC §5: calls to the
 * online-service-platform and project-manage services, except paths containing
 * nobody or excel export).
 */
export function needsIntegrityCheck(path: string): boolean {
  const onChecked = path.startsWith(Services.onlineServicePlatform) || path.startsWith(Services.projectManage);
  if (!onChecked) return false;
  const lower = path.toLowerCase();
  return !lower.includes('nobody') && !lower.includes('excel') && !lower.includes('export');
}

/** The service name a path belongs to, e.g. `online-service-platform`. */
export function serviceNameOf(path: string): string {
  const m = /^\/api\/([^/]+)/.exec(path);
  return m?.[1] ?? '';
}
