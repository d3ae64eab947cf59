import { indexFooterInfoDetail } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { footerKey } from './keys.ts';

export const getIndexFooterInfo = () => unwrap(call(indexFooterInfoDetail, { body: {} }));

export const footerInfoOptions = () => queryOptions({ queryKey: footerKey, queryFn: getIndexFooterInfo, staleTime: 0 });

export const useFooterInfo = () => useQuery(footerInfoOptions());
