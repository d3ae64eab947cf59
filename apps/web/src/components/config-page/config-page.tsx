import { Grid, Tabs, type TabsProps, Typography } from 'antd';
import { type ReactNode, useId } from 'react';
import { WrappingTabBar } from './wrapping-tab-bar.tsx';
import './config-page.css';

export interface ConfigPanelProps {
  /** The search form (`ConfigSearch`), above everything else. */
  search?: ReactNode;
  /** The primary action (新增 …) first, then the batch actions (批量删除, 批量导入, 批量导出). */
  toolbar?: ReactNode;
  /** A line under the toolbar: a limit reached, why some rows are not shown. */
  notice?: ReactNode;
  /** The table (`ConfigTable`) or form of the panel. */
  children?: ReactNode;
}

/** One list of a configuration page, in the fixed order search → toolbar → table; a tab holds one. */
export function ConfigPanel({ search, toolbar, notice, children }: ConfigPanelProps) {
  return (
    <div className="oh-config-panel">
      {search && <div className="oh-config-panel__search">{search}</div>}
      {toolbar && (
        <div className="oh-config-panel__toolbar" role="toolbar" aria-label="列表操作">
          {toolbar}
        </div>
      )}
      {notice && <div className="oh-config-panel__notice">{notice}</div>}
      {children}
    </div>
  );
}

export interface ConfigPageProps extends ConfigPanelProps {
  title: string;
  /** One line saying what the page configures. */
  description?: ReactNode;
  /** Tabs, each holding a `ConfigPanel`; with tabs the page's own panel slots are not shown. */
  tabs?: { items: NonNullable<TabsProps['items']>; activeKey?: string; onChange?: (key: string) => void; destroyOnHidden?: boolean };
  /** Something shown beside the content on a wide screen (a live preview). */
  aside?: ReactNode;
}

/**
 * A configuration page: title and one-line description, then tabs or one
 * panel, centred at the content width of the design tokens. Every
 * configuration page is built from it (docs/design/config-pages.md).
 */
export function ConfigPage({ title, description, tabs, aside, ...panel }: ConfigPageProps) {
  // Under 576 px (antd's `sm`) the tabs wrap instead of scrolling behind an overflow menu.
  const narrow = Grid.useBreakpoint().sm === false;
  const tabsId = `oh-config-tabs${useId().replace(/[^\w-]/g, '')}`;
  const content = tabs ? (
    <Tabs
      id={tabsId}
      className="oh-config-page__tabs"
      renderTabBar={
        narrow
          ? (bar) => (
              <WrappingTabBar
                id={tabsId}
                activeKey={String(bar.activeKey)}
                items={tabs.items}
                onTabClick={(key, e) => bar.onTabClick?.(key, e)}
              />
            )
          : undefined
      }
      activeKey={tabs.activeKey}
      onChange={tabs.onChange}
      destroyOnHidden={tabs.destroyOnHidden}
      items={tabs.items}
    />
  ) : (
    <ConfigPanel {...panel} />
  );
  return (
    <section className="oh-config-page" aria-labelledby="oh-page-title">
      <header className="oh-config-page__header">
        <Typography.Title level={3} id="oh-page-title" className="oh-config-page__title">
          {title}
        </Typography.Title>
        {description && <p className="oh-config-page__description">{description}</p>}
      </header>
      <div className="oh-config-page__surface">
        {aside ? (
          <div className="oh-config-page__split">
            <div className="oh-config-page__main">{content}</div>
            <aside className="oh-config-page__aside">{aside}</aside>
          </div>
        ) : (
          content
        )}
      </div>
    </section>
  );
}
