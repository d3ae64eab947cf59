import {
  type BodyOf,
  baseServiceCheckUrl,
  cardBasicConfigDetail,
  cardBasicConfigSubmit,
  cardColumnAdjustOrder,
  cardColumnChoseCopyColumnlist,
  cardColumnGetApiDetail,
  cardColumnGetApiList,
  cardColumnGetColumnDetail,
  cardColumnGetDataSourceList,
  cardColumnGetParamTypeList,
  cardColumnGetRequestParamByDataSource,
  cardColumnGetReturnParamByDataSource,
  cardColumnGetRoleListClass,
  cardColumnList,
  cardColumnRemove,
  cardColumnRemoveApi,
  cardColumnSaveApi,
  cardColumnSubmit,
} from '@onehall/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { indexKey } from './index-config.ts';

/** A card's basic config and its columns (SPEC §7 "Card configuration", page cardBusinessConfig). */

const columnsKey = ['cards', 'columns'] as const;

export const useCardBasic = (id: string | null) =>
  useQuery({
    queryKey: ['cards', 'basic', id],
    queryFn: () => unwrap(call(cardBasicConfigDetail, { body: { id: id! } })),
    enabled: !!id,
    staleTime: 0,
  });

export const useSubmitCardBasic = () =>
  useEnvelopeMutation((body: BodyOf<typeof cardBasicConfigSubmit>) => call(cardBasicConfigSubmit, { body }), ['cards', 'basic'], indexKey);

export const useCardColumns = (cardId: string | null) =>
  useQuery({
    queryKey: [...columnsKey, cardId],
    queryFn: () => unwrap(call(cardColumnList, { body: { cardId: cardId! } })),
    enabled: !!cardId,
    staleTime: 0,
  });

export const useSubmitColumn = () =>
  useEnvelopeMutation((body: BodyOf<typeof cardColumnSubmit>) => call(cardColumnSubmit, { body }), columnsKey, indexKey);
export const useRemoveColumn = () =>
  useEnvelopeMutation((id: string) => call(cardColumnRemove, { body: { ids: id } }), columnsKey, indexKey);
export const useAdjustColumnOrder = () =>
  useEnvelopeMutation((body: BodyOf<typeof cardColumnAdjustOrder>) => call(cardColumnAdjustOrder, { body }), columnsKey);
export const useCopyColumns = () =>
  useEnvelopeMutation(
    (body: BodyOf<typeof cardColumnChoseCopyColumnlist>) => call(cardColumnChoseCopyColumnlist, { body }),
    columnsKey,
    indexKey,
  );

/** Columns of other cards of the same kind that can be copied into this card. */
export const useCopyableColumns = (cardId: string | null) =>
  useQuery({
    queryKey: [...columnsKey, 'copyable', cardId],
    queryFn: () => unwrap(call(cardColumnGetColumnDetail, { body: { cardId: cardId! } })),
    enabled: !!cardId,
    staleTime: 0,
  });

export const useDataSources = () =>
  useQuery({
    queryKey: ['cards', 'dataSources'],
    queryFn: () => unwrap(call(cardColumnGetDataSourceList, { body: {} })),
    staleTime: 60_000,
  });

export type SourceQuery = BodyOf<typeof cardColumnGetRequestParamByDataSource>;

export const useRequestParams = (source: SourceQuery | null) =>
  useQuery({
    queryKey: ['cards', 'requestParams', source],
    queryFn: () => unwrap(call(cardColumnGetRequestParamByDataSource, { body: source! })),
    enabled: !!source,
  });

export const useReturnParams = (source: SourceQuery | null) =>
  useQuery({
    queryKey: ['cards', 'returnParams', source],
    queryFn: () => unwrap(call(cardColumnGetReturnParamByDataSource, { body: source! })),
    enabled: !!source,
  });

export const useRoleClasses = () =>
  useQuery({
    queryKey: ['cards', 'roleClasses'],
    queryFn: () => unwrap(call(cardColumnGetRoleListClass, { body: {} })),
    staleTime: 300_000,
  });

export const useApiList = () =>
  useQuery({ queryKey: ['cards', 'apis'], queryFn: () => unwrap(call(cardColumnGetApiList, { body: {} })), staleTime: 0 });

export const useApiDetail = (id: string | null) =>
  useQuery({
    queryKey: ['cards', 'apis', id],
    queryFn: () => unwrap(call(cardColumnGetApiDetail, { body: { id: id! } })),
    enabled: !!id,
  });

/** Registered APIs are also data sources, so a write refreshes both lists. */
const apisKey = ['cards', 'apis'] as const;
const dataSourcesKey = ['cards', 'dataSources'] as const;

export const useSaveApi = () =>
  useEnvelopeMutation((body: BodyOf<typeof cardColumnSaveApi>) => call(cardColumnSaveApi, { body }), apisKey, dataSourcesKey);
export const useRemoveApi = () => useEnvelopeMutation((id: string) => call(cardColumnRemoveApi, { body: { id } }), apisKey, dataSourcesKey);

export const useParamTypes = () =>
  useQuery({
    queryKey: ['cards', 'paramTypes'],
    queryFn: () => unwrap(call(cardColumnGetParamTypeList, { body: {} })),
    staleTime: 300_000,
  });

/** Probes a frame address through the server's address guard; resolves to the envelope (refusals carry the reason). */
export const useCheckUrl = () => useEnvelopeMutation((url: string) => call(baseServiceCheckUrl, { body: { url } }));
