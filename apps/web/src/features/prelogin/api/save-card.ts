import { type BodyOf, preLoginCardSave } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { preloginKey } from './keys.ts';

export const saveCard = (body: BodyOf<typeof preLoginCardSave>) => call(preLoginCardSave, { body });

export const useSaveCard = () => useEnvelopeMutation(saveCard, preloginKey);
