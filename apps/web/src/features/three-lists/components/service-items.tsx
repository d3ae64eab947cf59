import { processTypeText, type ServiceListItem } from '@onehall/contract';
import { Button, Tag } from 'antd';
import { ServiceIcon } from '../../../components/service-icon/service-icon.tsx';

export interface ServiceItemsProps {
  services: readonly (ServiceListItem & { dutyIds?: string[] })[];
  onDetails: (serviceId: string) => void;
  onOpen: (service: ServiceListItem) => void;
  /** School-wide search results name each service's department, which opens it. */
  onPickDept?: (deptId: string) => void;
}

/** 服务清单: each service opens its details (name) or itself (办理), exactly as in the service hall. */
export function ServiceItems({ services, onDetails, onOpen, onPickDept }: ServiceItemsProps) {
  return (
    <ul className="oh-tl-services">
      {services.map((s) => (
        <li key={s.serviceId} className="oh-tl-service">
          <ServiceIcon service={s} size={36} />
          <div className="oh-tl-service__body">
            <button type="button" className="oh-tl-service__name" title={s.serviceName} onClick={() => onDetails(s.serviceId)}>
              {s.serviceName}
            </button>
            <div className="oh-tl-service__meta">
              <Tag color={s.processType === 'OFFLINE' ? 'orange' : 'blue'}>{processTypeText(s.processType)}</Tag>
              {s.dutyIds &&
                (s.dutyIds.length > 0 ? <span>承担职责 {s.dutyIds.length} 项</span> : <Tag className="oh-tl-mark">未对应职责</Tag>)}
              {onPickDept && s.serviceDeptId && (
                <button type="button" className="oh-tl-link" onClick={() => onPickDept(s.serviceDeptId!)}>
                  {s.serviceDeptName}
                </button>
              )}
            </div>
          </div>
          <Button type="primary" size="small" onClick={() => onOpen(s)} aria-label={`办理 ${s.serviceName}`}>
            办理
          </Button>
        </li>
      ))}
    </ul>
  );
}
