import { type Static, type TSchema, Type } from '@sinclair/typebox';
import type { LoginConfigSchema, SessionExpirationSchema } from './endpoints/auth.ts';
import { DEFAULT_THEME_COLOR, DEFAULT_THEME_ID, DEFAULT_THEME_NAME } from './limits.ts';

/**
 * Entities of SPEC §3 that are not part of sign-in (those live in
 * `endpoints/auth.ts`). Field names are spelled exactly as SPEC spells them,
 * including its mixed snake_case and camelCase, so a client written from the
 * specification reads these shapes unchanged.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Ids arrive as numbers from some services and strings from others. */
const AnyId = Type.Union([Type.String(), Type.Integer()]);

// Messages and notices.

export const ImportantNoticeSchema = Type.Object({
  /** "0,1" or "1" means the notice pops up (see `isImportantNoticePopup`). */
  openWindow: Type.String(),
  messageIdWeb: Type.String(),
  messageId: Type.String(),
  fromUserName: Type.String(),
  fromUserId: Type.String(),
  /** Plain text, or JSON `{title, img}` (see `parseNoticeContent`). */
  content: Type.String(),
  /** True when the notice was stored while the user was offline and is delivered on next sign-in instead of pushed. */
  offlineNoPushMsg: Type.Optional(Type.Boolean()),
});
export type ImportantNotice = Static<typeof ImportantNoticeSchema>;

export const NoticeContentSchema = Type.Object({
  title: Type.String(),
  img: Nullable(Type.String()),
});
export type NoticeContent = Static<typeof NoticeContentSchema>;

export const MessageDetailSchema = Type.Object({
  id: Type.String(),
  url: Type.String(),
});
export type MessageDetail = Static<typeof MessageDetailSchema>;

// Cards.

export const CardBasicConfigSchema = Type.Object({
  cardName: Type.String(),
  cardIntroduction: Type.String(),
  displayRows: Type.Integer({ minimum: 1, maximum: 3 }),
});
export type CardBasicConfig = Static<typeof CardBasicConfigSchema>;

export const StatusBackgroundColorSchema = Type.Object({
  colorVal: Type.String(),
  typeName: Type.String(),
});
export type StatusBackgroundColor = Static<typeof StatusBackgroundColorSchema>;

/** Rows of a card preview are configured per card, so their columns are open. */
const OpenRow = Type.Record(Type.String(), Type.Unknown());

export const CardPreviewSchema = Type.Object({
  basicConfig: CardBasicConfigSchema,
  list: Type.Array(OpenRow),
  typeList: Type.Array(OpenRow),
  otherInformationList: Type.Array(OpenRow),
  currentStatusBackgroundColor: Type.Array(StatusBackgroundColorSchema),
  /** "OfficialAccount" for official-account messages, any other value for business data. */
  dataSource: Type.String(),
});
export type CardPreview = Static<typeof CardPreviewSchema>;

export const FrameConfigSchema = Type.Object({
  /** "qiankun" for a micro-frontend, or what a JSON frame config names (e.g. "iframe"). */
  type: Type.String(),
  url: Type.String(),
});
export type FrameConfig = Static<typeof FrameConfigSchema>;

export const CardSchema = Type.Object({
  cardId: Type.String(),
  /** A url starting with "{" is a JSON frame config; see `parseCardFrameConfig`. */
  card: Type.Object({ url: Type.String() }),
});
export type Card = Static<typeof CardSchema>;

export const TODO_TYPE_NAME_DEFAULT = '待审批';
export const TODO_TIMEOUT_NAME_DEFAULT = '超时';

export const TodoItemSchema = Type.Object({
  columnName: Type.String(),
  todoNum: Type.Integer({ minimum: 0 }),
  todoTypeName: Type.Optional(Type.String({ default: TODO_TYPE_NAME_DEFAULT })),
  todoTimeoutName: Type.Optional(Type.String({ default: TODO_TIMEOUT_NAME_DEFAULT })),
  todoTimeoutNum: Type.Integer({ minimum: 0 }),
});
export type TodoItem = Static<typeof TodoItemSchema>;

export const CardMappingSchema = Type.Object({
  field: Type.String(),
  chineseName: Type.String(),
});
export type CardMapping = Static<typeof CardMappingSchema>;

export const StagingColumnSchema = Type.Object({
  columnName: Type.String(),
  num: Type.Integer({ minimum: 0 }),
  result: Type.Array(OpenRow),
  /** Entries for `fieldSet` and `urlDetail` are never shown; see `visibleCardMapping`. */
  cardMapping: Type.Array(CardMappingSchema),
});
export type StagingColumn = Static<typeof StagingColumnSchema>;

