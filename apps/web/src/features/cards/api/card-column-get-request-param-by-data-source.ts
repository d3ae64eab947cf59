import { type BodyOf, cardColumnGetRequestParamByDataSource } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

/** A data source as its request and return parameters are asked for. */
export type SourceQuery = BodyOf<typeof cardColumnGetRequestParamByDataSource>;

export const getRequestParams = (source: SourceQuery) => unwrap(call(cardColumnGetRequestParamByDataSource, { body: source }));

export const requestParamsOptions = (source: SourceQuery) =>
  queryOptions({ queryKey: ['cards', 'requestParams', source], queryFn: () => getRequestParams(source) });

export const useRequestParams = (source: SourceQuery | null) => useQuery({ ...requestParamsOptions(source!), enabled: !!source });
