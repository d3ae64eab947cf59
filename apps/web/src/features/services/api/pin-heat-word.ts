import { pinHeatWord } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { heatWordConfigKey } from './get-heat-word-config.ts';
import { heatWordsKey } from './get-heat-words.ts';

export const postPinHeatWord = (word: string) => call(pinHeatWord, { body: { word } });

/** Pins a word: shown first, after the words pinned before it. */
export const usePinHeatWord = () => useEnvelopeMutation(postPinHeatWord, heatWordConfigKey, heatWordsKey);
