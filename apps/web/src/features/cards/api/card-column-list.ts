import { cardColumnList } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { columnsKey } from './keys.ts';

export const getCardColumns = (cardId: string) => unwrap(call(cardColumnList, { body: { cardId } }));

export const cardColumnsOptions = (cardId: string) =>
  queryOptions({ queryKey: [...columnsKey, cardId], queryFn: () => getCardColumns(cardId), staleTime: 0 });

export const useCardColumns = (cardId: string | null) => useQuery({ ...cardColumnsOptions(cardId!), enabled: !!cardId });
