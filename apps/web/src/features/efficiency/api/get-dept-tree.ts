import { effDeptTree, type ResultOf } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { efficiencyKeys } from '../keys.ts';

export type EffDeptTree = ResultOf<typeof effDeptTree>;

/** The departments as a tree (the department filter) and those whose staff reports the caller may open (deptTree). */
export const getEffDeptTree = (signedIn: boolean): Promise<EffDeptTree> => unwrap(call(asCaller(effDeptTree, signedIn), { body: {} }));

export const effDeptTreeOptions = (signedIn: boolean) =>
  queryOptions({ queryKey: [...efficiencyKeys.all, 'deptTree', signedIn], queryFn: () => getEffDeptTree(signedIn), staleTime: 300_000 });

export const useEffDeptTree = (signedIn: boolean) => useQuery(effDeptTreeOptions(signedIn));
