import { Link, useLocation } from 'react-router';
import { PageFrame } from '../../../components/page-frame/index.ts';
import { VisitorSiteHeader } from '../../../components/site-shell/index.ts';
import { useAuthStore } from '../../../stores/auth.ts';
import { ServiceCentre } from '../components/service-centre.tsx';
import './all-services-page.css';

/**
 * The all-services page (route serviceCenterBeforLogin): counts as pre-login
 * (SPEC §2), so visitors search and browse public services with the `nobody`
 * endpoints; its open tab is the named state serviceCenterBeforLogin. It wears
 * the portal's shared header in the landing's colour: the school's mark leads home.
 */
export default function AllServicesPage() {
  const signedIn = useAuthStore((s) => s.userInfo !== null);
  const location = useLocation();
  const loginTo = `/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
  return (
    <div className="oh-all-services">
      <VisitorSiteHeader
        skipTo="oh-all-services-main"
        actions={
          <>
            <Link to="/" className="oh-site-action oh-site-action--quiet">
              首页
            </Link>
            {!signedIn && (
              <Link to="/threelistsBeforLogin" className="oh-site-action oh-site-action--quiet oh-all-services__lists">
                三清单
              </Link>
            )}
            <Link to={signedIn ? '/home/serviceHall' : loginTo} className="oh-site-action">
              {signedIn ? '进入服务大厅' : '登录'}
            </Link>
          </>
        }
      />
      <main id="oh-all-services-main" className="oh-all-services__main" tabIndex={-1}>
        <PageFrame title="全部服务">
          <ServiceCentre serviceType="" tabState="serviceCenterBeforLogin" />
        </PageFrame>
      </main>
    </div>
  );
}
