import type { HeatItem, LikeItem, TrendPoint } from '@onehall/contract';
import { Segmented, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useServiceHeat } from '../api/get-service-heat.ts';
import { useTopLikes } from '../api/get-top-likes.ts';
import { useTrend } from '../api/get-trend.ts';
import { bucketLabel, GRANULARITY_LABELS, type Granularity, heatOption, likesOption, trendOption } from '../lib/chart-options.ts';
import { exportTarget } from '../lib/export-lists.ts';
import { formatCount, formatRate, formatScore } from '../lib/format.ts';
import { schoolToday } from '../lib/period.ts';
import { heatSummary, likesSummary, trendSummary } from '../lib/summaries.ts';
import { usePalette } from './chart-canvas.tsx';
import { ChartPanel } from './chart-panel.tsx';
import { type ReportScope, scopeQuery } from './scope.ts';

/** How many services the rankings show. */
export const RANK_LIMIT = 10;

const BUCKET_TITLES: Record<Granularity, string> = { day: '日期', week: '周（起始日）', month: '月份' };

export const smallTable = { size: 'small', pagination: false, scroll: { x: 'max-content' } } as const;

/** 办件趋势 (processTrending): started, finished and late per day, week or month. */
export function TrendChart({ scope }: { scope: ReportScope }) {
  const [granularity, setGranularity] = useState<Granularity>('week');
  const query = useTrend({ ...scopeQuery(scope), granularity }, scope.signedIn);
  const palette = usePalette();
  // Buckets still to come have nothing to show yet: the chart ends with the current one.
  const today = schoolToday();
  const points = useMemo(() => (query.data?.points ?? []).filter((p) => p.bucket <= today), [query.data, today]);
  const option = useMemo(() => (points.length ? trendOption(points, granularity, palette) : null), [points, granularity, palette]);
  const columns: TableColumnsType<TrendPoint> = [
    { title: BUCKET_TITLES[granularity], dataIndex: 'bucket', render: (b: string) => bucketLabel(b, granularity) },
    { title: '发起', dataIndex: 'started', align: 'right', render: formatCount },
    { title: '办结', dataIndex: 'finished', align: 'right', render: formatCount },
    { title: '超时办结', dataIndex: 'late', align: 'right', render: formatCount },
    { title: '按时办结率', dataIndex: 'onTimeRate', align: 'right', render: formatRate },
  ];
  const empty = points.every((p) => p.started === 0 && p.finished === 0);
  return (
    <ChartPanel
      title="办件趋势"
      query={query}
      empty={empty}
      summary={trendSummary(points, granularity)}
      option={option}
      tools={
        <Segmented<Granularity>
          size="small"
          value={granularity}
          onChange={setGranularity}
          options={(['day', 'week', 'month'] as const).map((g) => ({ value: g, label: GRANULARITY_LABELS[g] }))}
          aria-label="统计粒度"
        />
      }
      table={() => (
        <Table<TrendPoint>
          {...smallTable}
          rowKey="bucket"
          columns={columns}
          dataSource={points}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
        />
      )}
      exportTo={scope.signedIn ? exportTarget('trend', '办件趋势', scope.period, { deptId: scope.deptId, granularity }) : undefined}
    />
  );
}

const heatColumns: TableColumnsType<HeatItem> = [
  { title: '排名', key: 'rank', width: 64, render: (_, __, i) => i + 1 },
  { title: '服务', dataIndex: 'serviceName' },
  { title: '部门', dataIndex: 'deptName' },
  { title: '访问量', dataIndex: 'visits', align: 'right', render: formatCount },
  { title: '发起办件', dataIndex: 'started', align: 'right', render: formatCount },
  { title: '满意度', dataIndex: 'satisfaction', align: 'right', render: formatScore },
  { title: '评价数', dataIndex: 'ratingCount', align: 'right', render: formatCount },
];

/** 服务热度排行 (serviceHeatRate): the most visited services. */
export function HeatChart({ scope }: { scope: ReportScope }) {
  const query = useServiceHeat({ ...scopeQuery(scope), limit: RANK_LIMIT }, scope.signedIn);
  const palette = usePalette();
  const items = query.data ?? [];
  const option = useMemo(() => (items.length ? heatOption(items, palette) : null), [items, palette]);
  return (
    <ChartPanel
      title="服务热度排行"
      query={query}
      empty={items.every((i) => i.visits === 0)}
      summary={heatSummary(items)}
      option={option}
      height={Math.max(200, items.length * 32)}
      table={() => <Table<HeatItem> {...smallTable} rowKey="serviceId" columns={heatColumns} dataSource={items} />}
      exportTo={scope.signedIn ? exportTarget('heat', '服务热度排行', scope.period, { deptId: scope.deptId }) : undefined}
    />
  );
}

const likesColumns: TableColumnsType<LikeItem> = [
  { title: '排名', key: 'rank', width: 64, render: (_, __, i) => i + 1 },
  { title: '服务', dataIndex: 'serviceName' },
  { title: '部门', dataIndex: 'deptName' },
  { title: '收藏人数', dataIndex: 'likes', align: 'right', render: formatCount },
  { title: '本期新增收藏', dataIndex: 'newLikes', align: 'right', render: formatCount },
];

/** 最受欢迎服务 (topLikesBoard): the services most kept as favourites. */
export function LikesChart({ scope }: { scope: ReportScope }) {
  const query = useTopLikes({ ...scopeQuery(scope), limit: RANK_LIMIT }, scope.signedIn);
  const palette = usePalette();
  const items = query.data ?? [];
  const option = useMemo(() => (items.length ? likesOption(items, palette) : null), [items, palette]);
  return (
    <ChartPanel
      title="最受欢迎服务"
      query={query}
      empty={items.every((i) => i.likes === 0)}
      summary={likesSummary(items)}
      option={option}
      height={Math.max(200, items.length * 32)}
      table={() => <Table<LikeItem> {...smallTable} rowKey="serviceId" columns={likesColumns} dataSource={items} />}
      exportTo={scope.signedIn ? exportTarget('likes', '最受欢迎服务', scope.period, { deptId: scope.deptId }) : undefined}
    />
  );
}
