import type { Envelope } from '@onehall/contract';
import { request } from '../../../api/client.ts';
import { useAuthStore } from '../../../stores/auth.ts';

/*
 * The transfer calls of SPEC §7 "Export and import". Their contract paths carry
 * the list as a `:listKey` segment, so each call goes to the concrete URL of
 * `transferUrls(listKey)` through the one request layer instead of `call()`.
 */

export const tenantId = () => useAuthStore.getState().tenantId;

/** Any of the transfer downloads; `url` may already carry its query (the export progress hands one over). */
export function downloadBlob(url: string, params: Record<string, unknown> = {}): Promise<Envelope<Blob>> {
  return request<Blob>({ method: 'GET', url, params: { tenantId: tenantId(), ...params }, responseType: 'blob' });
}
