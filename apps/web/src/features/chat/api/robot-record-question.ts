import { type Envelope, type ResultOf, robotRecordQuestion } from '@onehall/contract';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';

/** Records a question the robot could not answer, so administrators see what is missing. */
export function postRecordQuestion(question: string, signedIn: boolean): Promise<Envelope<ResultOf<typeof robotRecordQuestion>>> {
  return call(asCaller(robotRecordQuestion, signedIn), { body: { question } });
}
