import { getSchoolCalendar, getSystemAccessLink, myRatings, personalProfile, setAvatar } from '@onehall/contract';
import type { Platform } from '../../platform/context.ts';
import type { Router } from '../../platform/http/endpoints.ts';
import * as activity from './activity.ts';
import * as calendar from './calendar.ts';
import * as profile from './profile.ts';

/** The personal centre (docs/design/personal-centre.md): every call answers about the caller only. */
export function registerPersonalRoutes(platform: Platform, { route }: Router): void {
  route(personalProfile, ({ principal }) => profile.profile(platform, principal));
  route(setAvatar, ({ principal, body }) => profile.setAvatar(platform, principal, body.imageId));
  route(getSystemAccessLink, ({ principal }) => activity.recentSystems(platform, principal));
  route(myRatings, ({ principal }) => activity.ratings(platform, principal));
  route(getSchoolCalendar, ({ principal }) => calendar.schoolCalendar(platform, principal));
}
