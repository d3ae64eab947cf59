import { baseServiceCheckUrl } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';

/** Probes a frame address through the server's address guard; resolves to the envelope (refusals carry the reason). */
export const checkUrl = (url: string) => call(baseServiceCheckUrl, { body: { url } });

export const useCheckUrl = () => useEnvelopeMutation(checkUrl);
