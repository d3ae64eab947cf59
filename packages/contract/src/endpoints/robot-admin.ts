import { type Static, Type } from '@sinclair/typebox';
import { Services } from '../api-bases.ts';
import { configMenu, defineEndpoint } from '../endpoint.ts';
import { PAGE_CURRENT_MAX } from '../limits.ts';
import { RobotConfigSchema } from './auth.ts';
import { ROBOT_QUESTION_MAX } from './robot.ts';
import { PageSchema } from './services.ts';

/*
 * The help robot's administration (智能客服配置, /userFrameConfig/robotConfig,
 * issue 18, docs/design/robot.md "Administration"): the basic configuration,
 * question scenes, the knowledge base (also imported and exported through the
 * shared transfer dialogs, list `robotEntries`) and the questions the robot
 * could not answer. Every call needs the menu entry `robotConfig`; each write
 * takes effect in the robot's answers at once, on every node.
 */

const P = Services.platform;
const Id = Type.String({ minLength: 1, maxLength: 64 });

/** The configuration-menu entry of the page and of every administrators' robot call. */
export const ROBOT_MENU = 'robotConfig';
export const ROBOT_PAGE_PATH = '/userFrameConfig/robotConfig';

export const ROBOT_NAME_MAX = 20;
export const ROBOT_GREETING_MAX = 500;
export const ROBOT_ADDRESS_MAX = 500;
export const ROBOT_SCENE_NAME_MAX = 20;
export const ROBOT_SORT_MAX = 99_999;
export const ROBOT_SIMILAR_MAX = 20;
export const ROBOT_ANSWER_MAX = 10_000;
export const ROBOT_ENTRY_SERVICES_MAX = 10;
export const ROBOT_ADMIN_PAGE_SIZE_MAX = 100;
/** Service options answered to one search of the picker. */
export const ROBOT_SERVICE_OPTIONS_MAX = 50;

export const RobotAdminMessages = {
  sceneNameTaken: '分类名称已存在，请换一个名称',
  sceneHasEntries: '该分类下还有知识条目，不能删除，可编辑为停用',
  sceneUnknown: '该问题分类不存在，请刷新后重试',
  entryUnknown: '该知识条目不存在，请刷新后重试',
  questionTaken: '知识库中已有相同的问题，请直接编辑该条目',
  answerEmpty: '答案不能为空（保存时会过滤脚本等不安全内容）',
  serviceUnknown: '关联的服务不存在或已删除，请重新选择',
  unansweredUnknown: '该未解答问题不存在或已处理，请刷新后重试',
  addressUnsafe: '帮助与反馈地址只能是本站路径（以 / 开头）或 http(s) 地址',
  avatarUnsafe: '头像地址只能是本站路径（以 / 开头）或 http(s) 地址',
} as const;

const access = configMenu(ROBOT_MENU);
const Sort = Type.Integer({ minimum: 0, maximum: ROBOT_SORT_MAX });
const Paging = {
  current: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_CURRENT_MAX, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: ROBOT_ADMIN_PAGE_SIZE_MAX, default: 10 })),
};

// ── Basic configuration ──

export const RobotAdminConfigSchema = Type.Composite([
  RobotConfigSchema,
  Type.Object({
    /** Visitors may use the robot on the nobody calls. */
    visitorAllowed: Type.Boolean(),
  }),
]);
export type RobotAdminConfig = Static<typeof RobotAdminConfigSchema>;

export const robotAdminConfig = defineEndpoint({
  name: 'robotAdminConfig',
  method: 'GET',
  path: `${P}/questionbasicconfig/detail`,
  access,
  summary: "The robot's configuration as saved, with whether visitors may use it",
  result: RobotAdminConfigSchema,
});

