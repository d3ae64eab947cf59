import { type CardKind, type CardWidth, DEFAULT_TENANT_ID, TODO_TIMEOUT_NAME_DEFAULT, TODO_TYPE_NAME_DEFAULT } from '@onehall/contract';
import type { Insertable } from 'kysely';
import type { HomeCardColumnsTable, HomeCardRolesTable, HomeCardsTable, HomeCardTypesTable } from '../modules/cards/tables.ts';
import type { Platform } from '../platform/context.ts';
import { seedId } from './ids.ts';

/** The bundled sample micro-app (modules/embedded) the demo frame cards show. */
export const CAMPUS_CLOCK_PATH = '/micro-apps/campus-clock/';

interface SeedColumn {
  name: string;
  source: string;
  params?: Record<string, string>;
  mapping?: [field: string, chineseName: string][];
  /** The label next to the column's count; 待审批 when not given. */
  todoTypeName?: string;
}

interface SeedCard {
  name: string;
  kind: CardKind;
  introduction: string;
  width: CardWidth;
  rows: number;
  url?: string;
  /** Role aliases; none means every signed-in user. */
  roles?: string[];
  /** Fixed by the administrator: users cannot hide it. */
  fixed?: boolean;
  columns: SeedColumn[];
}

interface SeedType {
  name: string;
  roles?: string[];
  cards: SeedCard[];
}

const STAFF_ROLES = ['teacher', 'staff', 'admin'];
const FRAME_ROLES = ['teacher', 'admin'];

/**
 * A home page for every role: students get 待办, 个人事项, 我的收藏, 常用服务,
 * 为你推荐, 常用工具, 校园新闻 and 重要公告; teachers and staff also 业务直通车
 * and 暂存工作台; teachers and administrators also the two frame cards.
 * 重要公告 is fixed: users cannot hide it in their card management.
 */
const TYPES: SeedType[] = [
  {
    name: '我的事务',
    cards: [
      {
        name: '待办',
        kind: 'todo',
        introduction: '待我审批和已办理的事项',
        width: 'wide',
        rows: 1,
        // The to-do source's columnName parameter picks a business-system category.
        columns: [
          { name: '全部待办', source: 'todo', todoTypeName: '待办' },
          { name: TODO_TYPE_NAME_DEFAULT, source: 'todo', params: { columnName: TODO_TYPE_NAME_DEFAULT } },
          { name: '待阅', source: 'todo', params: { columnName: '待阅' }, todoTypeName: '待阅' },
          { name: '已办', source: 'done', todoTypeName: '已办' },
        ],
      },
      {
        name: '个人事项',
        kind: 'personalMatters',
        introduction: '我发起的事项及其进度',
        width: 'narrow',
        rows: 1,
        columns: [
          { name: '办理中', source: 'personalMatters', params: { state: 'RUNNING' } },
          { name: '已办结', source: 'personalMatters', params: { state: 'FINISHED' } },
        ],
      },
      {
        name: '业务直通车',
        kind: 'businessExpress',
        introduction: '所办业务的最新进展',
        width: 'narrow',
        rows: 1,
        roles: STAFF_ROLES,
        columns: [{ name: '事项进展', source: 'businessExpress' }],
      },
      {
        name: '暂存工作台',
        kind: 'staging',
        introduction: '待处理工作一览',
        width: 'wide',
        rows: 1,
        roles: STAFF_ROLES,
        columns: [
          {
            name: '待我处理',
            source: 'todo',
            mapping: [
              ['title', '标题'],
              ['systemName', '业务系统'],
              ['deadline', '截止时间'],
            ],
          },
          {
            name: '我发起的',
            source: 'personalMatters',
            mapping: [
              ['processName', '事项名称'],
              ['stateName', '状态'],
              ['currentNode', '当前环节'],
              ['startTime', '发起时间'],
            ],
          },
        ],
      },
    ],
  },
  {
    name: '服务',
    cards: [
      {
        name: '我的收藏',
        kind: 'collection',
        introduction: '收藏的服务',
        width: 'narrow',
        rows: 1,
        columns: [{ name: '我的收藏', source: 'collection' }],
      },
      {
        name: '常用服务',
        kind: 'commonServices',
        introduction: '最常使用的服务',
        width: 'narrow',
        rows: 1,
        columns: [{ name: '常用服务', source: 'commonServices' }],
      },
      {
        name: '为你推荐',
        kind: 'recommend',
        introduction: '同院系、同角色师生常用的服务',
        width: 'wide',
        rows: 1,
        columns: [{ name: '为你推荐', source: 'recommend' }],
      },
      {
        name: '常用工具',
        kind: 'tools',
        introduction: '校园常用工具',
        width: 'wide',
        rows: 1,
        columns: [{ name: '常用工具', source: 'tools' }],
      },
    ],
  },
  {
    name: '校园资讯',
    cards: [
      {
        name: '校园新闻',
        kind: 'news',
        introduction: '学校新闻动态',
        width: 'wide',
        rows: 1,
        columns: [{ name: '校园新闻', source: 'news' }],
      },
      {
        name: '重要公告',
        kind: 'announcement',
        introduction: '学校重要通知公告',
        width: 'narrow',
        rows: 1,
        fixed: true,
        columns: [{ name: '通知公告', source: 'announcement' }],
      },
    ],
  },
  {
    name: '校园应用',
    roles: FRAME_ROLES,
    cards: [
      {
        name: '校园时钟',
        kind: 'frame',
        introduction: '嵌入的微应用（qiankun）',
        width: 'narrow',
        rows: 1,
        url: CAMPUS_CLOCK_PATH,
        roles: FRAME_ROLES,
        columns: [],
      },
      {
        name: '校园时钟（网页）',
        kind: 'frame',
        introduction: '嵌入的网页（iframe）',
        width: 'narrow',
        rows: 1,
        url: JSON.stringify({ type: 'iframe', url: CAMPUS_CLOCK_PATH }),
        roles: FRAME_ROLES,
        columns: [],
      },
    ],
  },
];

