import { ArrowLeftOutlined } from '@ant-design/icons';
import { PRE_LOGIN_THEME_COLOR } from '@onehall/contract';
import { Link, useLocation } from 'react-router';
import { PageFrame } from '../../../components/page-frame/index.ts';
import { useAuthStore } from '../../../stores/auth.ts';
import { ServiceCentre } from '../components/service-centre.tsx';
import './all-services-page.css';

/**
 * The all-services page (route serviceCenterBeforLogin): counts as pre-login
 * (SPEC §2), so visitors search and browse public services with the `nobody`
 * endpoints; its open tab is the named state serviceCenterBeforLogin.
 */
export default function AllServicesPage() {
  const signedIn = useAuthStore((s) => s.userInfo !== null);
  const location = useLocation();
  const loginTo = `/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
  return (
    <div className="oh-all-services" style={{ ['--oh-landing-color' as string]: PRE_LOGIN_THEME_COLOR }}>
      <header className="oh-all-services__bar">
        <Link to="/" className="oh-all-services__link">
          <ArrowLeftOutlined /> 首页
        </Link>
        <Link to={signedIn ? '/home/serviceHall' : loginTo} className="oh-all-services__link">
          {signedIn ? '进入服务大厅' : '登录'}
        </Link>
      </header>
      <main>
        <PageFrame title="全部服务">
          <ServiceCentre serviceType="" tabState="serviceCenterBeforLogin" />
        </PageFrame>
      </main>
    </div>
  );
}
