import { preLoginCardRepetitiveName } from '@onehall/contract';
import { call } from '../../../api/client.ts';

/** Whether another card already has the name: the form's validator asks on each (debounced) change. */
export function checkCardName(cardName: string, id: string | null | undefined) {
  return call(preLoginCardRepetitiveName, { body: { cardName, id: id ?? null } });
}
