import { robotSceneSelectList } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { feedbackKeys } from '../keys.ts';

/** The question scenes offered by the feedback form (questionScene/selectList). */
export const getFeedbackScenes = () => unwrap(call(robotSceneSelectList));

export const feedbackScenesOptions = () =>
  queryOptions({ queryKey: feedbackKeys.scenes(), queryFn: getFeedbackScenes, staleTime: 300_000 });

export const useFeedbackScenes = () => useQuery(feedbackScenesOptions());
