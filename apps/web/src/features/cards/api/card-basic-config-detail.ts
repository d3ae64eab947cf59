import { cardBasicConfigDetail } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { cardBasicKey } from './keys.ts';

export const getCardBasic = (id: string) => unwrap(call(cardBasicConfigDetail, { body: { id } }));

export const cardBasicOptions = (id: string) =>
  queryOptions({ queryKey: [...cardBasicKey, id], queryFn: () => getCardBasic(id), staleTime: 0 });

export const useCardBasic = (id: string | null) => useQuery({ ...cardBasicOptions(id!), enabled: !!id });
