import { type BodyOf, type ServiceDetail, type ServiceGuide, saveBodyOf, saveService } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { guidesKey } from './keys.ts';

/** The save body that keeps every other field of the service as it is and replaces its guide. */
export function withGuide(s: ServiceDetail, guide: ServiceGuide): BodyOf<typeof saveService> {
  return { ...saveBodyOf(s), guide };
}

export const saveGuide = ({ service, guide }: { service: ServiceDetail; guide: ServiceGuide }) =>
  call(saveService, { body: withGuide(service, guide) });

/** Resolves to the envelope so the drawer can show the server's refusal. */
export const useSaveGuide = () => useEnvelopeMutation(saveGuide, guidesKey);
