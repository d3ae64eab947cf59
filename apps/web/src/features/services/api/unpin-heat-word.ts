import { unpinHeatWord } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { heatWordConfigKey } from './get-heat-word-config.ts';
import { heatWordsKey } from './get-heat-words.ts';

export const postUnpinHeatWord = (id: string) => call(unpinHeatWord, { body: { id } });

/** Removes a pin. */
export const useUnpinHeatWord = () => useEnvelopeMutation(postUnpinHeatWord, heatWordConfigKey, heatWordsKey);
