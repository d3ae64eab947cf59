import { type CSSProperties, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type SiteNavItem, SiteNavList } from './site-nav.tsx';

export interface SiteHeaderProps {
  /** The school's mark (SiteBrand). */
  brand: ReactNode;
  /** The navigation entries: a strip under the brand row, a drawer below 768 px. */
  nav?: readonly SiteNavItem[];
  /** The navigation's accessible name (主菜单, 导航栏 …). */
  navLabel?: string;
  /** Placed after the entries in the strip (a configuration menu). */
  navExtra?: ReactNode;
  /** Placed before the entries in the drawer (a search box); given the drawer's close, for forms that leave the page. */
  drawerLead?: (close: () => void) => ReactNode;
  /** Placed after the entries in the drawer; given the drawer's close, for links that leave the page. */
  drawerExtra?: (close: () => void) => ReactNode;
  /** The right-hand end of the brand row: search, notices, sign-in or the user menu. */
  actions?: ReactNode;
  /** The id of the page's main region: adds the skip link in front of everything else. */
  skipTo?: string;
  /** Stays at the top while the page scrolls (the signed-in shell). */
  sticky?: boolean;
  /** The colour of the strip and the accents: a token that carries white text at AA; the shell's primary by default. */
  accent?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function BurgerIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

interface DrawerProps {
  id: string;
  label: string;
  items: readonly SiteNavItem[];
  lead?: (close: () => void) => ReactNode;
  extra?: (close: () => void) => ReactNode;
  onClose: () => void;
}

/** The navigation below 768 px: a modal panel from the left; Escape, the backdrop, 关闭菜单 or following an entry close it. */
function NavDrawer({ id, label, items, lead, extra, onClose }: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, []);

  // Tab and Shift+Tab stay inside the open panel, as in any modal dialog.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="oh-site-drawer" id={id}>
      <div className="oh-site-drawer__backdrop" onClick={onClose} aria-hidden />
      <div ref={panel} className="oh-site-drawer__panel" role="dialog" aria-modal="true" aria-label={label} onKeyDown={onKeyDown}>
        <div className="oh-site-drawer__head">
          <span>{label}</span>
          <button type="button" className="oh-site-icon-button" aria-label="关闭菜单" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {lead?.(onClose)}
        <nav className="oh-site-nav oh-site-nav--drawer" aria-label={label}>
          <SiteNavList items={items} onNavigate={onClose} />
          {extra?.(onClose)}
        </nav>
      </div>
    </div>
  );
}

/**
 * The one header of the portal (issue 14 "One shell"): the brand row with the
 * school's mark and the page's actions, and a navigation strip in the accent
 * colour that becomes a drawer below 768 px. Free of antd, so the landing can
 * use it within its script budget.
 */
export function SiteHeader({
  brand,
  nav = [],
  navLabel = '主菜单',
  navExtra,
  drawerLead,
  drawerExtra,
  actions,
  skipTo,
  sticky,
  accent,
}: SiteHeaderProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const hasNav = nav.length > 0 || Boolean(navExtra);
  const close = () => {
    setDrawerOpen(false);
    burger.current?.focus();
  };
  const style = accent ? ({ '--oh-site-accent': accent } as CSSProperties) : undefined;
  return (
    <header className={sticky ? 'oh-site-header oh-site-header--sticky' : 'oh-site-header'} style={style}>
      {skipTo && (
        <a className="oh-skip-link" href={`#${skipTo}`}>
          跳到主要内容
        </a>
      )}
      <div className="oh-site-header__bar">
        {hasNav && (
          <button
            ref={burger}
            type="button"
            className="oh-site-icon-button oh-site-header__burger"
            aria-label="打开菜单"
            aria-expanded={drawerOpen}
            aria-controls={drawerOpen ? drawerId : undefined}
            onClick={() => setDrawerOpen(true)}
          >
            <BurgerIcon />
          </button>
        )}
        {brand}
        {actions && <div className="oh-site-header__actions">{actions}</div>}
      </div>
      {hasNav && (
        <nav className="oh-site-nav oh-site-nav--strip" aria-label={navLabel}>
          <SiteNavList items={nav} />
          {navExtra}
        </nav>
      )}
      {drawerOpen && <NavDrawer id={drawerId} label={navLabel} items={nav} lead={drawerLead} extra={drawerExtra} onClose={close} />}
    </header>
  );
}
