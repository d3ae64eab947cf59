import { myCollect } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { personalKeys } from '../keys.ts';

/** 我的收藏: the caller's collection of the service hall, in their order (serverCenter/myCollect). */
export const getFavourites = () => unwrap(call(myCollect), '我的收藏加载失败');

export const favouritesOptions = () => queryOptions({ queryKey: personalKeys.favourites(), queryFn: getFavourites, staleTime: 0 });

export const useFavourites = () => useQuery(favouritesOptions());
