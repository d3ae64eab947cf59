import { cellText, displayTime, emptyTextFor, isNewRow, rowLink, rowTime, rowTitle } from '../card-rows.ts';
import { CardEmpty } from '../card-states.tsx';
import { CardTag, Clickable, type ColumnProps } from './parts.tsx';

/** 校园新闻 / 重要公告 and other message lists: title, new marker, importance label (fieldSet), time. */
export function NewsColumn({ data, rows, actions, now }: ColumnProps) {
  if (rows.length === 0) return <CardEmpty text={emptyTextFor(data.kind)} />;
  return (
    <ul className="oh-card-list">
      {rows.map((row, i) => {
        const link = rowLink(row);
        const label = cellText(row.fieldSet);
        return (
          <li key={String(row.id ?? i)}>
            <Clickable className="oh-card-item" onClick={link && actions.openLink ? () => actions.openLink?.(link, row) : undefined}>
              <span className="oh-card-item__main">
                {label && <CardTag tone="error">{label}</CardTag>}
                <span className="oh-card-item__title">{rowTitle(row)}</span>
                {isNewRow(row, now) && (
                  <CardTag tone="success" className="oh-card-item__new">
                    新
                  </CardTag>
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
