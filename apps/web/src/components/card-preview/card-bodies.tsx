import {
  badgeText,
  type CardData,
  type CardDataColumn,
  type CardKind,
  TODO_CARD_KINDS,
  TODO_TIMEOUT_NAME_DEFAULT,
  TODO_TYPE_NAME_DEFAULT,
} from '@onehall/contract';
import { Avatar, Badge, Empty, Result, Table, Tabs, Tag, Tooltip } from 'antd';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { ServiceIcon } from '../service-icon/service-icon.tsx';
import {
  asServiceRow,
  asToolRow,
  cellText,
  clipRows,
  displayTime,
  emptyTextFor,
  isNewRow,
  isOfficialAccount,
  type Row,
  rowLink,
  rowTime,
  rowTitle,
  type ServiceRow,
  serviceTip,
  stagingTable,
  type ToolRow,
} from './card-rows.ts';

/** What a click on a card item does; a card without actions (the configuration preview) shows items without links. */
export interface CardActions {
  openService?: (service: ServiceRow) => void;
  openTool?: (tool: ToolRow) => void;
  /** An item's own address (a to-do, a news detail, a process record). */
  openLink?: (url: string, row: Row) => void;
}

export interface CardBodyProps {
  data: CardData;
  /** The width the card is laid out at (the preview may show a card at the other width). */
  wide: boolean;
  actions: CardActions;
  now: Date;
}

const isTodoKind = (kind: CardKind) => TODO_CARD_KINDS.includes(kind);

