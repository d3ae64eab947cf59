import { messageDetailPageUrl, type PreLoginMessageItem } from '@onehall/contract';
import * as messages from '../../messages/service.ts';
import * as preloginVisitor from '../../prelogin/visitor.ts';
import * as todo from '../../todo/views.ts';
import { SourceFailure } from './failure.ts';
import type { SourceParam } from './params.ts';
import { RECOMMEND_FIELDS, readRecommend } from './recommend.ts';
import { COMMON_SERVICE_FIELDS, readCollection, readCommonServices, readHotServices, SERVICE_FIELDS } from './service-sources.ts';
import type { BuiltInSource, ColumnSource, SourceCaller, SourceField, SourceRows } from './types.ts';

/**
 * The built-in data sources (docs/design/card-sources.md "Built-in sources").
 * Each reads the caller's own data in their tenant, through the owning
 * module's service.ts.
 */

/** A built-in source and the parameters a column may set on it. */
export interface BuiltIn extends BuiltInSource {
  params: readonly SourceParam[];
}

/** Most process records scanned to filter and count them (a user's own records; a few dozen in practice). */
const PROCESS_SCAN = 200;

const param = (name: string, description: string): SourceParam => ({
  name,
  paramType: 'STRING',
  defaultValue: '',
  required: false,
  description,
});

const value = (column: ColumnSource, name: string) => (column.params[name] ?? '').trim();

// To-do and process records (modules/todo).

const TODO_FIELDS: readonly SourceField[] = [
  { field: 'title', chineseName: '标题' },
  { field: 'systemName', chineseName: '业务系统' },
  { field: 'category', chineseName: '类别' },
  { field: 'startTime', chineseName: '到达时间' },
  { field: 'deadline', chineseName: '截止时间' },
  { field: 'url', chineseName: '办理地址' },
];

/** A plain copy: an interface value is not a `Record<string, unknown>` row to the type checker. */
const todoRow = (item: todo.TodoItemView) => ({ ...item });

async function readTodo({ platform, principal }: SourceCaller, column: ColumnSource): Promise<SourceRows> {
  const category = value(column, 'columnName');
  const all = await todo.todoColumns(platform, principal, column.limit);
  const chosen = category ? all.filter((c) => c.columnName === category) : all;
  const rows = chosen
    .flatMap((c) => c.items)
    .sort((a, b) => b.startTime.localeCompare(a.startTime) || a.id.localeCompare(b.id))
    .slice(0, column.limit)
    .map(todoRow);
  return {
    num: chosen.reduce((n, c) => n + c.todoNum, 0),
    timeoutNum: chosen.reduce((n, c) => n + c.todoTimeoutNum, 0),
    rows,
  };
}

async function readDone({ platform, principal }: SourceCaller, column: ColumnSource): Promise<SourceRows> {
  const [items, counts] = await Promise.all([todo.doneItems(platform, principal, column.limit), todo.processCounts(platform, principal)]);
  return { num: counts.done, rows: items.map(todoRow) };
}

const STATE_NAMES: Record<todo.ProcessView['state'], string> = { RUNNING: '办理中', FINISHED: '已办结', REJECTED: '已驳回' };
const STATES = Object.keys(STATE_NAMES);

const PROCESS_FIELDS: readonly SourceField[] = [
  { field: 'processName', chineseName: '事项名称' },
  { field: 'systemName', chineseName: '业务系统' },
  { field: 'stateName', chineseName: '状态' },
  { field: 'currentNode', chineseName: '当前环节' },
  { field: 'handlerName', chineseName: '办理人' },
  { field: 'startTime', chineseName: '发起时间' },
  { field: 'finishTime', chineseName: '办结时间' },
  { field: 'url', chineseName: '查看地址' },
];

async function myProcesses({ platform, principal }: SourceCaller, column: ColumnSource): Promise<todo.ProcessView[]> {
  const state = value(column, 'state');
  if (state && !STATES.includes(state)) throw new SourceFailure(`参数“state”只能是 ${STATES.join('、')} 或留空，当前值为“${state}”`);
  const list = await todo.myProcesses(platform, principal, PROCESS_SCAN);
  return state ? list.filter((p) => p.state === state) : list;
}

const processRow = (p: todo.ProcessView) => ({ ...p, stateName: STATE_NAMES[p.state], updateTime: p.finishTime ?? p.startTime });

async function readPersonalMatters(caller: SourceCaller, column: ColumnSource): Promise<SourceRows> {
  const list = await myProcesses(caller, column);
  return { num: list.length, timeoutNum: list.filter((p) => p.timeout).length, rows: list.slice(0, column.limit).map(processRow) };
}

