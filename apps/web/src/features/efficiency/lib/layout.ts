import type { ChartKey, ReportLayout } from '@onehall/contract';

/*
 * The page's tabs follow the configuration (getReportConfig): the overview
 * (indicators and the charts) first, then the table parts in the order the
 * configuration gives them; 个人效能 is every signed-in user's own and is not
 * configured. A visitor's layout already holds only the visitor-visible parts.
 */

export type TabKey = 'overview' | 'depts' | 'personal' | 'oa' | 'reports';

export const TAB_LABELS: Record<TabKey, string> = {
  overview: '全校概览',
  depts: '部门报表',
  personal: '个人效能',
  oa: '协同办公',
  reports: '定期报告',
};

/** The charts drawn on the overview tab, in configured order. */
export type OverviewChart = Exclude<ChartKey, 'reportTable' | 'oa' | 'reports'>;
const TABLE_PARTS: Partial<Record<ChartKey, TabKey>> = { reportTable: 'depts', oa: 'oa', reports: 'reports' };

export const overviewCharts = (layout: ReportLayout): OverviewChart[] =>
  layout.charts.map((c) => c.key).filter((k): k is OverviewChart => !(k in TABLE_PARTS));

export function layoutTabs(layout: ReportLayout, signedIn: boolean): TabKey[] {
  const tabs: TabKey[] = [];
  if (layout.indicators.length > 0 || overviewCharts(layout).length > 0) tabs.push('overview');
  for (const c of layout.charts) {
    const tab = TABLE_PARTS[c.key];
    if (tab) tabs.push(tab);
  }
  if (signedIn) tabs.splice(Math.min(tabs.length, tabs.indexOf('depts') + 1 || tabs.length), 0, 'personal');
  return tabs;
}

/** The stored tab when the layout still offers it, else the first. */
export const openTab = (stored: string, tabs: readonly TabKey[]): TabKey | undefined =>
  tabs.includes(stored as TabKey) ? (stored as TabKey) : tabs[0];

/** Charts that need the full width (a long axis of time, a list under them, a treemap). */
const WIDE: ReadonlySet<OverviewChart> = new Set(['trend', 'timeoutProcess', 'sceneTree']);

/**
 * Whether each chart takes the full width on a wide screen: the narrow ones
 * pair up in configured order, and one left without a partner (between two
 * wide ones, or last) takes the whole row rather than leave half of it empty.
 */
export function chartWidths(charts: readonly OverviewChart[]): boolean[] {
  const wide = charts.map((c) => WIDE.has(c));
  let run = 0;
  charts.forEach((_, i) => {
    if (wide[i]) return;
    run += 1;
    const runEnds = i === charts.length - 1 || wide[i + 1];
    if (runEnds && run % 2 === 1) wide[i] = true;
    if (runEnds) run = 0;
  });
  return wide;
}
