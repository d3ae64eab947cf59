import { ROBOT_KEYWORD_MAX, ROBOT_KEYWORD_MIN, type RobotQuestion, robotWantAnswer } from '@onehall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { chatKeys } from './keys.ts';

export function getSuggestions(keyword: string, signedIn: boolean): Promise<RobotQuestion[]> {
  return unwrap(call(asCaller(robotWantAnswer, signedIn), { query: { keyword } }));
}

/** Questions matching what is typed, once it has ROBOT_KEYWORD_MIN characters (the caller debounces `keyword`). */
export function useSuggestions(keyword: string, signedIn: boolean) {
  const typed = keyword.trim().slice(0, ROBOT_KEYWORD_MAX);
  return useQuery({
    queryKey: chatKeys.suggestions(typed, signedIn),
    queryFn: () => getSuggestions(typed, signedIn),
    enabled: typed.length >= ROBOT_KEYWORD_MIN,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