export const seedTypeId = (name: string) => seedId(`card-type:${DEFAULT_TENANT_ID}:${name}`);
export const seedCardId = (name: string) => seedId(`card:${DEFAULT_TENANT_ID}:${name}`);
const seedColumnId = (card: string, column: string) => seedId(`card-column:${DEFAULT_TENANT_ID}:${card}:${column}`);

/** Types, cards, columns and role settings of the demo home page; skipped when the first type exists. */
export async function seedCards(platform: Platform): Promise<void> {
  const tenantId = DEFAULT_TENANT_ID;
  const first = await platform.db
    .selectFrom('home_card_types')
    .select('id')
    .where('id', '=', seedTypeId(TYPES[0]?.name ?? ''))
    .executeTakeFirst();
  if (first) return;

  const now = platform.clock.now().toISOString();
  const types: Insertable<HomeCardTypesTable>[] = [];
  const cards: Insertable<HomeCardsTable>[] = [];
  const columns: Insertable<HomeCardColumnsTable>[] = [];
  const roles: Insertable<HomeCardRolesTable>[] = [];
  const grant = (target: HomeCardRolesTable['target'], id: string, aliases: string[] | undefined) => {
    for (const alias of aliases ?? []) roles.push({ tenant_id: tenantId, target, target_id: id, role_alias: alias });
  };

  for (const [typeSort, type] of TYPES.entries()) {
    const typeId = seedTypeId(type.name);
    types.push({ id: typeId, tenant_id: tenantId, type_name: type.name, sort: typeSort, enabled: 1, created_at: now, updated_at: now });
    grant('type', typeId, type.roles);
    for (const [cardSort, card] of type.cards.entries()) {
      const cardId = seedCardId(card.name);
      cards.push({
        id: cardId,
        tenant_id: tenantId,
        type_id: typeId,
        kind: card.kind,
        card_name: card.name,
        card_introduction: card.introduction,
        width: card.width,
        display_rows: card.rows,
        url: card.url ?? '',
        sort: cardSort,
        enabled: 1,
        fixed: card.fixed ? 1 : 0,
        created_at: now,
        updated_at: now,
      });
      grant('card', cardId, card.roles);
      for (const [columnSort, column] of card.columns.entries()) {
        columns.push({
          id: seedColumnId(card.name, column.name),
          tenant_id: tenantId,
          card_id: cardId,
          column_name: column.name,
          sort: columnSort,
          data_source: column.source,
          api_id: null,
          params: JSON.stringify(column.params ?? {}),
          card_mapping: JSON.stringify((column.mapping ?? []).map(([field, chineseName]) => ({ field, chineseName }))),
          todo_type_name: column.todoTypeName ?? TODO_TYPE_NAME_DEFAULT,
          todo_timeout_name: TODO_TIMEOUT_NAME_DEFAULT,
          created_at: now,
          updated_at: now,
        });
      }
    }
  }

  await platform.db.transaction().execute(async (trx) => {
    await trx.insertInto('home_card_types').values(types).execute();
    await trx.insertInto('home_cards').values(cards).execute();
    await trx.insertInto('home_card_columns').values(columns).execute();
    await trx.insertInto('home_card_roles').values(roles).execute();
  });
}
