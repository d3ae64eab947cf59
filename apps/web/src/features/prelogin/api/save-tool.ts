import { type BodyOf, commonToolSave } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { preloginKey } from './keys.ts';

export const saveTool = (body: BodyOf<typeof commonToolSave>) => call(commonToolSave, { body });

export const useSaveTool = () => useEnvelopeMutation(saveTool, preloginKey);
