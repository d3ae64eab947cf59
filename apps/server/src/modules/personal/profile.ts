import { PersonalMessages, type PersonalProfile } from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { business } from '../../platform/http/app-error.ts';
import { ownImages } from '../messages/uploads.ts';
import * as users from '../users/service.ts';
import * as repo from './repo.ts';

/** The profile card: who the caller is (the users module) and the avatar they chose (docs/design/personal-centre.md). */

export async function profile(platform: Platform, principal: Principal): Promise<PersonalProfile> {
  const [info, avatar] = await Promise.all([
    users.getUserInfo(platform, principal),
    repo.avatarOf(platform.db, principal.tenantId, principal.userId),
  ]);
  return {
    userId: info.user_id,
    account: info.account,
    name: info.real_name || info.nick_name,
    deptName: info.dept_name,
    roles: info.roles.map((r) => ({ roleName: r.roleName, roleAlias: r.roleAlias })),
    avatarUrl: avatar?.image_url ?? null,
  };
}

/**
 * Makes an image of common/upload the avatar. The upload already judged it
 * by its bytes; here it must be the caller's own, so nobody can wear another
 * person's photo by its id.
 */
export async function setAvatar(platform: Platform, principal: Principal, imageId: string): Promise<PersonalProfile> {
  const [image] = (await ownImages(platform, principal, [imageId])) ?? [];
  if (!image) throw business(PersonalMessages.avatarUnknown);
  await repo.saveAvatar(platform.db, {
    user_id: principal.userId,
    tenant_id: principal.tenantId,
    image_id: image.id,
    image_url: image.url,
    updated_at: platform.clock.now().toISOString(),
  });
  return profile(platform, principal);
}
