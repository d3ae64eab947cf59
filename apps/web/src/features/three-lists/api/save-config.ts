import { type BodyOf, tripleListSaveConfig } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { threeListsKeys } from '../keys.ts';

export type SaveConfigBody = BodyOf<typeof tripleListSaveConfig>;

/** Saves the whole configuration (switches, categories in order, hidden departments); resolves to the envelope. */
export const saveThreeListsConfig = (body: SaveConfigBody) => call(tripleListSaveConfig, { body });

export const useSaveThreeListsConfig = () => useEnvelopeMutation(saveThreeListsConfig, threeListsKeys.all);