export const robotConfigSave = defineEndpoint({
  name: 'robotConfigSave',
  method: 'POST',
  path: `${P}/questionbasicconfig/save`,
  access,
  summary: "Saves the robot's name, avatar, greeting, help-and-feedback address ('' hides 帮助与反馈), whether it is open and to visitors",
  body: Type.Object({
    robotName: Type.String({ minLength: 1, maxLength: ROBOT_NAME_MAX }),
    robotAvatar: Type.String({ maxLength: ROBOT_ADDRESS_MAX }),
    greeting: Type.String({ minLength: 1, maxLength: ROBOT_GREETING_MAX }),
    helpFeedbackUrl: Type.String({ maxLength: ROBOT_ADDRESS_MAX }),
    enabled: Type.Boolean(),
    visitorAllowed: Type.Boolean(),
  }),
  result: RobotAdminConfigSchema,
});

// ── Question scenes ──

export const RobotAdminSceneSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  sort: Type.Integer(),
  enabled: Type.Boolean(),
  /** Every knowledge entry of the scene, enabled or not: a scene with any cannot be deleted. */
  entryCount: Type.Integer({ minimum: 0 }),
});
export type RobotAdminScene = Static<typeof RobotAdminSceneSchema>;

export const robotAdminSceneList = defineEndpoint({
  name: 'robotAdminSceneList',
  method: 'POST',
  path: `${P}/questionScene/adminList`,
  access,
  summary: 'Every question scene, enabled or not, in order, with how many entries each holds',
  body: Type.Optional(Type.Object({})),
  result: Type.Array(RobotAdminSceneSchema),
});

export const robotSceneSave = defineEndpoint({
  name: 'robotSceneSave',
  method: 'POST',
  path: `${P}/questionScene/save`,
  access,
  summary: 'Adds (without id) or edits a question scene; the name is unique in the tenant',
  body: Type.Object({
    id: Type.Optional(Id),
    name: Type.String({ minLength: 1, maxLength: ROBOT_SCENE_NAME_MAX }),
    sort: Sort,
    enabled: Type.Boolean(),
  }),
  result: RobotAdminSceneSchema,
});

export const robotSceneRemove = defineEndpoint({
  name: 'robotSceneRemove',
  method: 'POST',
  path: `${P}/questionScene/remove`,
  access,
  summary: 'Deletes a question scene without entries (one with entries can only be disabled)',
  body: Type.Object({ id: Id }),
  result: Type.Null(),
});

// ── Knowledge base ──

export const RobotEntryServiceSchema = Type.Object({ serviceId: Type.String(), serviceName: Type.String() });
export type RobotEntryService = Static<typeof RobotEntryServiceSchema>;

export const RobotEntryDraftSchema = Type.Object({
  sceneId: Id,
  question: Type.String({ minLength: 1, maxLength: ROBOT_QUESTION_MAX }),
  /** Other ways to ask it; blanks and repeats are dropped. */
  similar: Type.Array(Type.String({ maxLength: ROBOT_QUESTION_MAX }), { maxItems: ROBOT_SIMILAR_MAX }),
  /** Rich text; sanitised on the server (scripts, handlers and frames removed). */
  answer: Type.String({ minLength: 1, maxLength: ROBOT_ANSWER_MAX }),
  /** Services of the hall the answer links, in order. */
  serviceIds: Type.Array(Id, { maxItems: ROBOT_ENTRY_SERVICES_MAX, uniqueItems: true }),
  enabled: Type.Boolean(),
  /** Offered with the greeting. */
  common: Type.Boolean(),
  /** Among the recommended questions. */
  recommended: Type.Boolean(),
  sort: Sort,
});
export type RobotEntryDraft = Static<typeof RobotEntryDraftSchema>;

export const RobotAdminEntrySchema = Type.Object({
  id: Type.String(),
  sceneId: Type.String(),
  sceneName: Type.String(),
  question: Type.String(),
  similar: Type.Array(Type.String()),
  /** As stored: sanitised. */
  answer: Type.String(),
  /** Linked services that still exist, with their names. */
  services: Type.Array(RobotEntryServiceSchema),
  enabled: Type.Boolean(),
  common: Type.Boolean(),
  recommended: Type.Boolean(),
  sort: Type.Integer(),
  updatedAt: Type.String(),
});
export type RobotAdminEntry = Static<typeof RobotAdminEntrySchema>;

