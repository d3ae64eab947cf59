import { type CardData, type CardDataColumn, type CardKind, TODO_CARD_KINDS } from '@onehall/contract';
import { type ComponentType, lazy, Suspense } from 'react';
import type { CardActions } from './card-actions.ts';
import { clipRows, emptyTextFor, isOfficialAccount } from './card-rows.ts';
import { CardEmpty, CardError, CardSkeleton, CountBadge } from './card-states.tsx';
import { type CardTab, CardTabs } from './card-tabs.tsx';
import type { ColumnProps } from './columns/parts.tsx';

export interface CardBodyProps {
  data: CardData;
  /** The width the card is laid out at (the preview may show a card at the other width). */
  wide: boolean;
  actions: CardActions;
  now: Date;
}

const isTodoKind = (kind: CardKind) => TODO_CARD_KINDS.includes(kind);

/**
 * Each column layout is its own chunk, fetched when a card of that kind first
 * shows its data: a page without a staging card never loads the table, one
 * without service cards never loads the service icons.
 */
const layout = <K extends string>(load: () => Promise<Record<K, ComponentType<ColumnProps>>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const LAYOUTS = {
  todo: layout(() => import('./columns/todo-column.tsx'), 'TodoColumn'),
  staging: layout(() => import('./columns/staging-column.tsx'), 'StagingColumn'),
  news: layout(() => import('./columns/news-column.tsx'), 'NewsColumn'),
  account: layout(() => import('./columns/account-column.tsx'), 'AccountColumn'),
  services: layout(() => import('./columns/service-column.tsx'), 'ServiceColumn'),
  tools: layout(() => import('./columns/tool-column.tsx'), 'ToolColumn'),
};

/** Which layout shows a card's columns. */
function layoutOf(data: Pick<CardData, 'kind' | 'dataSource'>): keyof typeof LAYOUTS {
  if (isOfficialAccount(data)) return 'account';
  if (isTodoKind(data.kind)) return 'todo';
  switch (data.kind) {
    case 'staging':
      return 'staging';
    case 'collection':
    case 'recommend':
    case 'commonServices':
      return 'services';
    case 'tools':
      return 'tools';
    default:
      return 'news';
  }
}

function ColumnBody({ data, column, wide, actions, now }: CardBodyProps & { column: CardDataColumn }) {
  if (column.error) return <CardError title="栏目数据加载失败" detail={column.error} />;
  const Layout = LAYOUTS[layoutOf(data)];
  const rows = clipRows(column.result, data.basicConfig.displayRows, wide);
  return (
    <Suspense fallback={<CardSkeleton lines={Math.min(rows.length, 6) || 3} />}>
      <Layout data={data} column={column} rows={rows} actions={actions} now={now} />
    </Suspense>
  );
}

function tabOf(props: CardBodyProps, column: CardDataColumn): CardTab {
  const count = isTodoKind(props.data.kind) ? column.todoNum : column.num;
  return {
    key: column.id,
    label: (
      <span className="oh-card-tab">
        {column.columnName}
        <CountBadge count={count} />
      </span>
    ),
    content: <ColumnBody {...props} column={column} />,
  };
}

/**
 * The data part of a card (every kind but frame): its columns as tabs with
 * their counts (to-do kinds and staging always; other kinds when there is more
 * than one column), each column in its kind's layout, clipped to displayRows.
 */
export function CardDataBody(props: CardBodyProps) {
  const { data } = props;
  if (data.list.length === 0) return <CardEmpty text={emptyTextFor(data.kind)} />;
  const tabbed = data.list.length > 1 || isTodoKind(data.kind) || data.kind === 'staging';
  if (!tabbed) return <ColumnBody {...props} column={data.list[0]!} />;
  return <CardTabs tabs={data.list.map((column) => tabOf(props, column))} />;
}
