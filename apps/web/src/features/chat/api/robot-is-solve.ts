import { type Envelope, robotIsSolve } from '@onehall/contract';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';

/** 是否解决了您的问题: the user's answer for one robot answer (an unsolved one is recorded as unanswered by the server). */
export function postIsSolve(input: { id: string; question: string; solved: boolean }, signedIn: boolean): Promise<Envelope<null>> {
  return call(asCaller(robotIsSolve, signedIn), { body: input });
}
