import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { Services } from '../api-bases.ts';
import { configMenu, defineEndpoint, signedIn } from '../endpoint.ts';
import {
  CardBasicConfigSchema,
  CardMappingSchema,
  DictionaryOptionSchema,
  FrameConfigSchema,
  StatusBackgroundColorSchema,
  TODO_TIMEOUT_NAME_DEFAULT,
  TODO_TYPE_NAME_DEFAULT,
} from '../entities.ts';
import { CARD_DISPLAY_ROWS_MAX, CARD_DISPLAY_ROWS_MIN } from '../limits.ts';
import { RoleSchema } from './auth.ts';

/*
 * Home-page cards (issue 4, docs/design/home.md and cards.md): index types and
 * cards (SPEC §7 "Index configuration", page /userFrameConfig/homePageConfig),
 * card basic config and columns (SPEC §7 "Card configuration", page
 * /home/cardBusinessConfig), the user's card list and card data.
 *
 * Service bases where SPEC names none: every configuration call lives on
 * online-service-platform, as SPEC puts cardbusinessconfig there and the
 * pre-login card configuration chose (its responses are integrity-signed; the
 * web client checks them). The user's card list is on blade-platform as SPEC
 * says. Layout constants live in limits.ts: CARD_ITEMS_NARROW [6,12,18],
 * CARD_ITEMS_WIDE [5,10,15], CARD_PREVIEW_WIDTH_PX 1080, and rules/cards.ts
 * (displayRowItems, parseCardFrameConfig, visibleCardMapping).
 */

export const HOME_PAGE_CONFIG_MENU = 'homePageConfig';
export const CARD_BUSINESS_CONFIG_MENU = 'cardBusinessConfig';
const indexConfigAccess = configMenu(HOME_PAGE_CONFIG_MENU);
const cardConfigAccess = configMenu(CARD_BUSINESS_CONFIG_MENU);

const OSP = Services.onlineServicePlatform;
const INDEX_TYPE = `${OSP}/indextypeconfig`;
const INDEX_CARD = `${OSP}/indexcardconfig`;
const COMMON_TEACHER = `${OSP}/common/teacher`;
const CARD_BASIC = `${OSP}/cardbasicconfig`;
const CARD_COLUMN = `${OSP}/cardcolumnconfig`;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.String({ minLength: 1, maxLength: 64 });
/** Blade sends several ids as one comma list. */
const Ids = Type.String({ minLength: 1, maxLength: 10_000 });
const Text = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max });
const Sort = Type.Integer({ minimum: 0, maximum: 9999 });
const IdBody = Type.Object({ id: Id });
const NoBody = Type.Union([Type.Object({}), Type.Null()]);

// Constants shared with the web.

/** Card kinds and their Chinese names (the order is the order of the kind picker). */
export const CARD_KINDS = {
  todo: '待办',
  businessExpress: '业务直通车',
  personalMatters: '个人事项',
  staging: '暂存工作台',
  collection: '我的收藏',
  news: '校园新闻',
  tools: '常用工具',
  recommend: '为你推荐',
  commonServices: '常用服务',
  announcement: '重要公告',
  frame: '嵌入页面',
} as const;
export type CardKind = keyof typeof CARD_KINDS;
export const CardKindSchema = Type.Union(Object.keys(CARD_KINDS).map((k) => Type.Literal(k as CardKind)));

/** Kinds whose columns carry to-do counters (todoNum, todoTimeoutNum and their labels). */
export const TODO_CARD_KINDS: readonly CardKind[] = ['todo', 'businessExpress', 'personalMatters'];

export const CARD_WIDTHS = { narrow: '窄卡片', wide: '宽卡片' } as const;
export type CardWidth = keyof typeof CARD_WIDTHS;
export const CardWidthSchema = Type.Union([Type.Literal('narrow'), Type.Literal('wide')]);

/** The data source of official-account messages (SPEC §3 Card preview `dataSource`). */
export const OFFICIAL_ACCOUNT_SOURCE = 'OfficialAccount';
/** A column reading a registered external API names this source and the API's id. */
export const API_SOURCE = 'API';

export const CARD_NAME_MAX = 20;
export const CARD_INTRODUCTION_MAX = 100;
export const TYPE_NAME_MAX = 20;
export const COLUMN_NAME_MAX = 20;
export const CARD_URL_MAX = 2000;

/** Background colours of process states shown by to-do style cards (`currentStatusBackgroundColor`). */
export const CARD_STATUS_COLORS = [
  { colorVal: '#008cff', typeName: '办理中' },
  { colorVal: '#52c41a', typeName: '已办结' },
  { colorVal: '#ff4d4f', typeName: '已驳回' },
  { colorVal: '#fa8c16', typeName: TODO_TIMEOUT_NAME_DEFAULT },
] as const;

