import { ServiceIcon } from '../../service-icon/service-icon.tsx';
import { asServiceRow, emptyTextFor, type ServiceRow, serviceTip } from '../card-rows.ts';
import { CardEmpty } from '../card-states.tsx';
import { type ColumnProps, Tile } from './parts.tsx';

/**
 * 我的收藏 / 为你推荐 / 常用服务: services as tiles, the name on up to two lines
 * (in full in the tooltip) and a recommendation's reason beneath; a click opens
 * the service the SPEC §9 way.
 */
export function ServiceColumn({ data, rows, actions }: ColumnProps) {
  const services = rows.map(asServiceRow).filter((s): s is ServiceRow => s !== null);
  if (services.length === 0) return <CardEmpty text={emptyTextFor(data.kind)} />;
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
