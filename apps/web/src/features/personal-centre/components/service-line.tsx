import type { ServiceListItem } from '@onehall/contract';
import type { ReactNode } from 'react';
import { SERVICE_NAME_TWO_LINES, ServiceIcon } from '../../../components/service-icon/service-icon.tsx';
import { useOpenService } from '../../../components/service-open/index.ts';

/** One service in a personal list: icon, name (opens it the way the service hall does), what the list adds, actions. */
export function ServiceLine({ service, meta, actions }: { service: ServiceListItem; meta?: ReactNode; actions?: ReactNode }) {
  const open = useOpenService();
  return (
    <li className="oh-personal-service">
      <ServiceIcon service={service} size={36} />
      <div className="oh-personal-service__body">
        <button
          type="button"
          className={`oh-personal-service__name ${SERVICE_NAME_TWO_LINES}`}
          title={service.serviceName}
          onClick={() => open(service)}
        >
          {service.serviceName}
        </button>
        <div className="oh-personal-service__meta">
          <span>{service.serviceDeptName || '—'}</span>
          {meta}
        </div>
      </div>
      {actions && <div className="oh-personal-service__actions">{actions}</div>}
    </li>
  );
}