/** Messages the server answers and the web shows verbatim. */
export const CardMessages = {
  noType: '请新增分类',
  typeHasCards: '该分类下还有卡片，请先移除分类下的卡片再删除分类',
  typeNotFound: '分类不存在或已删除',
  typeNameRepeated: '分类名称已存在，请更换名称',
  cardNotFound: '卡片不存在或已删除',
  cardNameRepeated: '卡片名称已存在，请更换名称',
  cardNoAccess: '您没有查看该卡片的权限',
  columnNotFound: '栏目不存在或已删除',
  columnNameRepeated: '该卡片已有同名栏目，请更换名称',
  frameUrlRequired: '嵌入页面卡片请填写嵌入地址',
  frameConfigInvalid: '以 { 开头的嵌入地址须是有效的 JSON 配置，例如 {"type":"iframe","url":"https://…"}',
  frameUrlInvalid: '嵌入地址须以 http://、https:// 或 / 开头',
  frameOnly: '只有嵌入页面卡片可以填写嵌入地址',
  urlInvalid: '请输入以 http://、https:// 或 / 开头的有效地址',
  urlRefused: '该地址指向内部网络，出于安全考虑不允许使用',
  urlUnreachable: '地址无法访问，请检查后重试',
  dropListUnknown: '没有这个选项列表',
  frameNoColumns: '嵌入页面卡片没有栏目',
  dataSourceUnknown: '数据来源不存在，请重新选择',
  apiRequired: '请选择数据接口',
  apiNotFound: '数据接口不存在或已删除',
  roleUnknown: '所选角色不存在，请刷新后重试',
  copyKindMismatch: '只能复制同类卡片的栏目',
  orderMismatch: '排序内容与当前栏目不一致，请刷新后重试',
  cardOrderMismatch: '所选卡片已变化，请刷新后重试',
  previewFailed: '卡片数据加载失败',
} as const;

// Entities.

/** Role aliases allowed to see a type, card or column; empty means everyone signed in. */
const Roles = Type.Array(Type.String({ minLength: 1, maxLength: 32 }), { maxItems: 50 });

export const CardConfigSchema = Type.Object({
  id: Type.String(),
  /** The index type the card is placed in; null while the card is not placed. */
  typeId: Nullable(Type.String()),
  typeName: Nullable(Type.String()),
  kind: CardKindSchema,
  cardName: Type.String(),
  cardIntroduction: Type.String(),
  width: CardWidthSchema,
  displayRows: Type.Integer({ minimum: CARD_DISPLAY_ROWS_MIN, maximum: CARD_DISPLAY_ROWS_MAX }),
  /** Frame cards only: an address (qiankun) or a JSON frame config starting with `{`. */
  url: Type.String(),
  sort: Type.Integer(),
  /** 上架 (true) or 下架 (false); a card that is off is shown to nobody. */
  enabled: Type.Boolean(),
  /** Fixed by the administrator: users cannot hide it in their card management. */
  fixed: Type.Boolean(),
  roles: Type.Array(Type.String()),
  columnCount: Type.Integer({ minimum: 0 }),
});
export type CardConfig = Static<typeof CardConfigSchema>;

/** SPEC §3 Type list entry, with the config fields of an index type. */
export const IndexTypeSchema = Type.Object({
  id: Type.String(),
  typeName: Type.String(),
  sort: Type.Integer(),
  enabled: Type.Boolean(),
  roles: Type.Array(Type.String()),
  /** Cards placed in the type, in order; a type with any card cannot be removed. */
  cardConfigs: Type.Array(CardConfigSchema),
});
export type IndexType = Static<typeof IndexTypeSchema>;

export const CardColumnSchema = Type.Object({
  id: Type.String(),
  cardId: Type.String(),
  columnName: Type.String(),
  sort: Type.Integer(),
  /** A built-in source key (getDataSourceList) or `API`. */
  dataSource: Type.String(),
  apiId: Nullable(Type.String()),
  /** Request parameter values (name → value). */
  params: Type.Record(Type.String(), Type.String()),
  /** Returned fields shown, in order (field → chineseName). */
  cardMapping: Type.Array(CardMappingSchema),
  todoTypeName: Type.String({ default: TODO_TYPE_NAME_DEFAULT }),
  todoTimeoutName: Type.String({ default: TODO_TIMEOUT_NAME_DEFAULT }),
  roles: Type.Array(Type.String()),
});
export type CardColumn = Static<typeof CardColumnSchema>;