export const robotEntryPage = defineEndpoint({
  name: 'robotEntryPage',
  method: 'POST',
  path: `${P}/questionKnowledge/page`,
  access,
  summary: 'A page of the knowledge base in scene and entry order, by words of the question or its phrasings, scene and state',
  body: Type.Object({
    ...Paging,
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    sceneId: Type.Optional(Id),
    enabled: Type.Optional(Type.Boolean()),
  }),
  result: PageSchema(RobotAdminEntrySchema),
});

export const robotEntrySave = defineEndpoint({
  name: 'robotEntrySave',
  method: 'POST',
  path: `${P}/questionKnowledge/save`,
  access,
  summary: 'Adds (without id) or edits a knowledge entry; the question is unique in the tenant, the answer is sanitised',
  body: Type.Composite([Type.Object({ id: Type.Optional(Id) }), RobotEntryDraftSchema]),
  result: RobotAdminEntrySchema,
});

export const robotEntryRemove = defineEndpoint({
  name: 'robotEntryRemove',
  method: 'POST',
  path: `${P}/questionKnowledge/remove`,
  access,
  summary: 'Deletes knowledge entries; unknown ids are refused and nothing is deleted',
  body: Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: ROBOT_ADMIN_PAGE_SIZE_MAX, uniqueItems: true }) }),
  result: Type.Object({ removed: Type.Integer({ minimum: 0 }) }),
});

export const robotServiceOptions = defineEndpoint({
  name: 'robotServiceOptions',
  method: 'POST',
  path: `${P}/questionKnowledge/serviceOptions`,
  access,
  summary: 'Services on the shelf of the hall by part of the name, with their department, to link to an answer',
  body: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 50 })) }),
  result: Type.Array(
    Type.Object({ serviceId: Type.String(), serviceName: Type.String(), serviceDeptName: Type.Union([Type.String(), Type.Null()]) }),
    {
      maxItems: ROBOT_SERVICE_OPTIONS_MAX,
    },
  ),
});

// ── Unanswered questions ──

export const RobotUnansweredSchema = Type.Object({
  id: Type.String(),
  question: Type.String(),
  askCount: Type.Integer({ minimum: 1 }),
  /** Of askCount, asked by visitors. */
  visitorCount: Type.Integer({ minimum: 0 }),
  firstAskedAt: Type.String(),
  lastAskedAt: Type.String(),
});
export type RobotUnanswered = Static<typeof RobotUnansweredSchema>;

export const robotUnansweredPage = defineEndpoint({
  name: 'robotUnansweredPage',
  method: 'POST',
  path: `${P}/questionUnanswered/page`,
  access,
  summary: 'Questions the robot could not answer, most asked first (or last asked first), by words of the question',
  body: Type.Object({
    ...Paging,
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    orderBy: Type.Optional(Type.Union([Type.Literal('count'), Type.Literal('last')])),
  }),
  result: PageSchema(RobotUnansweredSchema),
});

export const robotUnansweredToEntry = defineEndpoint({
  name: 'robotUnansweredToEntry',
  method: 'POST',
  path: `${P}/questionUnanswered/toEntry`,
  access,
  summary: 'Turns an unanswered question into a knowledge entry: the entry is added and the question leaves the list, together',
  body: Type.Object({ id: Id, entry: RobotEntryDraftSchema }),
  result: RobotAdminEntrySchema,
});

export const robotUnansweredDismiss = defineEndpoint({
  name: 'robotUnansweredDismiss',
  method: 'POST',
  path: `${P}/questionUnanswered/dismiss`,
  access,
  summary: 'Removes unanswered questions from the list without an entry (asked again, they come back)',
  body: Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: ROBOT_ADMIN_PAGE_SIZE_MAX, uniqueItems: true }) }),
  result: Type.Object({ removed: Type.Integer({ minimum: 0 }) }),
});
