import type { ServiceItem } from '@onehall/contract';
import { useNavigate } from 'react-router';
import { reportError } from '../../../api/errors.ts';
import { ApiError } from '../../../api/unwrap.ts';
import { safeHref } from '../../../lib/safe-content.ts';
import { jumpToService } from '../api/landing.ts';

/** SPEC §3 "Service item": OFFLINE is handled in person, anything else online. */
export const processLabel = (processType: string) => (processType === 'OFFLINE' ? '线下办理' : '在线办理');

/** SPEC §9: hotness above 9999999 shows 9999999+. */
export const hotness = (n: number) => (n > 9_999_999 ? '9999999+' : String(n));

/** Opens a service the way a visitor may: the server says where (sign-in first, then the service). */
export function useOpenService() {
  const navigate = useNavigate();
  return async (serviceId: string) => {
    try {
      const jump = await jumpToService(serviceId);
      const target = safeHref(jump.redirect) ?? '/serviceCenterBeforLogin';
      navigate(jump.loginRequired ? `/login?redirect=${encodeURIComponent(target)}` : target);
    } catch (error) {
      if (error instanceof ApiError) reportError(error);
    }
  };
}

export function ServiceTiles({ services }: { services: ServiceItem[] }) {
  const open = useOpenService();
  return (
    <ul className="oh-pl-services">
      {services.map((s) => {
        const icon = safeHref(s.serviceIcon);
        return (
          <li key={s.serviceId}>
            <button type="button" className="oh-pl-service" onClick={() => void open(s.serviceId)}>
              {icon ? (
                <img src={icon} alt="" width={40} height={40} loading="lazy" />
              ) : (
                <span className="oh-pl-service__letter" aria-hidden>
                  {s.serviceName.slice(0, 1)}
                </span>
              )}
              <span className="oh-pl-service__text">
                <span className="oh-pl-service__name">{s.serviceName}</span>
                <span className="oh-pl-service__meta">
                  {s.serviceDeptName && <span>{s.serviceDeptName}</span>}
                  <span className={s.processType === 'OFFLINE' ? 'is-offline' : 'is-online'}>{processLabel(s.processType)}</span>
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