/** A card of the caller's home page (SPEC §3 Card). */
export const UserCardSchema = Type.Object({
  cardId: Type.String(),
  typeId: Type.String(),
  typeName: Type.String(),
  kind: CardKindSchema,
  cardName: Type.String(),
  cardIntroduction: Type.String(),
  width: CardWidthSchema,
  displayRows: Type.Integer({ minimum: CARD_DISPLAY_ROWS_MIN, maximum: CARD_DISPLAY_ROWS_MAX }),
  card: Type.Object({ url: Type.String() }),
  /** Frame cards: the derived frame config (`parseCardFrameConfig`); null for other kinds. */
  frameConfig: Nullable(FrameConfigSchema),
});
export type UserCard = Static<typeof UserCardSchema>;

export const UserCardTypeSchema = Type.Object({
  id: Type.String(),
  typeName: Type.String(),
  cardConfigs: Type.Array(UserCardSchema),
});
export type UserCardType = Static<typeof UserCardTypeSchema>;

/** Open rows: their fields are the data source's (see the column's cardMapping). */
const Row = Type.Record(Type.String(), Type.Unknown());

/**
 * One column (tab) of card data: SPEC §3 Staging card column (columnName, num,
 * result, cardMapping without fieldSet/urlDetail) and To-do item (todoNum,
 * todoTypeName, todoTimeoutName, todoTimeoutNum) in one shape.
 */
export const CardDataColumnSchema = Type.Object({
  id: Type.String(),
  columnName: Type.String(),
  dataSource: Type.String(),
  num: Type.Integer({ minimum: 0 }),
  result: Type.Array(Row),
  cardMapping: Type.Array(CardMappingSchema),
  todoNum: Type.Integer({ minimum: 0 }),
  todoTypeName: Type.String(),
  todoTimeoutName: Type.String(),
  todoTimeoutNum: Type.Integer({ minimum: 0 }),
  /** Set when this column's source failed (e.g. an external API timed out); the tab shows it, other tabs still work. */
  error: Nullable(Type.String()),
});
export type CardDataColumn = Static<typeof CardDataColumnSchema>;

/** SPEC §3 Card preview, computed for the caller. */
export const CardDataSchema = Type.Object({
  cardId: Type.String(),
  kind: CardKindSchema,
  width: CardWidthSchema,
  basicConfig: CardBasicConfigSchema,
  /** The columns the caller may see, in order, each with at most `displayRowItems(displayRows, wide)` rows. */
  list: Type.Array(CardDataColumnSchema),
  /** The tabs: one entry per column of `list` (id, typeName = columnName). */
  typeList: Type.Array(Type.Object({ id: Type.String(), typeName: Type.String() })),
  /** Counters of to-do style cards: one entry per column (columnName, todoNum, todoTimeoutNum). */
  otherInformationList: Type.Array(Type.Object({ columnName: Type.String(), todoNum: Type.Integer(), todoTimeoutNum: Type.Integer() })),
  /** State colours for to-do style cards (CARD_STATUS_COLORS); empty otherwise. */
  currentStatusBackgroundColor: Type.Array(StatusBackgroundColorSchema),
  /** "OfficialAccount" when the first column shows official-account messages, else that column's source ('' without columns). */
  dataSource: Type.String(),
  frameConfig: Nullable(FrameConfigSchema),
});
export type CardData = Static<typeof CardDataSchema>;

export const DataSourceSchema = Type.Object({
  /** Built-in key, or `API:<id>` for registered APIs; columns store `API` plus apiId. */
  key: Type.String(),
  name: Type.String(),
  dataSource: Type.String(),
  apiId: Nullable(Type.String()),
});
export type DataSource = Static<typeof DataSourceSchema>;

export const RequestParamSchema = Type.Object({
  name: Type.String(),
  /** A key of getParamTypeList. */
  paramType: Type.String(),
  required: Type.Boolean(),
  description: Type.String(),
  defaultValue: Type.String(),
});
export type RequestParam = Static<typeof RequestParamSchema>;

export const ApiSummarySchema = Type.Object({
  id: Type.String(),
  apiName: Type.String(),
  url: Type.String(),
  method: Type.String(),
  remark: Type.String(),
});

export const ApiDetailSchema = Type.Object({
  id: Type.String(),
  apiName: Type.String(),
  url: Type.String(),
  method: Type.String(),
  remark: Type.String(),
  requestParams: Type.Array(RequestParamSchema),
  /** Returned fields; `path` is where the field is inside one row (empty: the field itself). */
  returnParams: Type.Array(Type.Object({ field: Type.String(), chineseName: Type.String(), path: Type.String() })),
  /** Where the rows are in the response (`result.records`); empty: found automatically. */
  listPath: Type.String(),
  totalPath: Type.String(),
});
export type ApiDetail = Static<typeof ApiDetailSchema>;

export const RoleClassSchema = Type.Object({
  roleType: Type.String(),
  roles: Type.Array(RoleSchema),
});
export type RoleClass = Static<typeof RoleClassSchema>;

export const CopyableColumnSchema = Type.Object({
  id: Type.String(),
  columnName: Type.String(),
  dataSource: Type.String(),
  cardId: Type.String(),
  cardName: Type.String(),
});