/** Passes on the hover and focus handlers (and ref) a wrapping Tooltip sets. */
function Clickable({
  onClick,
  children,
  className,
  ...rest
}: { onClick?: () => void; children: ReactNode; className: string } & Omit<HTMLAttributes<HTMLElement>, 'onClick' | 'className'> & {
    ref?: Ref<HTMLElement>;
  }) {
  if (!onClick)
    return (
      <div {...rest} ref={rest.ref as Ref<HTMLDivElement>} className={className}>
        {children}
      </div>
    );
  return (
    <button
      {...rest}
      ref={rest.ref as Ref<HTMLButtonElement>}
      type="button"
      className={`${className} oh-card-item--link`}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function ColumnEmpty({ kind }: { kind: CardKind }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyTextFor(kind)} />;
}

/** A column whose source failed shows why; the other columns still work. */
function ColumnError({ message }: { message: string }) {
  return <Result status="warning" className="oh-card-column-error" title="栏目数据加载失败" subTitle={message} />;
}

/** A process record's state (办理中, 已办结, 已驳回) in the colour the card data gives it. */
function stateTag(data: CardData, row: Row): { name: string; color?: string } | null {
  const name = cellText(row.stateName);
  return name ? { name, color: data.currentStatusBackgroundColor.find((c) => c.typeName === name)?.colorVal } : null;
}

/** 待办 / 业务直通车 / 个人事项: counters on top (SPEC §3 To-do item), then the items. */
function TodoColumn({ data, column, rows, actions }: { data: CardData; column: CardDataColumn; rows: Row[]; actions: CardActions }) {
  const timeoutName = column.todoTimeoutName || TODO_TIMEOUT_NAME_DEFAULT;
  return (
    <div className="oh-card-column">
      <div className="oh-card-todo-counts">
        <span>
          {column.todoTypeName || TODO_TYPE_NAME_DEFAULT} <strong className="oh-card-todo-counts__num">{column.todoNum}</strong>
        </span>
        <span className={column.todoTimeoutNum > 0 ? 'oh-card-todo-counts__timeout' : undefined}>
          {timeoutName} <strong className="oh-card-todo-counts__num">{column.todoTimeoutNum}</strong>
        </span>
      </div>
      {rows.length === 0 ? (
        <ColumnEmpty kind={data.kind} />
      ) : (
        <ul className="oh-card-list oh-card-list--stacked">
          {rows.map((row, i) => {
            const link = rowLink(row);
            const state = stateTag(data, row);
            const timeoutColor = data.currentStatusBackgroundColor.find((c) => c.typeName === timeoutName)?.colorVal;
            return (
              <li key={String(row.id ?? i)}>
                <Clickable className="oh-card-item" onClick={link && actions.openLink ? () => actions.openLink?.(link, row) : undefined}>
                  <span className="oh-card-item__main">
                    <span className="oh-card-item__title">{rowTitle(row)}</span>
                  </span>
                  <span className="oh-card-item__side">
                    {row.timeout === true && <Tag color={timeoutColor ?? 'orange'}>{timeoutName}</Tag>}
                    {state && <Tag color={state.color}>{state.name}</Tag>}
                    <span className="oh-card-item__meta">{cellText(row.systemName)}</span>
                    <span className="oh-card-item__time">{displayTime(rowTime(row))}</span>
                  </span>
                </Clickable>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** 暂存工作台: the column's rows through its card mapping. */
function StagingColumn({ data, column, rows, actions }: { data: CardData; column: CardDataColumn; rows: Row[]; actions: CardActions }) {
  const { headers } = stagingTable(column);
  const open = actions.openLink;
  if (rows.length === 0) return <ColumnEmpty kind={data.kind} />;
  return (
    <Table<Row>
      size="small"
      className="oh-card-table"
      pagination={false}
      rowKey={(row) => String(row.id ?? JSON.stringify(row))}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      columns={headers.map(({ field, title }, i) => ({
        key: field,
        title,
        dataIndex: field,
        // The first cell is the row's button, so the row opens from the keyboard too; the row's click covers the mouse.
        render: (value: unknown, row: Row) => {
          const link = rowLink(row);
          if (i > 0 || !link || !open) return cellText(value);
          return (
            <button
              type="button"
              className="oh-card-table__open"
              onClick={(event) => {
                event.stopPropagation();
                open(link, row);
              }}
            >
              {cellText(value)}
            </button>
          );
        },
      }))}
      onRow={(row) => {
        const link = rowLink(row);
        return link && open ? { onClick: () => open(link, row), className: 'oh-card-table__link' } : {};
      }}
    />
  );
}

/** 校园新闻 / 重要公告 and other message lists: title, new marker, importance label (fieldSet), time. */
function NewsColumn({ data, rows, actions, now }: { data: CardData; rows: Row[]; actions: CardActions; now: Date }) {
  if (rows.length === 0) return <ColumnEmpty kind={data.kind} />;
  return (
    <ul className="oh-card-list">
      {rows.map((row, i) => {
        const link = rowLink(row);
        const label = cellText(row.fieldSet);
        return (
          <li key={String(row.id ?? i)}>
            <Clickable className="oh-card-item" onClick={link && actions.openLink ? () => actions.openLink?.(link, row) : undefined}>
              <span className="oh-card-item__main">
                {label && <Tag color="red">{label}</Tag>}
                <span className="oh-card-item__title">{rowTitle(row)}</span>
                {isNewRow(row, now) && (
                  <Tag color="green" className="oh-card-item__new">
                    新
                  </Tag>
                )}
              </span>
              <span className="oh-card-item__side">
                <span className="oh-card-item__time">{displayTime(rowTime(row), true)}</span>
              </span>
            </Clickable>
          </li>
        );
      })}
    </ul>
  );
}

/** Message accounts (dataSource OfficialAccount): account, unread-style count, latest message. */
function AccountColumn({ data, rows, actions }: { data: CardData; rows: Row[]; actions: CardActions }) {
  if (rows.length === 0) return <ColumnEmpty kind={data.kind} />;
  return (
    <ul className="oh-card-list">
      {rows.map((row, i) => (
        <li key={String(row.id ?? i)}>
          <Clickable
            className="oh-card-item"
            onClick={actions.openLink && rowLink(row) ? () => actions.openLink?.(rowLink(row), row) : undefined}
          >
            <span className="oh-card-item__main">
              <Badge count={badgeText(row.num as number)} size="small">
                <Avatar shape="square">{rowTitle(row).slice(0, 1)}</Avatar>
              </Badge>
              <span className="oh-card-item__title">{rowTitle(row)}</span>
            </span>
            <span className="oh-card-item__side">
              <span className="oh-card-item__meta">{cellText(row.latestTitle)}</span>
            </span>
          </Clickable>
        </li>
      ))}
    </ul>
  );
}

function Tile({ media, name, sub, tip, onClick }: { media: ReactNode; name: string; sub?: ReactNode; tip?: string; onClick?: () => void }) {
  const content = (
    <Clickable className="oh-card-tile" onClick={onClick}>
      {media}
      <span className="oh-card-tile__name">{name}</span>
      {sub}
    </Clickable>
  );
  return tip ? <Tooltip title={tip}>{content}</Tooltip> : content;
}

/**
 * 我的收藏 / 为你推荐 / 常用服务: services as tiles, the name on up to two lines
 * (in full in the tooltip) and a recommendation's reason beneath; a click opens
 * the service the SPEC §9 way.
 */
function ServiceColumn({ data, rows, actions }: { data: CardData; rows: Row[]; actions: CardActions }) {
  const services = rows.map(asServiceRow).filter((s): s is ServiceRow => s !== null);
  if (services.length === 0) return <ColumnEmpty kind={data.kind} />;
  return (
    <div className="oh-card-tiles oh-card-tiles--services">
      {services.map((s) => (
        <Tile
          key={s.serviceId}
          media={<ServiceIcon service={s} />}
          name={s.serviceName}
          tip={serviceTip(s)}
          sub={s.reason && <span className="oh-card-tile__reason">{s.reason}</span>}
          onClick={actions.openService ? () => actions.openService?.(s) : undefined}
        />
      ))}
    </div>
  );
}

/** 常用工具: tools_icon, tools_name and the names of typeList; a click is an openServiceIfram request. */
function ToolColumn({ data, rows, actions }: { data: CardData; rows: Row[]; actions: CardActions }) {
  const tools = rows.map(asToolRow).filter((t): t is ToolRow => t !== null);
  if (tools.length === 0) return <ColumnEmpty kind={data.kind} />;
  return (
    <div className="oh-card-tiles">
      {tools.map((t) => (
        <Tile
          key={`${t.name}-${t.url}`}
          media={
            t.icon ? (
              <Avatar shape="square" size={40} src={t.icon} alt="" />
            ) : (
              <Avatar shape="square" size={40} className="oh-card-tile__letter" aria-hidden>
                {t.name.slice(0, 1)}
              </Avatar>
            )
          }
          name={t.name}
          sub={t.types.length > 0 && <span className="oh-card-tile__types">{t.types.join(' · ')}</span>}
          onClick={actions.openTool && t.url ? () => actions.openTool?.(t) : undefined}
        />
      ))}
    </div>
  );
}

function ColumnBody({ data, column, wide, actions, now }: CardBodyProps & { column: CardDataColumn }) {
  if (column.error) return <ColumnError message={column.error} />;
  const rows = clipRows(column.result, data.basicConfig.displayRows, wide);
  if (isOfficialAccount(data)) return <AccountColumn data={data} rows={rows} actions={actions} />;
  if (isTodoKind(data.kind)) return <TodoColumn data={data} column={column} rows={rows} actions={actions} />;
  switch (data.kind) {
    case 'staging':
      return <StagingColumn data={data} column={column} rows={rows} actions={actions} />;
    case 'collection':
    case 'recommend':
    case 'commonServices':
      return <ServiceColumn data={data} rows={rows} actions={actions} />;
    case 'tools':
      return <ToolColumn data={data} rows={rows} actions={actions} />;
    default:
      return <NewsColumn data={data} rows={rows} actions={actions} now={now} />;
  }
}

function tabLabel(kind: CardKind, column: CardDataColumn): ReactNode {
  const count = isTodoKind(kind) ? column.todoNum : column.num;
  const badge = badgeText(count);
  return (
    <span className="oh-card-tab">
      {column.columnName}
      {badge && <Badge count={badge} size="small" className="oh-card-tab__badge" aria-label={`${column.columnName} ${badge}`} />}
    </span>
  );
}

/**
 * The data part of a card (every kind but frame): its columns as tabs with
 * their counts (to-do kinds and staging always; other kinds when there is more
 * than one column), each column in its kind's layout, clipped to displayRows.
 */
export function CardDataBody(props: CardBodyProps) {
  const { data } = props;
  if (data.list.length === 0) return <ColumnEmpty kind={data.kind} />;
  const tabbed = data.list.length > 1 || isTodoKind(data.kind) || data.kind === 'staging';
  if (!tabbed) return <ColumnBody {...props} column={data.list[0]!} />;
  return (
    <Tabs
      size="small"
      className="oh-card-tabs"
      items={data.list.map((column) => ({
        key: column.id,
        label: tabLabel(data.kind, column),
        children: <ColumnBody {...props} column={column} />,
      }))}
    />
  );
}