export const StagingCardSchema = Type.Object({
  list: Type.Array(StagingColumnSchema),
});
export type StagingCard = Static<typeof StagingCardSchema>;

export const TypeListEntrySchema = Type.Object({
  id: Type.String(),
  typeName: Type.String(),
  /** Card config fields are not given by SPEC; a type with any card cannot be deleted. */
  cardConfigs: Type.Array(OpenRow),
});
export type TypeListEntry = Static<typeof TypeListEntrySchema>;

// Services, news, tools.

export const ProcessType = { OFFLINE: 'OFFLINE', ONLINE: 'ONLINE' } as const;

export const ServiceItemSchema = Type.Object({
  serviceId: Type.String(),
  serviceName: Type.String(),
  serviceIcon: Nullable(Type.String()),
  serviceDeptName: Nullable(Type.String()),
  serviceSceneName: Nullable(Type.String()),
  /** "OFFLINE" shows 线下办理; any other value shows 在线办理. */
  processType: Type.String(),
  hasGuide: Type.Boolean(),
  visitCount: Type.Integer({ minimum: 0 }),
  accessWay: Type.Integer(),
  /** 1001 in-page, 1002 pop-up window, 1003 new tab (`OpenWay`); anything else is an error for the opener. */
  openWay: Type.Integer(),
  serviceUrl: Type.String(),
});
export type ServiceItem = Static<typeof ServiceItemSchema>;

export const NewsItemSchema = Type.Object({
  title: Type.String(),
  /** Either time may be present; `releaseTime` wins when both are. Format `YYYY-MM-DD HH:mm:ss`. */
  releaseTime: Type.Optional(Type.String()),
  create_time: Type.Optional(Type.String()),
  /** Importance label. */
  fieldSet: Type.Optional(Nullable(Type.String())),
  columnName: Type.String(),
});
export type NewsItem = Static<typeof NewsItemSchema>;

export const ToolItemSchema = Type.Object({
  tools_name: Type.String(),
  tools_icon: Nullable(Type.String()),
  typeList: Type.Array(Type.Object({ name: Type.String() })),
});
export type ToolItem = Static<typeof ToolItemSchema>;

// Navigation.

export const NavigationType = {
  ADD: 'ADD',
  SERVICE_HALL: 'SERVICE_HALL',
  FLOW_SERVICE_CENTER: 'FLOW_SERVICE_CENTER',
  APPLY_SERVICE_CENTER: 'APPLY_SERVICE_CENTER',
} as const;
export type NavigationTypeName = (typeof NavigationType)[keyof typeof NavigationType];

export const NAV_BUILT_IN = 1;
export const NAV_CUSTOM = 2;
/** isAuto value shown as 已启用. */
export const NAV_AUTO_ENABLED = 1;

export const NavigationEntrySchema = Type.Object({
  id: Type.String(),
  navigationName: Type.String(),
  navigationType: Type.Union([
    Type.Literal(NavigationType.ADD),
    Type.Literal(NavigationType.SERVICE_HALL),
    Type.Literal(NavigationType.FLOW_SERVICE_CENTER),
    Type.Literal(NavigationType.APPLY_SERVICE_CENTER),
  ]),
  isBuilt: Type.Union([Type.Literal(NAV_BUILT_IN), Type.Literal(NAV_CUSTOM)]),
  configPath: Nullable(Type.String()),
  isAuto: Type.Integer(),
  path: Nullable(Type.String()),
});
export type NavigationEntry = Static<typeof NavigationEntrySchema>;

// Theme.

export const ThemeSchema = Type.Object({
  themeId: Type.String(),
  themeName: Type.String(),
  themeColor: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
  themeImg: Nullable(Type.String()),
  themeImgBorderColor: Nullable(Type.String()),
  WaitingForMeToHandleBCImg: Nullable(Type.String()),
});
export type Theme = Static<typeof ThemeSchema>;

export const DEFAULT_THEME: Readonly<Theme> = Object.freeze({
  themeId: DEFAULT_THEME_ID,
  themeName: DEFAULT_THEME_NAME,
  themeColor: DEFAULT_THEME_COLOR,
  themeImg: null,
  themeImgBorderColor: null,
  WaitingForMeToHandleBCImg: null,
});

// Modal views and chat.

