import { asToolRow, emptyTextFor, type ToolRow } from '../card-rows.ts';
import { CardEmpty } from '../card-states.tsx';
import { CardAvatar, type ColumnProps, Tile } from './parts.tsx';

/** 常用工具: tools_icon, tools_name and the names of typeList; a click is an openServiceIfram request. */
export function ToolColumn({ data, rows, actions }: ColumnProps) {
  const tools = rows.map(asToolRow).filter((t): t is ToolRow => t !== null);
  if (tools.length === 0) return <CardEmpty text={emptyTextFor(data.kind)} />;
  return (
    <div className="oh-card-tiles">
      {tools.map((t) => (
        <Tile
          key={`${t.name}-${t.url}`}
          media={<CardAvatar src={t.icon} name={t.name} size={40} />}
          name={t.name}
          sub={t.types.length > 0 && <span className="oh-card-tile__types">{t.types.join(' · ')}</span>}
          onClick={actions.openTool && t.url ? () => actions.openTool?.(t) : undefined}
        />
      ))}
    </div>
  );
}