export const ServiceOptionSchema = Type.Object({
  serviceId: Type.String(),
  serviceName: Type.String(),
  serviceDeptName: Nullable(Type.String()),
});

// Bodies.

const CardFields = {
  typeId: Type.Optional(Nullable(Id)),
  cardName: Text(CARD_NAME_MAX, 1),
  cardIntroduction: Type.Optional(Text(CARD_INTRODUCTION_MAX)),
  width: Type.Optional(CardWidthSchema),
  displayRows: Type.Optional(Type.Integer({ minimum: CARD_DISPLAY_ROWS_MIN, maximum: CARD_DISPLAY_ROWS_MAX })),
  url: Type.Optional(Text(CARD_URL_MAX)),
  sort: Type.Optional(Sort),
  fixed: Type.Optional(Type.Boolean()),
};

const ColumnSourceQuery = Type.Object({
  dataSource: Text(64, 1),
  apiId: Type.Optional(Nullable(Id)),
});

const AuthTarget = Type.Union([Type.Literal('type'), Type.Literal('card')]);

// Index configuration: types.

export const indexTypeList = defineEndpoint({
  name: 'indexTypeList',
  method: 'POST',
  path: `${INDEX_TYPE}/list`,
  access: indexConfigAccess,
  summary: 'Every index type of the tenant in order, each with its cards in order (empty: the page shows 请新增分类)',
  body: NoBody,
  result: Type.Array(IndexTypeSchema),
});

export const indexTypeUnder = defineEndpoint({
  name: 'indexTypeUnder',
  method: 'POST',
  path: `${INDEX_TYPE}/under`,
  access: indexConfigAccess,
  summary: 'Puts a type on (上架) or off (下架) the home page; an off type hides all its cards',
  body: Type.Object({ id: Id, enabled: Type.Boolean() }),
  result: IndexTypeSchema,
});

export const indexTypeGetCardList = defineEndpoint({
  name: 'indexTypeGetCardList',
  method: 'POST',
  path: `${INDEX_TYPE}/getCardList`,
  access: indexConfigAccess,
  summary: 'Cards of one type in order, or (without typeId) the cards not placed in any type',
  body: Type.Object({ typeId: Type.Optional(Nullable(Id)) }),
  result: Type.Array(CardConfigSchema),
});

export const indexTypeSubmit = defineEndpoint({
  name: 'indexTypeSubmit',
  method: 'POST',
  path: `${INDEX_TYPE}/submit`,
  access: indexConfigAccess,
  summary: 'Adds a type (without id, placed last unless sort is given) or renames/re-sorts one; names are unique in the tenant',
  body: Type.Object({ id: Type.Optional(Id), typeName: Text(TYPE_NAME_MAX, 1), sort: Type.Optional(Sort) }),
  result: IndexTypeSchema,
});

export const indexTypeSubmitCard = defineEndpoint({
  name: 'indexTypeSubmitCard',
  method: 'POST',
  path: `${INDEX_TYPE}/submitCard`,
  access: indexConfigAccess,
  summary:
    'Sets the cards of a type and their order: the listed cards are placed in the type in that order ' +
    '(taken out of any other type); cards of the type not listed are taken out of it',
  body: Type.Object({ typeId: Id, cardIds: Type.Array(Id, { maxItems: 200 }) }),
  result: IndexTypeSchema,
});

export const indexTypeAuthConfig = defineEndpoint({
  name: 'indexTypeAuthConfig',
  method: 'POST',
  path: `${INDEX_TYPE}/authConfig`,
  access: indexConfigAccess,
  summary:
    'Sets the roles (aliases) allowed to see a type or a card; empty means every signed-in user. ' +
    'A card shows only to users allowed both the card and its type',
  body: Type.Object({ target: AuthTarget, id: Id, roles: Roles }),
  result: Type.Array(Type.String()),
});

export const indexTypeGetAuthConfig = defineEndpoint({
  name: 'indexTypeGetAuthConfig',
  method: 'POST',
  path: `${INDEX_TYPE}/getAuthConfig`,
  access: indexConfigAccess,
  summary: 'The roles allowed to see a type or a card',
  body: Type.Object({ target: AuthTarget, id: Id }),
  result: Type.Array(Type.String()),
});

export const indexTypeRemove = defineEndpoint({
  name: 'indexTypeRemove',
  method: 'POST',
  path: `${INDEX_TYPE}/remove`,
  access: indexConfigAccess,
  summary: 'Deletes types (comma list); refused (1004, typeHasCards) when any of them still has cards, deleting none',
  body: Type.Object({ ids: Ids }),
  result: Type.Integer(),
});

