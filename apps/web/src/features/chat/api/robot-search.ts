import { type Envelope, type RobotAnswer, robotSearch } from '@onehall/contract';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';

/** Ranked answers to a question (aiquestion/lucene/search); empty when the knowledge base has none. */
export function postRobotSearch(question: string, signedIn: boolean): Promise<Envelope<RobotAnswer[]>> {
  return call(asCaller(robotSearch, signedIn), { body: { question } });
}
