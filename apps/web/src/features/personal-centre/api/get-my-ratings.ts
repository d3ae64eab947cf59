import { myRatings } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { personalKeys } from '../keys.ts';

/** 我的评价: the services the caller rated, latest first (personInfo/myRatings). */
export const getMyRatings = () => unwrap(call(myRatings), '我的评价加载失败');

export const myRatingsOptions = () => queryOptions({ queryKey: personalKeys.ratings(), queryFn: getMyRatings, staleTime: 0 });

export const useMyRatings = () => useQuery(myRatingsOptions());
