import { commonToolRemove } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { preloginKey } from './keys.ts';

export const removeTool = (id: string) => call(commonToolRemove, { body: { id } });

export const useRemoveTool = () => useEnvelopeMutation(removeTool, preloginKey);
