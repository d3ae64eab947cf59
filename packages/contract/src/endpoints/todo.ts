import { type Static, Type } from '@sinclair/typebox';
import { Services } from '../api-bases.ts';
import { configMenu, defineEndpoint } from '../endpoint.ts';

/*
 * Unified to-do and process records (issue 4, docs/design/todo.md).
 * - Registered business systems (cardbusinessconfig/*, the card business
 *   configuration page) and the to-do number reminder (cardcolumnconfig/*).
 * - The signed server-to-server integration API the systems push through
 *   (TODO_OPEN_PATHS); it carries no client credential or token, so it is
 *   not a contract endpoint of the web client: its shapes are declared here.
 */

export const TODO_MENU = 'cardBusinessConfig';

export const TodoMessages = {
  systemNotFound: '业务系统不存在或已删除',
  systemCodeTaken: '业务系统编码已被使用，请换一个编码',
  systemNameTaken: '业务系统名称已被使用，请换一个名称',
  systemInUse: (todos: number, processes: number) =>
    `该业务系统还有 ${todos} 条待办/已办、${processes} 条流程记录，不能删除；如需停止接入请停用该系统`,
  remindDuplicateField: (field: string) => `提醒字段 ${field} 重复，每个字段只能配置一次`,
  remindIntervalRequired: '按间隔提醒时必须填写提醒间隔 intervalMinutes（15–1440 分钟）',
  remindNoRule: '启用待办数量提醒时至少要启用一个提醒字段',
  signMissingHeader: (header: string) => `缺少签名请求头 ${header}`,
  signBadTimestamp: 'x-onehall-timestamp 必须是毫秒时间戳（整数）',
  signBadNonce: 'x-onehall-nonce 必须是 16–64 位字母、数字、- 或 _',
  signStale: '请求时间戳与服务器时间相差超过 5 分钟，请校准系统时钟后重新签名',
  signUnknownSystem: '业务系统不存在，请核对 x-onehall-system',
  signInvalid: '签名无效，请按接入文档核对签名串与密钥',
  signReplayed: '该请求已处理过（nonce 重复），请使用新的 nonce 重新签名',
  systemDisabled: '业务系统已停用，请联系管理员在卡片业务配置中启用',
  bodyEmpty: '请求内容为空，请提交 JSON 数据',
  bodyNotJson: '请求内容不是合法的 JSON',
} as const;

// ── Integration API (server to server, signed) ──

/** Every integration path starts here; the client-credential check of /api/ skips it (platform/auth/auth-hook.ts). */
export const TODO_OPEN_BASE = '/api/open/todo/v1';
export const TODO_OPEN_PATHS = {
  pushItems: `${TODO_OPEN_BASE}/items/push`,
  doneItems: `${TODO_OPEN_BASE}/items/done`,
  pushProcesses: `${TODO_OPEN_BASE}/processes/push`,
  /** Withdraws process records (and their nodes) pushed by mistake; body ProcessDelete. */
  deleteProcesses: `${TODO_OPEN_BASE}/processes/delete`,
} as const;

/** Request headers of a signed integration call (lower-case, as Node presents them). */
export const TODO_SIGN_HEADERS = {
  system: 'x-onehall-system',
  timestamp: 'x-onehall-timestamp',
  nonce: 'x-onehall-nonce',
  signature: 'x-onehall-signature',
} as const;

/** A request is accepted while its timestamp is within this much of the server clock, either way. */
export const TODO_SIGN_WINDOW_MS = 5 * 60 * 1000;
/** Items (or processes) in one call; a batch is written all or nothing. */
export const TODO_BATCH_MAX = 500;
export const TODO_ACCOUNTS_MAX = 200;
export const TODO_NODES_MAX = 100;

/**
 * Dates accepted in pushed payloads: ISO-8601 with an offset or `Z`
 * (`2025-09-01T08:00:00+08:00`), or `YYYY-MM-DD HH:mm[:ss]` read as China
 * time (UTC+8), the way most campus systems write them.
 */
export type TodoDateText = string;

export interface TodoItemPush {
  /** The business system's own id of the item; pushing it again updates it. */
  itemId: string;
  title: string;
  /** The column of the to-do card, e.g. 待审批, 待阅. */
  category: string;
  /** Accounts the item waits for; the list replaces the open assignees of an earlier push. */
  accounts: string[];
  url?: string;
  startTime: TodoDateText;
  deadline?: TodoDateText | null;
}