/** Business express: the caller's processes by latest activity, with the step each one is at. */
async function readProcessUpdates(caller: SourceCaller, column: ColumnSource): Promise<SourceRows> {
  const rows = (await myProcesses(caller, column))
    .map(processRow)
    .sort((a, b) => b.updateTime.localeCompare(a.updateTime) || a.id.localeCompare(b.id));
  return { num: rows.length, timeoutNum: rows.filter((p) => p.timeout).length, rows: rows.slice(0, column.limit) };
}

const COUNT_NAMES = { todo: '待办', timeout: '超时', done: '已办', running: '办理中', finished: '已办结' } as const;

/** Staging workbench: the caller's counts as rows (`name`, `value`). */
async function readProcessCounts({ platform, principal }: SourceCaller): Promise<SourceRows> {
  const counts = await todo.processCounts(platform, principal);
  const rows = (Object.keys(COUNT_NAMES) as (keyof typeof COUNT_NAMES)[]).map((key) => ({
    id: key,
    key,
    name: COUNT_NAMES[key],
    value: counts[key],
  }));
  return { num: counts.todo, timeoutNum: counts.timeout, rows };
}

// News, announcements and message accounts (modules/messages).

const MESSAGE_FIELDS: readonly SourceField[] = [
  { field: 'title', chineseName: '标题' },
  { field: 'releaseTime', chineseName: '发布时间' },
  { field: 'fieldSet', chineseName: '重要程度' },
  { field: 'columnName', chineseName: '栏目' },
  { field: 'summary', chineseName: '摘要' },
];

const messageRow = (m: PreLoginMessageItem) => ({
  id: m.id,
  title: m.title,
  releaseTime: m.releaseTime,
  fieldSet: m.fieldSet,
  columnId: m.columnId,
  columnName: m.columnName,
  summary: m.summary,
  coverImg: m.coverImg,
  urlDetail: messageDetailPageUrl(m.id),
});

/** Published items of the given columns (all enabled columns when null), newest first. */
async function readMessages({ platform, principal }: SourceCaller, columnIds: string[] | null, limit: number): Promise<SourceRows> {
  const tenantId = principal.tenantId;
  if (columnIds === null) {
    const page = await messages.publishedPage(platform, tenantId, null, 1, limit);
    return { num: page.total, rows: page.records.map(messageRow) };
  }
  const pages = await Promise.all(columnIds.map((id) => messages.publishedPage(platform, tenantId, id, 1, limit)));
  const rows = pages
    .flatMap((p) => p.records)
    .sort((a, b) => b.releaseTime.localeCompare(a.releaseTime) || a.id.localeCompare(b.id))
    .slice(0, limit);
  return { num: pages.reduce((n, p) => n + p.total, 0), rows: rows.map(messageRow) };
}

/** Enabled message columns of one kind; a column chosen by `columnId` must be one of them. */
async function kindColumns(caller: SourceCaller, column: ColumnSource, kind: 'news' | 'notice'): Promise<string[]> {
  const list = (await messages.columns(caller.platform, caller.principal.tenantId, true)).filter((c) => c.columnType === kind);
  const chosen = value(column, 'columnId');
  if (!chosen) return list.map((c) => c.id);
  if (!list.some((c) => c.id === chosen)) {
    throw new SourceFailure(`所选${kind === 'news' ? '新闻' : '公告'}栏目不存在或已停用，请在栏目配置中重新选择`);
  }
  return [chosen];
}

const readNews = async (caller: SourceCaller, column: ColumnSource) =>
  readMessages(caller, await kindColumns(caller, column, 'news'), column.limit);
const readAnnouncements = async (caller: SourceCaller, column: ColumnSource) =>
  readMessages(caller, await kindColumns(caller, column, 'notice'), column.limit);

async function readAllMessages(caller: SourceCaller, column: ColumnSource): Promise<SourceRows> {
  const chosen = value(column, 'columnId');
  if (!chosen) return readMessages(caller, null, column.limit);
  const enabled = await messages.columns(caller.platform, caller.principal.tenantId, true);
  if (!enabled.some((c) => c.id === chosen)) throw new SourceFailure('所选消息栏目不存在或已停用，请在栏目配置中重新选择');
  return readMessages(caller, [chosen], column.limit);
}

const ACCOUNT_FIELDS: readonly SourceField[] = [
  { field: 'accountName', chineseName: '消息号' },
  { field: 'num', chineseName: '消息数' },
  { field: 'latestTitle', chineseName: '最新消息' },
  { field: 'latestTime', chineseName: '最新时间' },
];

