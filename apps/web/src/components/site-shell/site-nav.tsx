import { Link, NavLink } from 'react-router';
import { linkProps, safeHref } from '../../lib/safe-content.ts';

export interface SiteNavItem {
  key: string;
  label: string;
  /** A site path or an http(s) address; anything else (javascript:, data:) is dropped. */
  to: string;
  /** Open in a new, detached tab even when the address is on this site. */
  newTab?: boolean;
}

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'oh-site-nav__link oh-site-nav__link--active' : 'oh-site-nav__link');

function Entry({ item, onNavigate }: { item: SiteNavItem; onNavigate?: () => void }) {
  const href = safeHref(item.to) ?? '';
  if (href.startsWith('/') && !item.newTab) {
    // An entry that picks a tab or a section (`/?column=…#card-…`) is a jump within a page, never the current page itself.
    if (/[?#]/.test(href)) {
      return (
        <Link to={href} className="oh-site-nav__link" onClick={onNavigate}>
          {item.label}
        </Link>
      );
    }
    return (
      <NavLink to={href} className={navClass} onClick={onNavigate} end>
        {item.label}
      </NavLink>
    );
  }
  // Another site, or a new tab asked for: a detached tab either way.
  const newTab = item.newTab || linkProps(href).target === '_blank';
  return (
    <a
      href={href}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
      className="oh-site-nav__link"
      onClick={onNavigate}
    >
      {item.label}
    </a>
  );
}

/** The navigation entries: site paths route in place (the current one marked), other sites open in a detached tab. */
export function SiteNavList({ items, onNavigate }: { items: readonly SiteNavItem[]; onNavigate?: () => void }) {
  return (
    <ul className="oh-site-nav__list">
      {items
        .filter((item) => safeHref(item.to))
        .map((item) => (
          <li key={item.key}>
            <Entry item={item} onNavigate={onNavigate} />
          </li>
        ))}
    </ul>
  );
}
