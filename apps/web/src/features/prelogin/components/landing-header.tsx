import type { NavBarItem, SchoolInfo } from '@onehall/contract';
import { Link } from 'react-router';
import { linkProps, safeHref } from '../../../lib/safe-content.ts';
import { useAuthStore } from '../../../stores/auth.ts';
import { SkeletonLines } from './skeleton-lines.tsx';

interface LandingHeaderProps {
  school: SchoolInfo | undefined;
  schoolLoading: boolean;
  navigation: NavBarItem[];
}

/** A navigation entry: same-site paths route in place, other sites open in a detached tab. */
export function NavEntry({ item }: { item: NavBarItem }) {
  const href = safeHref(item.url);
  if (!href) return null;
  if (href.startsWith('/') && !item.openInNewTab) {
    return <Link to={href}>{item.name}</Link>;
  }
  const props = linkProps(href);
  return item.openInNewTab && !props.target ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {item.name}
    </a>
  ) : (
    <a {...props}>{item.name}</a>
  );
}

/** School identity, the navigation bar and sign-in: the first thing every visitor sees. */
export function LandingHeader({ school, schoolLoading, navigation }: LandingHeaderProps) {
  const signedIn = useAuthStore((s) => s.userInfo !== null);
  const logo = safeHref(school?.schoolLogo);
  return (
    <header className="oh-pl-header">
      <div className="oh-pl-header__inner">
        <Link to="/" className="oh-pl-brand" aria-label={school ? `${school.schoolName}首页` : '首页'}>
          {logo && <img src={logo} alt="" width={36} height={36} className="oh-pl-brand__logo" />}
          {schoolLoading ? <SkeletonLines rows={1} width={120} /> : <span className="oh-pl-brand__name">{school?.schoolName}</span>}
        </Link>
        <Link className="oh-pl-sign-in" to={signedIn ? '/home/homePage' : '/login'}>
          {signedIn ? '进入服务大厅' : '登录'}
        </Link>
      </div>
      {navigation.length > 0 && (
        <nav className="oh-pl-nav" aria-label="导航栏">
          <ul>
            {navigation.map((item) => (
              <li key={item.id}>
                <NavEntry item={item} />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