export const indexTypeRemoveType = defineEndpoint({
  name: 'indexTypeRemoveType',
  method: 'POST',
  path: `${INDEX_TYPE}/removeType`,
  access: indexConfigAccess,
  summary: 'Takes cards (comma list) out of their type; the cards stay in the card list, unplaced',
  body: Type.Object({ cardIds: Ids }),
  result: Type.Integer(),
});

// Index configuration: cards.

export const indexCardSubmit = defineEndpoint({
  name: 'indexCardSubmit',
  method: 'POST',
  path: `${INDEX_CARD}/submit`,
  access: indexConfigAccess,
  summary:
    'Adds a card (without id: kind required, placed last of its type) or changes one (the kind never changes). ' +
    'Frame cards need url; a url starting with { must be a JSON frame config with a url',
  body: Type.Object({ id: Type.Optional(Id), kind: Type.Optional(CardKindSchema), ...CardFields }),
  result: CardConfigSchema,
});

export const indexCardRemove = defineEndpoint({
  name: 'indexCardRemove',
  method: 'POST',
  path: `${INDEX_CARD}/remove`,
  access: indexConfigAccess,
  summary: 'Deletes cards (comma list) with their columns and role settings',
  body: Type.Object({ ids: Ids }),
  result: Type.Integer(),
});

export const indexCardUnder = defineEndpoint({
  name: 'indexCardUnder',
  method: 'POST',
  path: `${INDEX_CARD}/under`,
  access: indexConfigAccess,
  summary: 'Puts a card on (上架) or off (下架) the home page',
  body: Type.Object({ id: Id, enabled: Type.Boolean() }),
  result: CardConfigSchema,
});

export const indexCardList = defineEndpoint({
  name: 'indexCardList',
  method: 'POST',
  path: `${INDEX_CARD}/list`,
  // Also the card picker of the card business configuration page.
  access: configMenu(HOME_PAGE_CONFIG_MENU, CARD_BUSINESS_CONFIG_MENU),
  summary: 'Every card of the tenant (by type order, then card order; unplaced last), filtered by kind and name substring',
  body: Type.Union([Type.Object({ kind: Type.Optional(CardKindSchema), cardName: Type.Optional(Text(CARD_NAME_MAX)) }), Type.Null()]),
  result: Type.Array(CardConfigSchema),
});

// Index configuration: common/teacher option lists.

export const commonTeacherDropList = defineEndpoint({
  name: 'commonTeacherDropList',
  method: 'POST',
  path: `${COMMON_TEACHER}/dropList`,
  access: indexConfigAccess,
  summary: 'Option lists of the card forms by code: cardKind, cardWidth, displayRows, flowType, paramType',
  body: Type.Object({ code: Text(32, 1) }),
  result: Type.Array(DictionaryOptionSchema),
});

export const commonTeacherGetRoleList = defineEndpoint({
  name: 'commonTeacherGetRoleList',
  method: 'POST',
  path: `${COMMON_TEACHER}/getRoleList`,
  access: indexConfigAccess,
  summary: "The tenant's roles (authorisation is by roleAlias)",
  body: NoBody,
  result: Type.Array(RoleSchema),
});

export const commonTeacherGetServiceInfo = defineEndpoint({
  name: 'commonTeacherGetServiceInfo',
  method: 'POST',
  path: `${COMMON_TEACHER}/getServiceInfo`,
  access: indexConfigAccess,
  summary: 'Services on shelf matching a name substring (at most 50), for service columns',
  body: Type.Object({ serviceName: Type.Optional(Text(50)) }),
  result: Type.Array(ServiceOptionSchema),
});

export const commonTeacherGetRoleListClass = defineEndpoint({
  name: 'commonTeacherGetRoleListClass',
  method: 'POST',
  path: `${COMMON_TEACHER}/getRoleListClass`,
  access: indexConfigAccess,
  summary: "The tenant's roles grouped by role type",
  body: NoBody,
  result: Type.Array(RoleClassSchema),
});

export const commonTeacherGetAppsDict = defineEndpoint({
  name: 'commonTeacherGetAppsDict',
  method: 'POST',
  path: `${COMMON_TEACHER}/getAppsDict`,
  access: indexConfigAccess,
  summary: 'The data sources a card column can read (dictKey = DataSource.key, dictValue = name)',
  body: NoBody,
  result: Type.Array(DictionaryOptionSchema),
});

export const commonTeacherGetAccessWayList = defineEndpoint({
  name: 'commonTeacherGetAccessWayList',
  method: 'POST',
  path: `${COMMON_TEACHER}/getAccessWayList`,
  access: indexConfigAccess,
  summary: 'How a frame card is embedded: qiankun (micro-frontend) or iframe',
  body: NoBody,
  result: Type.Array(DictionaryOptionSchema),
});

// Card configuration: basic config.

