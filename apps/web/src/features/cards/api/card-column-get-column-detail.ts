import { cardColumnGetColumnDetail } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { columnsKey } from './keys.ts';

/** Columns of other cards of the same kind that can be copied into this card. */
export const getCopyableColumns = (cardId: string) => unwrap(call(cardColumnGetColumnDetail, { body: { cardId } }));

export const copyableColumnsOptions = (cardId: string) =>
  queryOptions({ queryKey: [...columnsKey, 'copyable', cardId], queryFn: () => getCopyableColumns(cardId), staleTime: 0 });

export const useCopyableColumns = (cardId: string | null) => useQuery({ ...copyableColumnsOptions(cardId!), enabled: !!cardId });
