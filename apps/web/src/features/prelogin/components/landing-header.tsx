import type { NavBarItem, SchoolInfo } from '@onehall/contract';
import { Link } from 'react-router';
import { SiteBrand, SiteHeader } from '../../../components/site-shell/index.ts';
import { useAuthStore } from '../../../stores/auth.ts';

interface LandingHeaderProps {
  school: SchoolInfo | undefined;
  schoolLoading: boolean;
  navigation: NavBarItem[];
}

/** School identity, the navigation bar and sign-in: the first thing every visitor sees, in the portal's shared header. */
export function LandingHeader({ school, schoolLoading, navigation }: LandingHeaderProps) {
  const signedIn = useAuthStore((s) => s.userInfo !== null);
  return (
    <SiteHeader
      brand={<SiteBrand to="/" name={school?.schoolName ?? ''} logo={school?.schoolLogo} loading={schoolLoading} />}
      nav={navigation.map((item) => ({ key: item.id, label: item.name, to: item.url, newTab: item.openInNewTab }))}
      navLabel="导航栏"
      actions={
        <Link className="oh-site-action" to={signedIn ? '/home/homePage' : '/login'}>
          {signedIn ? '进入服务大厅' : '登录'}
        </Link>
      }
    />
  );
}
