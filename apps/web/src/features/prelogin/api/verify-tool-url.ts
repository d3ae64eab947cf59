import { commonToolVerifyUrl } from '@onehall/contract';
import { call } from '../../../api/client.ts';

/** Probes a tool's address through the server's address guard, never from the browser. */
export function verifyToolUrl(url: string) {
  return call(commonToolVerifyUrl, { body: { url } });
}
