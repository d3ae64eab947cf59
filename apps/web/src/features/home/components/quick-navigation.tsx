import { Link } from 'react-router';
import { useQuickNavigation } from '../api/get-quick-navigation.ts';
import { linkTarget } from '../lib/link-target.ts';

/**
 * The home page's quick links (首页配置 → 快捷导航) as one wrapping row: site
 * paths route in place, other http(s) addresses open in a new tab. Nothing is
 * shown while loading, when none are configured or when the call fails — the
 * cards below stay the page.
 */
export function QuickNavigation() {
  const entries = useQuickNavigation();
  const links = (entries.data ?? []).flatMap((entry) => {
    const target = linkTarget(entry.url);
    return target ? [{ entry, target }] : [];
  });
  if (links.length === 0) return null;
  return (
    <nav className="oh-quick-nav" aria-label="快捷导航">
      <ul className="oh-quick-nav__list">
        {links.map(({ entry, target }) => {
          const content = (
            <>
              {entry.icon && <img className="oh-quick-nav__icon" src={entry.icon} alt="" />}
              <span>{entry.navigationName}</span>
            </>
          );
          return (
            <li key={entry.id}>
              {target.kind === 'route' ? (
                <Link className="oh-quick-nav__link" to={target.path}>
                  {content}
                </Link>
              ) : (
                <a className="oh-quick-nav__link" href={target.url} target="_blank" rel="noopener noreferrer">
                  {content}
                  <span className="oh-home__sr-only">（在新标签页打开）</span>
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
