import { prepareLoginQueryServiceByType } from '@onehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { landingKey } from './keys.ts';
import { loaded } from './loaded.ts';

export type GroupKind = 'dept' | 'scene';

export const getServicesByType = (kind: GroupKind, typeId: string | null, size: number) =>
  loaded(call(prepareLoginQueryServiceByType, { body: { kind, typeId, current: 1, size } }));

export const servicesByTypeQuery = (kind: GroupKind, typeId: string | null, size: number) =>
  queryOptions({ queryKey: [...landingKey, 'byType', kind, typeId, size], queryFn: () => getServicesByType(kind, typeId, size) });
