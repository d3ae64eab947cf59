import { type ReactNode, useEffect, useRef } from 'react';

/**
 * Holds a table that may scroll sideways (a phone): antd's scrolling box gets
 * a name and a tab stop, so a keyboard can scroll it and a screen reader names
 * it (axe scrollable-region-focusable). antd renders that box itself, hence
 * the marking after each render of its rows.
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const mark = () => {
      for (const el of root.querySelectorAll<HTMLElement>('.ant-table-content')) {
        el.tabIndex = 0;
        el.setAttribute('role', 'region');
        el.setAttribute('aria-label', label);
      }
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [label]);
  return (
    <div ref={box} className="oh-eff-scroll">
      {children}
    </div>
  );
}
