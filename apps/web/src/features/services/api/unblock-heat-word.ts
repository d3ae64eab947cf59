import { unblockHeatWord } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { heatWordConfigKey } from './get-heat-word-config.ts';
import { heatWordsKey } from './get-heat-words.ts';

export const postUnblockHeatWord = (id: string) => call(unblockHeatWord, { body: { id } });

/** Removes a block. */
export const useUnblockHeatWord = () => useEnvelopeMutation(postUnblockHeatWord, heatWordConfigKey, heatWordsKey);
