import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { Services } from '../api-bases.ts';
import { defineEndpoint, signedIn } from '../endpoint.ts';
import { HolidaySchema } from './navigation.ts';
import { MyRatingSchema, ServiceListItemSchema } from './services.ts';

/*
 * The personal centre /home/PersonalCenter (issue 19,
 * docs/design/personal-centre.md): the caller's profile and avatar, the
 * services they used recently, the services they rated and the school
 * calendar of the current semester. Everything answers about the caller
 * only; favourites, the password and the feedback tickets use the calls of
 * their own areas.
 */

const P = Services.platform;
const PERSON = `${P}/personInfo`;
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Most recently used services shown at most. */
export const RECENT_SYSTEMS_MAX = 12;
/** How far back the visit log is read for them. */
export const RECENT_SYSTEMS_DAYS = 180;

export const PersonalMessages = {
  avatarUnknown: '头像图片不存在或不是您上传的，请重新上传',
  avatarSaved: '头像已更新',
  recentEmpty: '暂无最近使用的服务',
  ratingsEmpty: '暂无评价',
  noSemester: '暂无校历，请联系管理员配置学期',
} as const;

export const PersonalProfileSchema = Type.Object({
  userId: Type.String(),
  account: Type.String(),
  /** The real name, or the nick name when none is kept. */
  name: Type.String(),
  deptName: Nullable(Type.String()),
  roles: Type.Array(Type.Object({ roleName: Type.String(), roleAlias: Type.String() })),
  /** Address of the avatar image (a common/upload image), or null for the default one. */
  avatarUrl: Nullable(Type.String()),
});
export type PersonalProfile = Static<typeof PersonalProfileSchema>;

export const personalProfile = defineEndpoint({
  name: 'personalProfile',
  method: 'GET',
  path: `${PERSON}/detail`,
  access: signedIn,
  summary: "The caller's profile: name, account, department, roles and avatar",
  result: PersonalProfileSchema,
});

export const setAvatar = defineEndpoint({
  name: 'setAvatar',
  method: 'POST',
  path: `${PERSON}/setAvatar`,
  access: signedIn,
  summary: 'Makes an image the caller uploaded with common/upload their avatar; anyone else’s image is refused',
  body: Type.Object({ imageId: Type.String({ minLength: 1, maxLength: 64 }) }),
  result: PersonalProfileSchema,
});

export const RecentSystemSchema = Type.Composite([ServiceListItemSchema, Type.Object({ lastVisitAt: Type.String() })]);
export type RecentSystem = Static<typeof RecentSystemSchema>;

export const getSystemAccessLink = defineEndpoint({
  name: 'getSystemAccessLink',
  method: 'GET',
  path: `${PERSON}/getSystemAccessLink`,
  access: signedIn,
  summary: `The services the caller opened lately, most recent first, one entry each, only those they may still open (at most ${RECENT_SYSTEMS_MAX})`,
  result: Type.Array(RecentSystemSchema),
});

export const MyRatedServiceSchema = Type.Composite([MyRatingSchema, Type.Object({ service: ServiceListItemSchema })]);
export type MyRatedService = Static<typeof MyRatedServiceSchema>;

export const myRatings = defineEndpoint({
  name: 'myRatings',
  method: 'GET',
  path: `${PERSON}/myRatings`,
  access: signedIn,
  summary: 'The services the caller rated and still sees, with score, labels, comment and date, latest first',
  result: Type.Array(MyRatedServiceSchema),
});

export const SchoolCalendarSchema = Type.Object({
  /** China-time date the answer is for, YYYY-MM-DD. */
  today: Type.String(),
  /** The semester today falls in, else the next one, else the last one; null when none is configured. */
  semester: Nullable(Type.Object({ id: Type.String(), name: Type.String(), start: Type.String(), end: Type.String() })),
  /** current: today falls in it; upcoming: it has not begun; ended: the last one is over. */
  state: Type.Union([Type.Literal('current'), Type.Literal('upcoming'), Type.Literal('ended'), Type.Literal('none')]),
  /** Teaching week of today (weeks start on Monday, week 1 holds the first day); null outside the semester. */
  weekNo: Nullable(Type.Integer({ minimum: 1 })),
  totalWeeks: Type.Integer({ minimum: 0 }),
  /** Holidays of the school calendar that overlap the semester, in date order. */
  holidays: Type.Array(HolidaySchema),
});
export type SchoolCalendar = Static<typeof SchoolCalendarSchema>;

export const getSchoolCalendar = defineEndpoint({
  name: 'getSchoolCalendar',
  method: 'POST',
  path: `${Services.workbench}/scSemester/getSchoolCalendar`,
  access: signedIn,
  summary: 'The current semester (name, dates, teaching week of today) with its holidays',
  body: Type.Optional(Type.Object({})),
  result: SchoolCalendarSchema,
});
