import { type Static, Type } from '@sinclair/typebox';
import { Services } from '../api-bases.ts';
import { defineEndpoint, signedIn } from '../endpoint.ts';
import { PAGE_CURRENT_MAX } from '../limits.ts';
import { FEEDBACK_STATES } from '../rules/feedback-states.ts';
import { MessageImageSchema } from './message-centre.ts';
import { PageSchema } from './services.ts';

/*
 * Question feedback with progress tracking (issue 18,
 * docs/design/robot-feedback.md). A signed-in user files a ticket (scene
 * from questionScene/selectList, description, up to 3 images of
 * common/upload, contact), follows their own tickets and reopens an answered
 * one once within 7 days. Handlers work the queue: holders of the
 * robotConfig menu every ticket, department administrators (three lists)
 * the tickets assigned to their departments; the manage calls answer 403
 * to anyone else, and 404 for a ticket outside the caller's reach. Every
 * change is timestamped into the ticket's timeline. The state machine is
 * rules/feedback-states.ts.
 */

const P = Services.platform;
const MANAGE = `${P}/question/feedBack/manage`;
const Id = Type.String({ minLength: 1, maxLength: 64 });

/**
 * The web's question-feedback page: the demo's help-and-feedback address.
 * Outside the /home shell, so the iframe page 帮助与反馈 opens shows it without a second header.
 */
export const FEEDBACK_PAGE_PATH = '/questionFeedback';

export const FEEDBACK_DESCRIPTION_MAX = 500;
export const FEEDBACK_CONTACT_MAX = 50;
export const FEEDBACK_IMAGES_MAX = 3;
export const FEEDBACK_REPLY_MAX = 1000;
export const FEEDBACK_REASON_MAX = 200;
export const FEEDBACK_PAGE_SIZE_MAX = 50;

export const FeedbackMessages = {
  descriptionEmpty: '请填写问题描述',
  sceneUnknown: '该问题分类不存在或已停用，请重新选择',
  imageUnknown: '图片不存在或不是您上传的，请重新上传',
  notFound: '该反馈不存在或不属于您',
  noHandler: '您没有处理反馈的权限',
  deptUnknown: '部门不存在，请重新选择',
  replyEmpty: '请填写答复内容',
  reasonEmpty: '请填写驳回原因',
  /** The page's empty state. */
  empty: '暂无反馈',
} as const;

export const FeedbackStateSchema = Type.Union(FEEDBACK_STATES.map((s) => Type.Literal(s)));

export const FeedbackEventSchema = Type.Object({
  /** submit, assign, accept, start, reply, close, reject, reopen. */
  action: Type.String(),
  /** The state after the change. */
  state: FeedbackStateSchema,
  /** The reply, the reason of a rejection, or the department given. */
  note: Type.String(),
  actorName: Type.String(),
  /** ISO-8601 time of the change. */
  at: Type.String(),
});
export type FeedbackEvent = Static<typeof FeedbackEventSchema>;

export const FeedbackListItemSchema = Type.Object({
  id: Type.String(),
  sceneId: Type.String(),
  sceneName: Type.String(),
  description: Type.String(),
  state: FeedbackStateSchema,
  deptId: Type.Union([Type.String(), Type.Null()]),
  deptName: Type.String(),
  /** Who filed it (account and name): shown to handlers. */
  account: Type.String(),
  userName: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type FeedbackListItem = Static<typeof FeedbackListItemSchema>;

export const FeedbackDetailSchema = Type.Composite([
  FeedbackListItemSchema,
  Type.Object({
    contact: Type.String(),
    images: Type.Array(MessageImageSchema),
    /** The latest answer; '' before any. */
    reply: Type.String(),
    rejectReason: Type.String(),
    answeredAt: Type.Union([Type.String(), Type.Null()]),
    reopened: Type.Boolean(),
    /** Whether the asker may reopen it now (answered, not reopened before, answer under 7 days old). */
    canReopen: Type.Boolean(),
    /** Oldest first. */
    timeline: Type.Array(FeedbackEventSchema),
  }),
]);
export type FeedbackDetail = Static<typeof FeedbackDetailSchema>;

const Count = Type.Integer({ minimum: 0 });
/** Tickets in each state (keys of FEEDBACK_STATES) and in all. */
export const FeedbackStatisticsSchema = Type.Object({
  total: Count,
  submitted: Count,
  accepted: Count,
  inProgress: Count,
  answered: Count,
  closed: Count,
  rejected: Count,
});
export type FeedbackStatistics = Static<typeof FeedbackStatisticsSchema>;

const Paging = {
  current: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_CURRENT_MAX, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: FEEDBACK_PAGE_SIZE_MAX, default: 10 })),
};
const ById = Type.Object({ id: Id });

// ── The asker ──

export const feedbackSave = defineEndpoint({
  name: 'feedbackSave',
  method: 'POST',
  path: `${P}/question/feedBack/saveQuestionFeedbackInfo`,
  access: signedIn,
  summary: 'Files a question feedback; a sensitive word refuses it (1004, SPEC §5) and stores nothing',
  body: Type.Object({
    sceneId: Id,
    description: Type.String({ maxLength: FEEDBACK_DESCRIPTION_MAX }),
    /** Ids answered by common/upload, uploaded by the caller. */
    imageIds: Type.Optional(Type.Array(Id, { maxItems: FEEDBACK_IMAGES_MAX, uniqueItems: true })),
    contact: Type.Optional(Type.String({ maxLength: FEEDBACK_CONTACT_MAX })),
  }),
  result: FeedbackDetailSchema,
});