export interface TodoItemDone {
  itemId: string;
  /** Only these assignees' rows are done; all of the item's rows when absent. */
  accounts?: string[];
  /** Defaults to the time the call arrives. */
  doneTime?: TodoDateText;
}

export type ProcessState = 'RUNNING' | 'FINISHED' | 'REJECTED';
export const PROCESS_STATES: readonly ProcessState[] = ['RUNNING', 'FINISHED', 'REJECTED'];

export interface ProcessNodePush {
  nodeName: string;
  handlerName: string;
  /** The handler's account here, when the handler has one. */
  handlerAccount?: string;
  startTime: TodoDateText;
  finishTime?: TodoDateText | null;
  deadline?: TodoDateText | null;
}

export interface ProcessPush {
  processId: string;
  processName: string;
  /** Who started the process. */
  account: string;
  state: ProcessState;
  url?: string;
  /** The service-hall service this process carries out (the efficiency reports group by its department and scene). */
  serviceId?: string | null;
  startTime: TodoDateText;
  finishTime?: TodoDateText | null;
  deadline?: TodoDateText | null;
  /** The steps in order; replaces the nodes of an earlier push. The first unfinished one is the current node. */
  nodes: ProcessNodePush[];
}

export interface TodoPushResult {
  created: number;
  updated: number;
  /** Open assignee rows removed because the account left the item's list. */
  removed: number;
}

export interface TodoDoneResult {
  done: number;
  /** Rows that were already done (kept with their first done time). */
  alreadyDone: number;
}

export interface ProcessDelete {
  /** The system's process ids; unknown ones are counted as missing. */
  processIds: string[];
}

export interface ProcessDeleteResult {
  deleted: number;
  missing: number;
}

export interface ProcessPushResult {
  created: number;
  updated: number;
}

// ── Registered business systems (card business configuration page) ──

export const TodoSystemSchema = Type.Object({
  id: Type.String({ description: 'also the x-onehall-system header value' }),
  systemName: Type.String(),
  systemCode: Type.String(),
  enabled: Type.Boolean(),
  remark: Type.String(),
  sort: Type.Integer(),
  todoNum: Type.Integer({ description: 'open to-do rows' }),
  todoTimeoutNum: Type.Integer({ description: 'open rows past their deadline' }),
  doneNum: Type.Integer(),
  processNum: Type.Integer(),
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type TodoSystem = Static<typeof TodoSystemSchema>;

const SystemKeySchema = Type.Object({
  systemId: Type.String(),
  systemCode: Type.String(),
  /** Shown once: only a key reset makes a new one. */
  secret: Type.String(),
});

export const cardBusinessConfigList = defineEndpoint({
  name: 'cardBusinessConfigList',
  method: 'POST',
  path: `${Services.onlineServicePlatform}/cardbusinessconfig/list`,
  access: configMenu(TODO_MENU),
  summary: 'The business systems registered to push to-do items and process records, with their counts; filter by name or code',
  body: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
  result: Type.Array(TodoSystemSchema),
});

export const cardBusinessConfigSubmit = defineEndpoint({
  name: 'cardBusinessConfigSubmit',
  method: 'POST',
  path: `${Services.onlineServicePlatform}/cardbusinessconfig/submit`,
  access: configMenu(TODO_MENU),
  summary:
    'Registers a business system (no id) or changes one (id). A new system gets its signing key in `key`, shown this once; names and codes are unique per tenant (1004)',
  body: Type.Object({
    id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    systemName: Type.String({ minLength: 1, maxLength: 50 }),
    systemCode: Type.String({ minLength: 2, maxLength: 32, pattern: '^[A-Za-z][A-Za-z0-9_-]*$' }),
    enabled: Type.Optional(Type.Boolean({ default: true })),
    remark: Type.Optional(Type.String({ maxLength: 500 })),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 99_999 })),
  }),
  result: Type.Object({ system: TodoSystemSchema, key: Type.Optional(SystemKeySchema) }),
});

export const cardBusinessConfigRemove = defineEndpoint({
  name: 'cardBusinessConfigRemove',
  method: 'POST',
  path: `${Services.onlineServicePlatform}/cardbusinessconfig/remove`,
  access: configMenu(TODO_MENU),
  summary: 'Removes a registered system that has no to-do items or process records; refused (1004) with the counts otherwise',
  body: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
  result: Type.Boolean(),
});

