import type { Period, ReportLayout, Semester } from '@onehall/contract';
import { Empty, Grid, Tabs, TreeSelect } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { WrappingTabBar } from '../../../components/config-page/wrapping-tab-bar.tsx';
import { useUiStore } from '../../../stores/ui.ts';
import { useEffDeptTree } from '../api/get-dept-tree.ts';
import { chartWidths, layoutTabs, type OverviewChart, openTab, overviewCharts, TAB_LABELS, type TabKey } from '../lib/layout.ts';
import { defaultPeriod, PERIOD_PARAM, periodFromParam, periodToParam } from '../lib/period.ts';
import { DeptReport } from './dept-report.tsx';
import { IndicatorTiles } from './indicator-tiles.tsx';
import { OAOverview } from './oa-overview.tsx';
import { PeriodPicker } from './period-picker.tsx';
import { PersonalReport } from './personal-report.tsx';
import { ReportList } from './report-list.tsx';
import type { ReportScope } from './scope.ts';
import { SceneTreeChart, TimeoutNodeChart, TimeoutProcessChart } from './timeout-charts.tsx';
import { HeatChart, LikesChart, TrendChart } from './trend-charts.tsx';
import './efficiency.css';

const CHARTS: Record<OverviewChart, (props: { scope: ReportScope }) => ReactNode> = {
  trend: TrendChart,
  heat: HeatChart,
  likes: LikesChart,
  timeoutProcess: TimeoutProcessChart,
  timeoutNode: TimeoutNodeChart,
  sceneTree: SceneTreeChart,
};

export interface EfficiencyViewProps {
  layout: ReportLayout;
  semesters: readonly Semester[];
  signedIn: boolean;
}

type DeptTreeNode = { id: string; name: string; children: DeptTreeNode[] };
interface DeptOption {
  value: string;
  title: string;
  children: DeptOption[];
}
const toTreeData = (nodes: readonly DeptTreeNode[]): DeptOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: toTreeData(n.children) }));

/**
 * The efficiency reports for one audience (docs/design/efficiency-web.md): the
 * period and department in the address, the parts the layout shows as tabs
 * (the named tab state `effectivenessSupervision`), each part asking for its
 * own data only while its tab is open.
 */
export function EfficiencyView({ layout, semesters, signedIn }: EfficiencyViewProps) {
  const [params, setParams] = useSearchParams();
  const period: Period = periodFromParam(params.get(PERIOD_PARAM)) ?? defaultPeriod(semesters);
  const deptId = params.get('dept') ?? undefined;
  const scope: ReportScope = { period, deptId, signedIn };
  const tree = useEffDeptTree(signedIn);
  const treeData = useMemo(() => toTreeData(tree.data?.tree ?? []), [tree.data]);

  const storedTab = useUiStore((s) => s.tabs.effectivenessSupervision);
  const setStoredTab = useUiStore((s) => s.setTab);
  const tabs = layoutTabs(layout, signedIn);
  const tab = openTab(storedTab, tabs);
  // Under 576 px the tabs wrap onto rows instead of hiding behind antd's overflow menu (docs/design/config-pages.md).
  const narrow = Grid.useBreakpoint().sm === false;

  const update = (next: { period?: Period; dept?: string | null }) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (next.period) out.set(PERIOD_PARAM, periodToParam(next.period));
        if (next.dept !== undefined) {
          if (next.dept) out.set('dept', next.dept);
          else out.delete('dept');
        }
        return out;
      },
      { replace: true },
    );

  const content = (key: TabKey): ReactNode => {
    if (key === 'overview') {
      const charts = overviewCharts(layout);
      const wide = chartWidths(charts);
      return (
        <>
          {layout.indicators.length > 0 && <IndicatorTiles scope={scope} />}
          <div className="oh-eff-charts">
            {charts.map((c, i) => {
              const Chart = CHARTS[c];
              return (
                <div key={c} className={wide[i] ? 'oh-eff-charts__wide' : undefined}>
                  <Chart scope={scope} />
                </div>
              );
            })}
          </div>
        </>
      );
    }
    if (key === 'depts') return <DeptReport key={`${deptId ?? ''}`} scope={scope} />;
    if (key === 'personal') return <PersonalReport period={period} />;
    if (key === 'oa') return <OAOverview period={period} signedIn={signedIn} />;
    return <ReportList period={period} signedIn={signedIn} />;
  };

  const items = tabs.map((k) => ({ key: k, label: TAB_LABELS[k], children: content(k) }));
  return (
    <div className="oh-page-column">
      <header className="oh-eff__header">
        <h1 className="oh-eff__title">效能监督</h1>
        <p className="oh-eff__intro">学校各部门办件效率与服务质量的统计，数据来自统一待办中的流程记录、服务访问、评价与收藏。</p>
      </header>
      <section className="oh-eff__filters" aria-label="报表筛选">
        <PeriodPicker key={periodToParam(period)} period={period} semesters={semesters} onChange={(p) => update({ period: p })} />
        <div className="oh-eff__dept">
          <span className="oh-eff-period__legend" aria-hidden>
            部门
          </span>
          <TreeSelect
            aria-label="部门"
            className="oh-eff__dept-select"
            allowClear
            showSearch
            treeNodeFilterProp="title"
            placeholder="全校"
            value={deptId}
            treeData={treeData}
            loading={tree.isPending}
            onChange={(v: string | undefined) => update({ dept: v ?? null })}
            popupMatchSelectWidth={false}
          />
        </div>
      </section>
      {tabs.length === 0 ? (
        <Empty description="管理员暂未开放任何报表" />
      ) : tabs.length === 1 ? (
        // One part (a visitor's overview): no tab bar with a single tab.
        <div className="oh-eff__single">{content(tabs[0] as TabKey)}</div>
      ) : (
        <Tabs
          id="oh-eff-tabs"
          className="oh-eff__tabs"
          activeKey={tab}
          onChange={(k) => setStoredTab('effectivenessSupervision', k)}
          destroyOnHidden
          items={items}
          renderTabBar={
            narrow
              ? (bar) => (
                  <WrappingTabBar
                    id="oh-eff-tabs"
                    activeKey={String(bar.activeKey)}
                    items={items}
                    onTabClick={(key, e) => bar.onTabClick?.(key, e)}
                  />
                )
              : undefined
          }
        />
      )}
    </div>
  );
}