export const ServiceConfigSchema = Type.Object({
  serviceUrl: Type.String(),
  /** Copied from serviceUrl when the view opens. */
  serviceHref: Type.Optional(Type.String()),
});
export type ServiceConfig = Static<typeof ServiceConfigSchema>;

export const ModalViewConfigSchema = Type.Object({
  /** A number means pixels; missing means 650px (see `modalViewSize`). */
  height: Type.Optional(Type.Union([Type.String(), Type.Number()])),
  width: Type.Optional(Type.Union([Type.String(), Type.Number()])),
  openType: Type.Optional(Type.Union([Type.String(), Type.Integer()])),
  serviceConfig: Type.Optional(ServiceConfigSchema),
});
export type ModalViewConfig = Static<typeof ModalViewConfigSchema>;

export const ModalViewSchema = Type.Object({
  config: ModalViewConfigSchema,
  hidden: Type.Boolean(),
  /** Generated 32-character id; closing removes the view by it. */
  modelId: Type.String({ minLength: 32, maxLength: 32 }),
});
export type ModalView = Static<typeof ModalViewSchema>;

export const ChatFriendSchema = Type.Object({
  /** 30001 is the assistant. */
  id: AnyId,
  mpType: Type.Optional(Nullable(Type.String())),
  /** Epoch milliseconds of the last message. */
  timeSend: Type.Optional(Nullable(Type.Number())),
  /** Epoch milliseconds the entry was pinned; empty means not pinned. */
  openTopChatTime: Type.Optional(Nullable(Type.Number())),
});
export type ChatFriend = Static<typeof ChatFriendSchema>;

// Session.

export const SsoTicketSchema = Type.Object({
  tgt: Type.String(),
  /** Seconds the SSO session lives. */
  expireTime: Type.Integer(),
});
export type SsoTicket = Static<typeof SsoTicketSchema>;

export type LoginConfig = Static<typeof LoginConfigSchema>;
export type SessionExpiration = Static<typeof SessionExpirationSchema>;

// Bulk export and import.

export const ExportProgressSchema = Type.Object({
  /** Percent, 0..100. */
  finishRate: Type.Number({ minimum: 0, maximum: 100 }),
  finished: Type.Boolean(),
  useTimeStr: Type.String(),
  tryMathRemainTime: Type.String(),
  totalNum: Type.Integer({ minimum: 0 }),
  finishNum: Type.Integer({ minimum: 0 }),
  errorMsg: Nullable(Type.String()),
  redisKey: Type.String(),
  /** Present once the file is ready. */
  result: Nullable(Type.Object({ url: Type.String() })),
});
export type ExportProgress = Static<typeof ExportProgressSchema>;

export const ImportProgressSchema = Type.Object({
  newInsertNum: Type.Integer({ minimum: 0 }),
  updateNum: Type.Integer({ minimum: 0 }),
  jumpNum: Type.Integer({ minimum: 0 }),
  failNum: Type.Integer({ minimum: 0 }),
  successNum: Type.Integer({ minimum: 0 }),
  finished: Type.Boolean(),
  /** Key of the error file; downloadable once finished with failNum > 0. */
  errorKey: Nullable(Type.String()),
  redisKey: Type.String(),
});
export type ImportProgress = Static<typeof ImportProgressSchema>;

export const ImportMatchFieldSchema = Type.Object({
  /** Database column. */
  column: Type.String(),
  /** Excel header matched to it, or empty when unmatched. */
  configure: Type.String(),
});
export type ImportMatchField = Static<typeof ImportMatchFieldSchema>;

export const ImportDbFieldSchema = Type.Object({
  column: Type.String(),
  /** 1 = system-required; every such field must be matched before submit. */
  is_must: Type.Union([Type.Literal(0), Type.Literal(1)]),
});
export type ImportDbField = Static<typeof ImportDbFieldSchema>;

export const ImportMappingSchema = Type.Object({
  matchFieldList: Type.Array(ImportMatchFieldSchema),
  dbFieldList: Type.Array(ImportDbFieldSchema),
  /** Header texts found in the uploaded sheet's header row. */
  excelField: Type.Array(Type.String()),
});
export type ImportMapping = Static<typeof ImportMappingSchema>;

export const ImportCheckFieldSchema = Type.Object({
  fieldName: Type.String(),
  fieldNote: Type.String(),
  isKey: Type.Boolean(),
});
export type ImportCheckField = Static<typeof ImportCheckFieldSchema>;

export const DictionaryOptionSchema = Type.Object({
  dictKey: Type.String(),
  dictValue: Type.String(),
});
export type DictionaryOption = Static<typeof DictionaryOptionSchema>;
