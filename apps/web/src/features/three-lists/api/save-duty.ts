import { type BodyOf, dutySave, dutyUpdate } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { THREE_LISTS_KEY } from '../../../api/query-keys.ts';

export type DutySaveInput = BodyOf<typeof dutySave>;
export type DutyUpdateInput = BodyOf<typeof dutyUpdate>;

/** Adds a duty, or updates it when the input carries its id. */
export const saveDuty = (input: DutySaveInput | DutyUpdateInput) =>
  'id' in input ? call(dutyUpdate, { body: input }) : call(dutySave, { body: input });

/** Resolves to the envelope so the form can show the server's refusal. */
export const useSaveDuty = () => useEnvelopeMutation(saveDuty, THREE_LISTS_KEY);
