import { cardColumnGetReturnParamByDataSource } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import type { SourceQuery } from './card-column-get-request-param-by-data-source.ts';

export const getReturnParams = (source: SourceQuery) => unwrap(call(cardColumnGetReturnParamByDataSource, { body: source }));

export const returnParamsOptions = (source: SourceQuery) =>
  queryOptions({ queryKey: ['cards', 'returnParams', source], queryFn: () => getReturnParams(source) });

export const useReturnParams = (source: SourceQuery | null) => useQuery({ ...returnParamsOptions(source!), enabled: !!source });
