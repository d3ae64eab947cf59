import { preLoginColumn } from '@onehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { landingKey } from './keys.ts';
import { loaded } from './loaded.ts';

export const getColumns = () => loaded(call(preLoginColumn, { body: null }));

export const columnsQuery = queryOptions({ queryKey: [...landingKey, 'columns'], queryFn: getColumns });
