import { APP_TITLE } from '../root-layout.tsx';

/** Shell footer; the footer content configured by administrators (SPEC §7 getFooterInfo) comes with its own issue. */
export function AppFooter() {
  return (
    <footer className="oh-footer">
      <span>
        © {new Date().getFullYear()} {APP_TITLE}
      </span>
    </footer>
  );
}
