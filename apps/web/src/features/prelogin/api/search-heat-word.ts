import { searchHeatWord } from '@onehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { landingKey } from './keys.ts';
import { loaded } from './loaded.ts';

/** Suggested words when the administrator configured none: what visitors searched most. */
export async function getHeatWords(): Promise<string[]> {
  const visitorDef = { ...searchHeatWord, path: searchHeatWord.visitorPath ?? searchHeatWord.path };
  const words = await loaded(call(visitorDef));
  return words.map((w) => w.word);
}

export const heatWordsQuery = queryOptions({ queryKey: [...landingKey, 'heatWords'], queryFn: getHeatWords });