/** `OfficialAccount`: every enabled message column as an account, with its newest item. */
async function readAccounts({ platform, principal }: SourceCaller, column: ColumnSource): Promise<SourceRows> {
  const list = await messages.columns(platform, principal.tenantId, true);
  const rows = await Promise.all(
    list.map(async (c) => {
      const page = await messages.publishedPage(platform, principal.tenantId, c.id, 1, 1);
      const latest = page.records[0];
      return {
        id: c.id,
        accountName: c.columnName,
        columnType: c.columnType,
        num: page.total,
        latestId: latest?.id ?? null,
        latestTitle: latest?.title ?? null,
        latestTime: latest?.releaseTime ?? null,
      };
    }),
  );
  return { num: rows.length, rows: rows.slice(0, column.limit) };
}

// Common tools (the pre-login tool list).

const TOOL_FIELDS: readonly SourceField[] = [
  { field: 'tools_name', chineseName: '工具名称' },
  { field: 'tools_icon', chineseName: '工具图标' },
  { field: 'typeName', chineseName: '分类' },
  { field: 'url', chineseName: '地址' },
];

async function readTools({ platform, principal }: SourceCaller, column: ColumnSource): Promise<SourceRows> {
  const type = value(column, 'typeName');
  const list = (await preloginVisitor.tools(platform, principal.tenantId)).filter((t) => !type || t.typeList.some((x) => x.name === type));
  const rows = list.slice(0, column.limit).map((t) => ({
    id: t.id,
    tools_name: t.tools_name,
    tools_icon: t.tools_icon,
    typeList: t.typeList,
    typeName: t.typeList[0]?.name ?? '',
    url: t.url,
  }));
  return { num: list.length, rows };
}

const STATE_PARAM = param('state', '状态：RUNNING 办理中、FINISHED 已办结、REJECTED 已驳回，留空为全部');

export const BUILT_INS: readonly BuiltIn[] = [
  {
    key: 'todo',
    name: '待办事项',
    fields: TODO_FIELDS,
    params: [param('columnName', '待办栏目（业务系统的类别），留空为全部')],
    read: readTodo,
  },
  { key: 'done', name: '已办事项', fields: TODO_FIELDS, params: [], read: readDone },
  { key: 'personalMatters', name: '我的事项', fields: PROCESS_FIELDS, params: [STATE_PARAM], read: readPersonalMatters },
  {
    key: 'businessExpress',
    name: '业务直通车（事项进展）',
    fields: [...PROCESS_FIELDS, { field: 'updateTime', chineseName: '更新时间' }],
    params: [STATE_PARAM],
    read: readProcessUpdates,
  },
  {
    key: 'processCounts',
    name: '事项统计（暂存工作台）',
    fields: [
      { field: 'name', chineseName: '统计项' },
      { field: 'value', chineseName: '数量' },
    ],
    params: [],
    read: readProcessCounts,
  },
  { key: 'news', name: '校园新闻', fields: MESSAGE_FIELDS, params: [param('columnId', '新闻栏目，留空为全部新闻栏目')], read: readNews },
  {
    key: 'announcement',
    name: '重要公告',
    fields: MESSAGE_FIELDS,
    params: [param('columnId', '公告栏目，留空为全部公告栏目')],
    read: readAnnouncements,
  },
  {
    key: 'messages',
    name: '全部消息',
    fields: MESSAGE_FIELDS,
    params: [param('columnId', '消息栏目，留空为全部栏目')],
    read: readAllMessages,
  },
  { key: 'OfficialAccount', name: '消息号', fields: ACCOUNT_FIELDS, params: [], read: readAccounts },
  {
    key: 'services',
    name: '热门服务',
    fields: SERVICE_FIELDS,
    params: [param('serviceType', '服务中心：APPLICATION 应用服务中心、PROCESS 流程服务中心，留空为全部')],
    read: (c, col) => readHotServices(c, value(col, 'serviceType'), col.limit),
  },
  { key: 'collection', name: '我的收藏', fields: SERVICE_FIELDS, params: [], read: (c, col) => readCollection(c, col.limit) },
  {
    key: 'commonServices',
    name: '常用服务',
    fields: COMMON_SERVICE_FIELDS,
    params: [],
    read: (c, col) => readCommonServices(c, col.limit),
  },
  { key: 'recommend', name: '为你推荐', fields: RECOMMEND_FIELDS, params: [], read: (c, col) => readRecommend(c, col.limit) },
  { key: 'tools', name: '常用工具', fields: TOOL_FIELDS, params: [param('typeName', '工具分类，留空为全部')], read: readTools },
];