export const cardBasicConfigDetail = defineEndpoint({
  name: 'cardBasicConfigDetail',
  method: 'POST',
  path: `${CARD_BASIC}/detail`,
  access: cardConfigAccess,
  summary: 'A card of the tenant',
  body: IdBody,
  result: CardConfigSchema,
});

export const cardBasicConfigSubmit = defineEndpoint({
  name: 'cardBasicConfigSubmit',
  method: 'POST',
  path: `${CARD_BASIC}/submit`,
  access: cardConfigAccess,
  summary: 'Changes the basic config of a card (name, introduction, width, display rows, frame url)',
  body: Type.Object({
    id: Id,
    cardName: Text(CARD_NAME_MAX, 1),
    cardIntroduction: Type.Optional(Text(CARD_INTRODUCTION_MAX)),
    width: Type.Optional(CardWidthSchema),
    displayRows: Type.Optional(Type.Integer({ minimum: CARD_DISPLAY_ROWS_MIN, maximum: CARD_DISPLAY_ROWS_MAX })),
    url: Type.Optional(Text(CARD_URL_MAX)),
  }),
  result: CardConfigSchema,
});

// Card configuration: columns.

const ColumnFields = {
  columnName: Text(COLUMN_NAME_MAX, 1),
  dataSource: Text(64, 1),
  apiId: Type.Optional(Nullable(Id)),
  params: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 500 }))),
  cardMapping: Type.Optional(Type.Array(CardMappingSchema, { maxItems: 30 })),
  todoTypeName: Type.Optional(Text(10)),
  todoTimeoutName: Type.Optional(Text(10)),
  roles: Type.Optional(Roles),
  sort: Type.Optional(Sort),
};

export const cardColumnList = defineEndpoint({
  name: 'cardColumnList',
  method: 'POST',
  path: `${CARD_COLUMN}/list`,
  access: cardConfigAccess,
  summary: 'Columns of a card in order',
  body: Type.Object({ cardId: Id }),
  result: Type.Array(CardColumnSchema),
});

export const cardColumnDetail = defineEndpoint({
  name: 'cardColumnDetail',
  method: 'POST',
  path: `${CARD_COLUMN}/detail`,
  access: cardConfigAccess,
  summary: 'One column',
  body: IdBody,
  result: CardColumnSchema,
});

export const cardColumnGetBusTypeName = defineEndpoint({
  name: 'cardColumnGetBusTypeName',
  method: 'POST',
  path: `${CARD_COLUMN}/getBusTypeName`,
  access: cardConfigAccess,
  summary: "The card's kind and its Chinese name (the business type the column editor shows)",
  body: Type.Object({ cardId: Id }),
  result: Type.Object({ kind: CardKindSchema, busTypeName: Type.String() }),
});

export const cardColumnRemove = defineEndpoint({
  name: 'cardColumnRemove',
  method: 'POST',
  path: `${CARD_COLUMN}/remove`,
  access: cardConfigAccess,
  summary: 'Deletes columns (comma list)',
  body: Type.Object({ ids: Ids }),
  result: Type.Integer(),
});

export const cardColumnPreview = defineEndpoint({
  name: 'cardColumnPreview',
  method: 'POST',
  path: `${CARD_COLUMN}/preview`,
  access: signedIn,
  summary:
    "A card's data for the caller (home page and the configuration preview). Users without the card " +
    'configuration menus only get cards their roles may see (403 otherwise); a source failure answers 1004 with the reason',
  body: Type.Object({ id: Id, userId: Type.Optional(Type.String({ maxLength: 64 })) }),
  result: CardDataSchema,
});

export const cardColumnGetServiceList = defineEndpoint({
  name: 'cardColumnGetServiceList',
  method: 'POST',
  path: `${CARD_COLUMN}/getServiceList`,
  access: cardConfigAccess,
  summary: 'Services on shelf matching a name substring (at most 50), for service columns',
  body: Type.Object({ serviceName: Type.Optional(Text(50)) }),
  result: Type.Array(ServiceOptionSchema),
});

export const cardColumnGetConfig = defineEndpoint({
  name: 'cardColumnGetConfig',
  method: 'POST',
  path: `${CARD_COLUMN}/getConfig`,
  access: cardConfigAccess,
  summary: 'A card with its columns: everything the card editor shows',
  body: Type.Object({ cardId: Id }),
  result: Type.Object({ card: CardConfigSchema, columns: Type.Array(CardColumnSchema) }),
});

export const cardColumnAdjustOrder = defineEndpoint({
  name: 'cardColumnAdjustOrder',
  method: 'POST',
  path: `${CARD_COLUMN}/adjustOrder`,
  access: cardConfigAccess,
  summary: 'Re-orders the columns of a card: ids must be exactly its columns, in the new order',
  body: Type.Object({ cardId: Id, ids: Type.Array(Id, { maxItems: 100 }) }),
  result: Type.Array(CardColumnSchema),
});

