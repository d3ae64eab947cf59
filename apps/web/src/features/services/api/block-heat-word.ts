import { blockHeatWord } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { heatWordConfigKey } from './get-heat-word-config.ts';
import { heatWordsKey } from './get-heat-words.ts';

export const postBlockHeatWord = (word: string) => call(blockHeatWord, { body: { word } });

/** Blocks a word: never shown again, whatever the searches. */
export const useBlockHeatWord = () => useEnvelopeMutation(postBlockHeatWord, heatWordConfigKey, heatWordsKey);
