import { preLoginMessageColumn } from '@onehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { landingKey } from './keys.ts';
import { loaded } from './loaded.ts';

export const getMessageColumn = (columnId: string | null, size: number) =>
  loaded(call(preLoginMessageColumn, { body: { columnId, current: 1, size } }));

export const messageColumnQuery = (columnId: string | null, size: number) =>
  queryOptions({ queryKey: [...landingKey, 'messages', columnId, size], queryFn: () => getMessageColumn(columnId, size) });