export const cardColumnSubmit = defineEndpoint({
  name: 'cardColumnSubmit',
  method: 'POST',
  path: `${CARD_COLUMN}/submit`,
  access: cardConfigAccess,
  summary:
    'Adds a column to a card (without id; placed last) or changes one. The source must exist ' +
    '(API needs apiId); to-do labels default to 待审批 and 超时',
  body: Type.Object({ id: Type.Optional(Id), cardId: Id, ...ColumnFields }),
  result: CardColumnSchema,
});

export const cardColumnGetRoleListClass = defineEndpoint({
  name: 'cardColumnGetRoleListClass',
  method: 'POST',
  path: `${CARD_COLUMN}/getRoleListClass`,
  access: cardConfigAccess,
  summary: "The tenant's roles grouped by role type",
  body: NoBody,
  result: Type.Array(RoleClassSchema),
});

export const cardColumnGetApiList = defineEndpoint({
  name: 'cardColumnGetApiList',
  method: 'POST',
  path: `${CARD_COLUMN}/getApiList`,
  access: cardConfigAccess,
  summary: 'Registered external data APIs of the tenant',
  body: NoBody,
  result: Type.Array(ApiSummarySchema),
});

export const cardColumnGetDataSourceList = defineEndpoint({
  name: 'cardColumnGetDataSourceList',
  method: 'POST',
  path: `${CARD_COLUMN}/getDataSourceList`,
  access: cardConfigAccess,
  summary: 'Built-in data sources, then registered APIs',
  body: NoBody,
  result: Type.Array(DataSourceSchema),
});

export const cardColumnGetApiDetail = defineEndpoint({
  name: 'cardColumnGetApiDetail',
  method: 'POST',
  path: `${CARD_COLUMN}/getApiDetail`,
  access: cardConfigAccess,
  summary: 'A registered API with its request parameters and returned fields',
  body: IdBody,
  result: ApiDetailSchema,
});

export const cardColumnSaveApi = defineEndpoint({
  name: 'cardColumnSaveApi',
  method: 'POST',
  path: `${CARD_COLUMN}/saveApi`,
  access: cardConfigAccess,
  summary: 'Registers (no id) or edits an external data API; the address must pass the URL guard (SPEC names no call for this: ours)',
  body: Type.Object({
    id: Type.Optional(Type.Union([Id, Type.Null()])),
    apiName: Type.String({ maxLength: 50 }),
    url: Type.String({ maxLength: 1000 }),
    method: Type.Union([Type.Literal('GET'), Type.Literal('POST')]),
    remark: Type.Optional(Type.String({ maxLength: 200 })),
    requestParams: Type.Array(RequestParamSchema, { maxItems: 30 }),
    returnParams: Type.Array(Type.Object({ field: Type.String(), chineseName: Type.String(), path: Type.String() }), {
      maxItems: 30,
    }),
    listPath: Type.Optional(Type.String({ maxLength: 200 })),
    totalPath: Type.Optional(Type.String({ maxLength: 200 })),
  }),
  result: ApiDetailSchema,
});

export const cardColumnRemoveApi = defineEndpoint({
  name: 'cardColumnRemoveApi',
  method: 'POST',
  path: `${CARD_COLUMN}/removeApi`,
  access: cardConfigAccess,
  summary: 'Removes a registered API; refused (1004) naming the columns that still read it',
  body: IdBody,
  result: Type.Null(),
});

export const cardColumnGetParamTypeList = defineEndpoint({
  name: 'cardColumnGetParamTypeList',
  method: 'POST',
  path: `${CARD_COLUMN}/getParamTypeList`,
  access: cardConfigAccess,
  summary: 'Request parameter types (fixed value, current user fields)',
  body: NoBody,
  result: Type.Array(DictionaryOptionSchema),
});

export const cardColumnGetReturnParamByDataSource = defineEndpoint({
  name: 'cardColumnGetReturnParamByDataSource',
  method: 'POST',
  path: `${CARD_COLUMN}/getReturnParamByDataSource`,
  access: cardConfigAccess,
  summary: 'Fields a data source returns (what cardMapping may show)',
  body: ColumnSourceQuery,
  result: Type.Array(CardMappingSchema),
});

export const cardColumnGetRequestParamByDataSource = defineEndpoint({
  name: 'cardColumnGetRequestParamByDataSource',
  method: 'POST',
  path: `${CARD_COLUMN}/getRequestParamByDataSource`,
  access: cardConfigAccess,
  summary: 'Request parameters a data source takes',
  body: ColumnSourceQuery,
  result: Type.Array(RequestParamSchema),
});

