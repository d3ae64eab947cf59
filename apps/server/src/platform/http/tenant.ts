import { DEFAULT_TENANT_ID } from '@onehall/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The tenant a visitor addresses: the `Tenant-Id` header (SPEC §7), else a
 * `tenantId` parameter, else the default tenant. Signed-in callers use the
 * tenant of their token instead (ARCHITECTURE "Server rules").
 */
export function visitorTenant(request: FastifyRequest, param?: string): string {
  const header = request.headers['tenant-id'];
  const value = (Array.isArray(header) ? header[0] : header) || param;
  return value?.trim() || DEFAULT_TENANT_ID;
}
