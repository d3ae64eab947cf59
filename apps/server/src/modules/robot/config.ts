import { type ResultOf, RobotMessages, type robotBaseInfo, type robotSceneList, type robotSceneSelectList } from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';

/** The robot's basic configuration and scenes, and who may use it. */

export type RobotConfig = ResultOf<typeof robotBaseInfo> & { visitorAllowed: boolean };

/**
 * A tenant that has not configured its robot (or a Tenant-Id naming no
 * tenant) has no knowledge base either: its robot is closed, so nothing is
 * recorded under a tenant nobody set up.
 */
const DEFAULT_CONFIG: RobotConfig = {
  robotName: '小慧',
  robotAvatar: '',
  greeting: '您好，我是智能客服助手小慧，请问有什么可以帮您？',
  enabled: false,
  helpFeedbackUrl: '',
  visitorAllowed: true,
};

const configKey = (tenantId: string) => `robot:${tenantId}:config`;

/** Read by every page start (nobody/index/index), so kept in the node's memory. */
export async function robotConfig(platform: Platform, tenantId: string): Promise<RobotConfig> {
  return platform.memo.get(configKey(tenantId), async () => {
    const row = await repo.config(platform.db, tenantId);
    if (!row) return DEFAULT_CONFIG;
    return {
      robotName: row.robot_name,
      robotAvatar: row.robot_avatar,
      greeting: row.greeting,
      enabled: row.enabled === 1,
      helpFeedbackUrl: row.help_feedback_url,
      visitorAllowed: row.visitor_allowed === 1,
    };
  });
}

/** What nobody/index/index and baseInfo show: the configuration without who may use it. */
export async function baseInfo(platform: Platform, tenantId: string): Promise<ResultOf<typeof robotBaseInfo>> {
  const { visitorAllowed: _, ...shown } = await robotConfig(platform, tenantId);
  return shown;
}

/** Refuses the robot's calls while it is closed, and to visitors while they are not let in. */
export async function checkOpen(platform: Platform, principal: Principal | null, tenantId: string): Promise<RobotConfig> {
  const config = await robotConfig(platform, tenantId);
  if (!config.enabled) throw forbidden(RobotMessages.closed);
  if (!principal && !config.visitorAllowed) throw forbidden(RobotMessages.visitorsClosed);
  return config;
}

export async function sceneList(
  platform: Platform,
  principal: Principal | null,
  tenantId: string,
): Promise<ResultOf<typeof robotSceneList>> {
  await checkOpen(platform, principal, tenantId);
  const [scenes, entries] = await Promise.all([repo.enabledScenes(platform.db, tenantId), repo.answerableEntries(platform.db, tenantId)]);
  const counts = new Map<string, number>();
  for (const e of entries) counts.set(e.scene_id, (counts.get(e.scene_id) ?? 0) + 1);
  return scenes.map((s) => ({ id: s.id, name: s.name, sort: Number(s.sort), entryCount: counts.get(s.id) ?? 0 }));
}

export async function sceneOptions(
  platform: Platform,
  principal: Principal | null,
  tenantId: string,
): Promise<ResultOf<typeof robotSceneSelectList>> {
  await checkOpen(platform, principal, tenantId);
  return (await repo.enabledScenes(platform.db, tenantId)).map((s) => ({ value: s.id, label: s.name }));
}