export const feedbackProgress = defineEndpoint({
  name: 'feedbackProgress',
  method: 'POST',
  path: `${P}/question/user/showProgress`,
  access: signedIn,
  summary: "The caller's own tickets, newest first, optionally of one state",
  body: Type.Object({ ...Paging, state: Type.Optional(FeedbackStateSchema) }),
  result: PageSchema(FeedbackListItemSchema),
});

export const feedbackStatistics = defineEndpoint({
  name: 'feedbackStatistics',
  method: 'POST',
  path: `${P}/question/user/progressStatistics`,
  access: signedIn,
  summary: "How many of the caller's tickets are in each state, and in all",
  body: Type.Optional(Type.Object({})),
  result: FeedbackStatisticsSchema,
});

export const feedbackDetail = defineEndpoint({
  name: 'feedbackDetail',
  method: 'POST',
  path: `${P}/question/user/progressDetail`,
  access: signedIn,
  summary: 'One of the caller’s tickets with its timeline; 404 for anyone else’s',
  body: ById,
  result: FeedbackDetailSchema,
});

export const feedbackReopen = defineEndpoint({
  name: 'feedbackReopen',
  method: 'POST',
  path: `${P}/question/user/reopen`,
  access: signedIn,
  summary: 'Reopens one of the caller’s answered tickets (once, within 7 days of the answer): it is back in progress',
  body: ById,
  result: FeedbackDetailSchema,
});

// ── Handlers ──

export const FeedbackManageScopeSchema = Type.Object({
  /** Whether the caller handles any ticket. */
  canManage: Type.Boolean(),
  /** Holders of robotConfig: every ticket, and assignment. */
  allDepts: Type.Boolean(),
  /** Otherwise the departments whose tickets they handle. */
  deptIds: Type.Array(Type.String()),
});
export type FeedbackManageScope = Static<typeof FeedbackManageScopeSchema>;

export const feedbackManageScope = defineEndpoint({
  name: 'feedbackManageScope',
  method: 'POST',
  path: `${MANAGE}/scope`,
  access: signedIn,
  summary: 'Which tickets the caller handles: all (robotConfig), those of some departments (department administrators), or none',
  body: Type.Optional(Type.Object({})),
  result: FeedbackManageScopeSchema,
});

export const feedbackManagePage = defineEndpoint({
  name: 'feedbackManagePage',
  method: 'POST',
  path: `${MANAGE}/page`,
  access: signedIn,
  summary: 'The feedback queue within the caller’s reach, oldest waiting first, filtered by state, scene, department or text',
  body: Type.Object({
    ...Paging,
    state: Type.Optional(FeedbackStateSchema),
    sceneId: Type.Optional(Id),
    deptId: Type.Optional(Id),
    /** Description, account or name contains. */
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
  }),
  result: Type.Composite([PageSchema(FeedbackListItemSchema), Type.Object({ statistics: FeedbackStatisticsSchema })]),
});

export const feedbackManageDetail = defineEndpoint({
  name: 'feedbackManageDetail',
  method: 'POST',
  path: `${MANAGE}/detail`,
  access: signedIn,
  summary: 'A ticket within the caller’s reach, with its timeline',
  body: ById,
  result: FeedbackDetailSchema,
});

export const feedbackAssign = defineEndpoint({
  name: 'feedbackAssign',
  method: 'POST',
  path: `${MANAGE}/assign`,
  access: signedIn,
  summary: 'Gives a ticket still to be answered to a department (robotConfig holders only)',
  body: Type.Object({ id: Id, deptId: Id }),
  result: FeedbackDetailSchema,
});

export const feedbackAccept = defineEndpoint({
  name: 'feedbackAccept',
  method: 'POST',
  path: `${MANAGE}/accept`,
  access: signedIn,
  summary: 'submitted → accepted',
  body: ById,
  result: FeedbackDetailSchema,
});

export const feedbackStart = defineEndpoint({
  name: 'feedbackStart',
  method: 'POST',
  path: `${MANAGE}/start`,
  access: signedIn,
  summary: 'accepted → in progress',
  body: ById,
  result: FeedbackDetailSchema,
});

export const feedbackReply = defineEndpoint({
  name: 'feedbackReply',
  method: 'POST',
  path: `${MANAGE}/reply`,
  access: signedIn,
  summary: 'in progress → answered, with the answer the asker reads',
  body: Type.Object({ id: Id, reply: Type.String({ maxLength: FEEDBACK_REPLY_MAX }) }),
  result: FeedbackDetailSchema,
});

export const feedbackClose = defineEndpoint({
  name: 'feedbackClose',
  method: 'POST',
  path: `${MANAGE}/close`,
  access: signedIn,
  summary: 'answered → closed',
  body: ById,
  result: FeedbackDetailSchema,
});

export const feedbackReject = defineEndpoint({
  name: 'feedbackReject',
  method: 'POST',
  path: `${MANAGE}/reject`,
  access: signedIn,
  summary: 'submitted, accepted or in progress → rejected, with the reason the asker reads',
  body: Type.Object({ id: Id, reason: Type.String({ maxLength: FEEDBACK_REASON_MAX }) }),
  result: FeedbackDetailSchema,
});
