import { type ResultOf, robotGreet } from '@onehall/contract';
import { useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { chatKeys } from './keys.ts';

export type RobotGreeting = ResultOf<typeof robotGreet>;

export function getGreeting(signedIn: boolean): Promise<RobotGreeting> {
  return unwrap(call(asCaller(robotGreet, signedIn)), '智能客服暂时无法连接');
}

/** The robot's name, greeting and common questions (aiquestion/greet, or its nobody twin for visitors). */
export function useGreeting(signedIn: boolean) {
  return useQuery({ queryKey: chatKeys.greet(signedIn), queryFn: () => getGreeting(signedIn), staleTime: 5 * 60_000 });
}
