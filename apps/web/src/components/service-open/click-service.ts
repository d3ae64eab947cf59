import { clickService, type Envelope, type ResultOf } from '@onehall/contract';
import { call } from '../../api/client.ts';

/** SPEC §7 visit log: every opening of a service is recorded; it feeds hotness and the heat lists. */
export function postClickService(serviceId: string): Promise<Envelope<ResultOf<typeof clickService>>> {
  return call(clickService, { body: { serviceId } });
}
