import { type BodyOf, effSceneTree, type ResultOf } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { efficiencyKeys } from '../keys.ts';

export type SceneTreeQuery = BodyOf<typeof effSceneTree>;
export type SceneTreeResult = ResultOf<typeof effSceneTree>;

/** Scenes with their services and processes (sceneTree). */
export const getSceneTree = (query: SceneTreeQuery, signedIn: boolean): Promise<SceneTreeResult> =>
  unwrap(call(asCaller(effSceneTree, signedIn), { body: query }));

export const sceneTreeOptions = (query: SceneTreeQuery, signedIn: boolean) => {
  const { period, ...extra } = query;
  return queryOptions({
    queryKey: efficiencyKeys.report(signedIn, 'sceneTree', period, extra),
    queryFn: () => getSceneTree(query, signedIn),
    // A new period keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
};

export const useSceneTree = (query: SceneTreeQuery, signedIn: boolean, enabled = true) =>
  useQuery({ ...sceneTreeOptions(query, signedIn), enabled });
