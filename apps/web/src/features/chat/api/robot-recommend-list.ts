import { type RobotQuestion, robotRecommendList } from '@onehall/contract';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

/** Recommended questions (aiquestion/recommendLIst), of a scene when given. */
export function getRecommended(signedIn: boolean, sceneId?: string): Promise<RobotQuestion[]> {
  return unwrap(call(asCaller(robotRecommendList, signedIn), { query: sceneId ? { sceneId } : {} }), '推荐问题加载失败');
}
