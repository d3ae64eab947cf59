import type { ServiceItem } from '@onehall/contract';
import { useNavigate } from 'react-router';
import { reportError } from '../../../api/errors.ts';
import { ApiError } from '../../../api/unwrap.ts';
import { SERVICE_NAME_TWO_LINES, ServiceIcon } from '../../../components/service-icon/service-icon.tsx';
import { safeHref } from '../../../lib/safe-content.ts';
import { useAuthStore } from '../../../stores/auth.ts';
import { jumpToService } from '../api/pre-login-get-jump-server.ts';

/** SPEC §3 "Service item": OFFLINE is handled in person, anything else online. */
export const processLabel = (processType: string) => (processType === 'OFFLINE' ? '线下办理' : '在线办理');

/** SPEC §9: hotness above 9999999 shows 9999999+. */
export const hotness = (n: number) => (n > 9_999_999 ? '9999999+' : String(n));

/**
 * Opens a service from the landing. A visitor gets its details on the
 * all-services page, where 办理 asks for sign-in only if the service needs it;
 * a signed-in user goes where the server says.
 */
export function useOpenService() {
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => s.userInfo !== null);
  return async (serviceId: string) => {
    if (!signedIn) {
      navigate(`/serviceCenterBeforLogin?serviceId=${encodeURIComponent(serviceId)}`);
      return;
    }
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
      {services.map((s) => (
        <li key={s.serviceId}>
          <button type="button" className="oh-pl-service" onClick={() => void open(s.serviceId)}>
            <ServiceIcon service={s} />
            <span className="oh-pl-service__text">
              <span className={`oh-pl-service__name ${SERVICE_NAME_TWO_LINES}`} title={s.serviceName}>
                {s.serviceName}
              </span>
              <span className="oh-pl-service__meta">
                {s.serviceDeptName && <span>{s.serviceDeptName}</span>}
                <span className={s.processType === 'OFFLINE' ? 'is-offline' : 'is-online'}>{processLabel(s.processType)}</span>
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