export const cardBusinessConfigResetKey = defineEndpoint({
  name: 'cardBusinessConfigResetKey',
  method: 'POST',
  path: `${Services.onlineServicePlatform}/cardbusinessconfig/resetKey`,
  access: configMenu(TODO_MENU),
  summary: "Replaces a system's signing key and answers the new one, this once; the old key stops working at once",
  body: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
  result: SystemKeySchema,
});

// ── To-do number reminder (cardcolumnconfig todoNumRemind*) ──

/** Numbers a reminder can watch, as `todoNumRemindField` lists them. */
export const TODO_REMIND_FIELDS = {
  todoNum: { name: '待办数量', description: '未办理的待办事项条数' },
  todoTimeoutNum: { name: '超时待办数量', description: '已超过办理期限仍未办理的待办条数' },
  todoDueSoonNum: { name: '即将到期待办数量', description: '24 小时内到期且未办理的待办条数' },
} as const;
export type TodoRemindField = keyof typeof TODO_REMIND_FIELDS;

export const TODO_REMIND_MODES = { LOGIN: '登录时提醒', INTERVAL: '按间隔提醒' } as const;
export const TODO_REMIND_INTERVAL_MIN = 15;
export const TODO_REMIND_INTERVAL_MAX = 1440;
export const TODO_REMIND_THRESHOLD_MAX = 9999;

const RemindFieldKey = Type.Union(Object.keys(TODO_REMIND_FIELDS).map((k) => Type.Literal(k)));

export const TodoRemindRuleSchema = Type.Object({
  field: RemindFieldKey,
  /** Remind when the number is at least this. */
  threshold: Type.Integer({ minimum: 1, maximum: TODO_REMIND_THRESHOLD_MAX }),
  enabled: Type.Boolean(),
});

const TodoRemindConfigFields = {
  enabled: Type.Boolean(),
  remindMode: Type.Union(Object.keys(TODO_REMIND_MODES).map((k) => Type.Literal(k))),
  /** Required with INTERVAL. */
  intervalMinutes: Type.Optional(Type.Integer({ minimum: TODO_REMIND_INTERVAL_MIN, maximum: TODO_REMIND_INTERVAL_MAX })),
  rules: Type.Array(TodoRemindRuleSchema, { maxItems: Object.keys(TODO_REMIND_FIELDS).length }),
};
export const TodoRemindConfigSchema = Type.Object(TodoRemindConfigFields);
export type TodoRemindConfig = Static<typeof TodoRemindConfigSchema>;

/** What a tenant that never saved a reminder gets: off, one rule per field ready to switch on. */
export const DEFAULT_TODO_REMIND: TodoRemindConfig = {
  enabled: false,
  remindMode: 'LOGIN',
  rules: [
    { field: 'todoNum', threshold: 10, enabled: true },
    { field: 'todoTimeoutNum', threshold: 1, enabled: true },
    { field: 'todoDueSoonNum', threshold: 1, enabled: false },
  ],
};

export const todoNumRemindDetail = defineEndpoint({
  name: 'todoNumRemindDetail',
  method: 'POST',
  path: `${Services.onlineServicePlatform}/cardcolumnconfig/todoNumRemindDetail`,
  access: configMenu(TODO_MENU),
  summary: "The tenant's to-do number reminder; the default (off) when never saved",
  result: Type.Object({ ...TodoRemindConfigFields, updateTime: Type.Union([Type.String(), Type.Null()]) }),
});

export const todoNumRemindField = defineEndpoint({
  name: 'todoNumRemindField',
  method: 'POST',
  path: `${Services.onlineServicePlatform}/cardcolumnconfig/todoNumRemindField`,
  access: configMenu(TODO_MENU),
  summary: 'The numbers a reminder can watch',
  result: Type.Array(Type.Object({ field: Type.String(), name: Type.String(), description: Type.String() })),
});

export const saveTodoNumRemind = defineEndpoint({
  name: 'saveTodoNumRemind',
  method: 'POST',
  path: `${Services.onlineServicePlatform}/cardcolumnconfig/saveTodoNumRemind`,
  access: configMenu(TODO_MENU),
  summary: "Replaces the tenant's to-do number reminder (each field once; an interval with INTERVAL; an enabled rule when enabled)",
  body: TodoRemindConfigSchema,
  result: TodoRemindConfigSchema,
});

export const todoEndpoints = [
  cardBusinessConfigList,
  cardBusinessConfigSubmit,
  cardBusinessConfigRemove,
  cardBusinessConfigResetKey,
  todoNumRemindDetail,
  todoNumRemindField,
  saveTodoNumRemind,
] as const;
