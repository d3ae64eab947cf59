import { cellText, emptyTextFor, type Row, rowLink, stagingTable } from '../card-rows.ts';
import { CardEmpty } from '../card-states.tsx';
import type { ColumnProps } from './parts.tsx';

/**
 * 暂存工作台: the column's rows through its card mapping, as a plain table
 * that scrolls sideways inside the card (a card shows at most 18 rows, so
 * antd's table with its pagination and sorting would be weight for nothing).
 * The first cell is the row's button, so the row opens from the keyboard too;
 * a click anywhere on the row covers the mouse.
 */
export function StagingColumn({ data, column, rows, actions }: ColumnProps) {
  const { headers } = stagingTable(column);
  const open = actions.openLink;
  if (rows.length === 0) return <CardEmpty text={emptyTextFor(data.kind)} />;
  const keyOf = (row: Row) => String(row.id ?? JSON.stringify(row));
  return (
    <div className="oh-card-table">
      <table>
        <thead>
          <tr>
            {headers.map(({ field, title }) => (
              <th key={field} scope="col">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const link = rowLink(row);
            const opens = link && open ? () => open(link, row) : undefined;
            return (
              <tr key={keyOf(row)} className={opens ? 'oh-card-table__link' : undefined} onClick={opens}>
                {headers.map(({ field }, i) => (
                  <td key={field}>
                    {i === 0 && opens ? (
                      <button
                        type="button"
                        className="oh-card-table__open"
                        onClick={(event) => {
                          event.stopPropagation();
                          opens();
                        }}
                      >
                        {cellText(row[field])}
                      </button>
                    ) : (
                      cellText(row[field])
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
