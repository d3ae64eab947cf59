import { cellText, emptyTextFor, rowLink, rowTitle } from '../card-rows.ts';
import { CardEmpty, CountBadge } from '../card-states.tsx';
import { CardAvatar, Clickable, type ColumnProps } from './parts.tsx';

/** Message accounts (dataSource OfficialAccount): account, unread-style count, latest message. */
export function AccountColumn({ data, rows, actions }: ColumnProps) {
  if (rows.length === 0) return <CardEmpty text={emptyTextFor(data.kind)} />;
  return (
    <ul className="oh-card-list">
      {rows.map((row, i) => {
        const link = rowLink(row);
        return (
          <li key={String(row.id ?? i)}>
            <Clickable className="oh-card-item" onClick={actions.openLink && link ? () => actions.openLink?.(link, row) : undefined}>
              <span className="oh-card-item__main">
                <span className="oh-card-account">
                  <CardAvatar name={rowTitle(row)} />
                  <CountBadge count={Number(row.num) || 0} />
                </span>
                <span className="oh-card-item__title">{rowTitle(row)}</span>
              </span>
              <span className="oh-card-item__side">
                <span className="oh-card-item__meta">{cellText(row.latestTitle)}</span>
              </span>
            </Clickable>
          </li>
        );
      })}
    </ul>
  );
}
