import { Segmented } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { type ReactNode, useId, useState } from 'react';
import type { ExportTarget } from '../lib/export-lists.ts';
import { ChartCanvas } from './chart-canvas.tsx';
import { ExportButton } from './export-button.tsx';
import { type PartQuery, PartState } from './part-state.tsx';

export interface ChartPanelProps {
  title: string;
  query: PartQuery;
  /** Nothing to draw: 暂无数据 instead of an empty chart. */
  empty: boolean;
  /** What the chart shows, in words (read for the chart by screen readers, shown under it). */
  summary: string;
  /** Built from the data with `usePalette()`'s colours, memoised by the caller so it is redrawn only when the data change. */
  option: EChartsCoreOption | null;
  /** The same numbers as a table. */
  table: () => ReactNode;
  height?: number;
  /** Controls of the part (按日/按周/按月 …), beside the view switch. */
  tools?: ReactNode;
  /** Where 导出 sends the table; none for visitors (exports need a sign-in). */
  exportTo?: ExportTarget;
  /** A note under the part (why some rows are not shown). */
  footnote?: ReactNode;
  /** More of the part under either view (the rows behind a chart of counts). */
  after?: ReactNode;
}

type View = 'chart' | 'table';

/**
 * One chart of the report: title, tools, a 图表/表格 switch, the chart with its
 * summary or the same numbers as a table, and the part's loading, error and
 * empty states.
 */
export function ChartPanel({
  title,
  query,
  empty,
  summary,
  option,
  table,
  height = 300,
  tools,
  exportTo,
  footnote,
  after,
}: ChartPanelProps) {
  const [view, setView] = useState<View>('chart');
  const summaryId = useId();
  const headingId = useId();
  const ready = !query.isPending && !query.isError && !empty;
  return (
    <section className="oh-eff-panel" aria-labelledby={headingId}>
      <header className="oh-eff-panel__header">
        <h2 id={headingId} className="oh-eff-panel__title">
          {title}
        </h2>
        <div className="oh-eff-panel__tools">
          {tools}
          <Segmented<View>
            size="small"
            value={view}
            onChange={setView}
            options={[
              { value: 'chart', label: '图表' },
              { value: 'table', label: '表格' },
            ]}
            aria-label={`${title}的显示方式`}
          />
          {exportTo && ready && <ExportButton target={exportTo} name={title} />}
        </div>
      </header>
      <PartState query={query} empty={empty} title={title} rows={6}>
        {() => (
          <>
            <p id={summaryId} className="oh-eff-panel__summary">
              {summary}
            </p>
            {view === 'chart' && option ? (
              <ChartCanvas option={option} label={title} describedBy={summaryId} height={height} />
            ) : (
              <div className="oh-eff-panel__table">{table()}</div>
            )}
            {footnote && <p className="oh-eff-panel__footnote">{footnote}</p>}
            {after}
          </>
        )}
      </PartState>
    </section>
  );
}
