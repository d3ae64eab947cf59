import { TODO_TIMEOUT_NAME_DEFAULT, TODO_TYPE_NAME_DEFAULT } from '@onehall/contract';
import { cellText, displayTime, emptyTextFor, type Row, rowLink, rowTime, rowTitle } from '../card-rows.ts';
import { CardEmpty } from '../card-states.tsx';
import { CardTag, Clickable, type ColumnProps } from './parts.tsx';

/** A process record's state (办理中, 已办结, 已驳回) in the colour the card data gives it. */
function stateTag(data: ColumnProps['data'], row: Row): { name: string; color?: string } | null {
  const name = cellText(row.stateName);
  return name ? { name, color: data.currentStatusBackgroundColor.find((c) => c.typeName === name)?.colorVal } : null;
}

/** 待办 / 业务直通车 / 个人事项: counters on top (SPEC §3 To-do item), then the items. */
export function TodoColumn({ data, column, rows, actions }: ColumnProps) {
  const timeoutName = column.todoTimeoutName || TODO_TIMEOUT_NAME_DEFAULT;
  const timeoutColor = data.currentStatusBackgroundColor.find((c) => c.typeName === timeoutName)?.colorVal;
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
        <CardEmpty text={emptyTextFor(data.kind)} />
      ) : (
        <ul className="oh-card-list oh-card-list--stacked">
          {rows.map((row, i) => {
            const link = rowLink(row);
            const state = stateTag(data, row);
            return (
              <li key={String(row.id ?? i)}>
                <Clickable className="oh-card-item" onClick={link && actions.openLink ? () => actions.openLink?.(link, row) : undefined}>
                  <span className="oh-card-item__main">
                    <span className="oh-card-item__title">{rowTitle(row)}</span>
                  </span>
                  <span className="oh-card-item__side">
                    {row.timeout === true && (
                      <CardTag tone="warning" color={timeoutColor}>
                        {timeoutName}
                      </CardTag>
                    )}
                    {state && <CardTag color={state.color}>{state.name}</CardTag>}
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
