import type { TabsProps } from 'antd';
import type { KeyboardEvent, MouseEvent } from 'react';

type TabItems = NonNullable<TabsProps['items']>;

export interface WrappingTabBarProps {
  /** The `id` antd's Tabs gave its panels (`<id>-panel-<key>`, labelled by `<id>-tab-<key>`). */
  id: string;
  activeKey: string;
  items: TabItems;
  onTabClick: (key: string, e: MouseEvent | KeyboardEvent) => void;
}

/**
 * The tab bar of a configuration page on a narrow screen: every tab in rows
 * that wrap, rather than antd's one scrolling row whose overflow button
 * (「…」) sits inside the tablist, which a tablist may not hold (axe
 * aria-required-children) and which hides the tabs behind a menu. Same roles,
 * ids and keys as antd's tabs: arrow keys, Home and End move between them.
 */
export function WrappingTabBar({ id, activeKey, items, onTabClick }: WrappingTabBarProps) {
  const keys = items.filter((item) => !item.disabled).map((item) => item.key);
  const move = (from: string, e: KeyboardEvent) => {
    const at = keys.indexOf(from);
    const to =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? keys[(at + 1) % keys.length]
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? keys[(at - 1 + keys.length) % keys.length]
          : e.key === 'Home'
            ? keys[0]
            : e.key === 'End'
              ? keys.at(-1)
              : undefined;
    if (to === undefined) return;
    e.preventDefault();
    onTabClick(to, e);
    document.getElementById(`${id}-tab-${to}`)?.focus();
  };
  return (
    <div className="oh-config-page__tabbar" role="tablist">
      {items.map((item) => {
        const active = item.key === activeKey;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            aria-selected={active}
            aria-controls={`${id}-panel-${item.key}`}
            tabIndex={active ? 0 : -1}
            disabled={item.disabled}
            className={active ? 'oh-config-page__tab oh-config-page__tab--active' : 'oh-config-page__tab'}
            onClick={(e) => onTabClick(item.key, e)}
            onKeyDown={(e) => move(item.key, e)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