export const cardColumnGetFlowType = defineEndpoint({
  name: 'cardColumnGetFlowType',
  method: 'POST',
  path: `${CARD_COLUMN}/getFlowType`,
  access: cardConfigAccess,
  summary: 'Process states a process column can filter by (param flowType)',
  body: NoBody,
  result: Type.Array(DictionaryOptionSchema),
});

export const cardColumnChoseCopyColumnlist = defineEndpoint({
  name: 'cardColumnChoseCopyColumnlist',
  method: 'POST',
  path: `${CARD_COLUMN}/choseCopyColumnlist`,
  access: cardConfigAccess,
  summary:
    'Copies the chosen columns (of other cards of the same kind, listed by getColumnDetail) to the end of a card, ' +
    'keeping their source, parameters, mapping, labels and roles',
  body: Type.Object({ cardId: Id, ids: Type.Array(Id, { minItems: 1, maxItems: 50 }) }),
  result: Type.Array(CardColumnSchema),
});

export const cardColumnGetColumnDetail = defineEndpoint({
  name: 'cardColumnGetColumnDetail',
  method: 'POST',
  path: `${CARD_COLUMN}/getColumnDetail`,
  access: cardConfigAccess,
  summary: 'Columns of the other cards of the same kind, which choseCopyColumnlist can copy into this card',
  body: Type.Object({ cardId: Id }),
  result: Type.Array(CopyableColumnSchema),
});

export const cardColumnGetMpListNS = defineEndpoint({
  name: 'cardColumnGetMpListNS',
  method: 'POST',
  path: `${CARD_COLUMN}/getMpListNS`,
  access: cardConfigAccess,
  summary: 'Official message accounts an OfficialAccount column can show (dictKey id, dictValue name)',
  body: NoBody,
  result: Type.Array(DictionaryOptionSchema),
});

export const isHasCommonTool = defineEndpoint({
  name: 'isHasCommonTool',
  method: 'POST',
  path: `${OSP}/commonTool/isHasCommonTool`,
  access: cardConfigAccess,
  summary: 'Whether the tenant has any enabled common tool (a tools card shows nothing without)',
  body: NoBody,
  result: Type.Boolean(),
});

// Cards and navigation.

export const baseServiceCheckUrl = defineEndpoint({
  name: 'baseServiceCheckUrl',
  method: 'POST',
  path: `${Services.workbench}/baseService/checkURL`,
  access: cardConfigAccess,
  summary:
    'Probes a frame address: http(s) addresses through the server address guard (no internal addresses), ' +
    'site paths (`/…`) on this server; invalid, refused or unreachable addresses answer 1004 with the reason',
  body: Type.Object({ url: Text(CARD_URL_MAX, 1) }),
  result: Type.Object({ reachable: Type.Boolean(), httpStatus: Type.Integer() }),
});

export const getUserApplyCardList = defineEndpoint({
  name: 'getUserApplyCardList',
  method: 'POST',
  path: `${Services.platform}/userHomePageApplyCard/getUserApplyCardList`,
  access: signedIn,
  summary:
    'The home page of the caller: the types and cards (on shelf) its roles may see, in order; types left ' +
    'without cards are left out. Frame cards carry their derived frame config',
  body: NoBody,
  result: Type.Array(UserCardTypeSchema),
});

export const cardsEndpoints = [
  indexTypeList,
  indexTypeUnder,
  indexTypeGetCardList,
  indexTypeSubmit,
  indexTypeSubmitCard,
  indexTypeAuthConfig,
  indexTypeGetAuthConfig,
  indexTypeRemove,
  indexTypeRemoveType,
  indexCardSubmit,
  indexCardRemove,
  indexCardUnder,
  indexCardList,
  commonTeacherDropList,
  commonTeacherGetRoleList,
  commonTeacherGetServiceInfo,
  commonTeacherGetRoleListClass,
  commonTeacherGetAppsDict,
  commonTeacherGetAccessWayList,
  cardBasicConfigDetail,
  cardBasicConfigSubmit,
  cardColumnList,
  cardColumnDetail,
  cardColumnGetBusTypeName,
  cardColumnRemove,
  cardColumnPreview,
  cardColumnGetServiceList,
  cardColumnGetConfig,
  cardColumnAdjustOrder,
  cardColumnSubmit,
  cardColumnGetRoleListClass,
  cardColumnGetApiList,
  cardColumnGetDataSourceList,
  cardColumnGetApiDetail,
  cardColumnSaveApi,
  cardColumnRemoveApi,
  cardColumnGetParamTypeList,
  cardColumnGetReturnParamByDataSource,
  cardColumnGetRequestParamByDataSource,
  cardColumnGetFlowType,
  cardColumnChoseCopyColumnlist,
  cardColumnGetColumnDetail,
  cardColumnGetMpListNS,
  isHasCommonTool,
  baseServiceCheckUrl,
  getUserApplyCardList,
] as const;
