import type { HeatItem, LikeItem, SceneNode, TimeoutNode, TrendPoint } from '@onehall/contract';
import type { EChartsCoreOption } from 'echarts/core';

/*
 * ECharts options of the report charts, built from the call results (pure, so
 * they are tested without a browser). Colours come from the design tokens
 * (`Palette`, read from the page's CSS variables by the chart component).
 */

export interface Palette {
  primary: string;
  brand: string;
  success: string;
  warning: string;
  error: string;
  text: string;
  textSecondary: string;
  border: string;
  surface: string;
}

export type Granularity = 'day' | 'week' | 'month';

export const GRANULARITY_LABELS: Record<Granularity, string> = { day: '按日', week: '按周', month: '按月' };

/** A bucket's label on the axis and in the table: 10-08, 10-06 周, 2025-10. */
export function bucketLabel(bucket: string, granularity: Granularity): string {
  if (granularity === 'month') return bucket.slice(0, 7);
  if (granularity === 'week') return `${bucket.slice(5)} 起`;
  return bucket.slice(5);
}

const axisText = (p: Palette) => ({ color: p.textSecondary });
const splitLine = (p: Palette) => ({ lineStyle: { color: p.border } });

/** Room the labels need: a phone gets a narrower left margin and fewer ticks. */
const grid = (left: number) => ({ left, right: 16, top: 36, bottom: 8, containLabel: true });

export function trendOption(points: readonly TrendPoint[], granularity: Granularity, p: Palette): EChartsCoreOption {
  return {
    color: [p.primary, p.success, p.error],
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: { color: p.text } },
    grid: grid(8),
    xAxis: {
      type: 'category',
      data: points.map((pt) => bucketLabel(pt.bucket, granularity)),
      axisLabel: axisText(p),
      axisLine: splitLine(p),
    },
    yAxis: { type: 'value', minInterval: 1, axisLabel: axisText(p), splitLine: splitLine(p) },
    series: [
      { name: '发起', type: 'line', smooth: true, showSymbol: points.length <= 40, data: points.map((pt) => pt.started) },
      { name: '办结', type: 'line', smooth: true, showSymbol: points.length <= 40, data: points.map((pt) => pt.finished) },
      { name: '超时办结', type: 'bar', barMaxWidth: 16, data: points.map((pt) => pt.late) },
    ],
  };
}

/** A ranking as horizontal bars, the first on top. */
export function rankingOption(
  names: readonly string[],
  values: readonly number[],
  seriesName: string,
  colour: string,
  p: Palette,
): EChartsCoreOption {
  return {
    color: [colour],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { ...grid(8), top: 8 },
    xAxis: { type: 'value', minInterval: 1, axisLabel: axisText(p), splitLine: splitLine(p) },
    yAxis: {
      type: 'category',
      inverse: true,
      data: [...names],
      axisLabel: { ...axisText(p), width: 120, overflow: 'truncate' },
      axisLine: splitLine(p),
    },
    series: [
      { name: seriesName, type: 'bar', barMaxWidth: 18, data: [...values], label: { show: true, position: 'right', color: p.text } },
    ],
  };
}

export const heatOption = (items: readonly HeatItem[], p: Palette) =>
  rankingOption(
    items.map((i) => i.serviceName),
    items.map((i) => i.visits),
    '访问量',
    p.primary,
    p,
  );

export const likesOption = (items: readonly LikeItem[], p: Palette) =>
  rankingOption(
    items.map((i) => i.serviceName),
    items.map((i) => i.likes),
    '收藏人数',
    p.success,
    p,
  );

export const timeoutDeptOption = (byDept: readonly { deptName: string; late: number }[], p: Palette) =>
  rankingOption(
    byDept.map((d) => d.deptName),
    byDept.map((d) => d.late),
    '超时办件',
    p.error,
    p,
  );

/** A node's name with its process, since several processes have a 部门审核. */
export const nodeLabel = (n: Pick<TimeoutNode, 'nodeName' | 'processName'>) => `${n.nodeName}（${n.processName}）`;

export function timeoutNodeOption(nodes: readonly TimeoutNode[], p: Palette): EChartsCoreOption {
  return {
    color: [p.error, p.warning],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0, textStyle: { color: p.text } },
    grid: grid(8),
    xAxis: { type: 'value', minInterval: 1, axisLabel: axisText(p), splitLine: splitLine(p) },
    yAxis: {
      type: 'category',
      inverse: true,
      data: nodes.map(nodeLabel),
      axisLabel: { ...axisText(p), width: 140, overflow: 'truncate' },
      axisLine: splitLine(p),
    },
    series: [
      { name: '超时办结环节', type: 'bar', stack: 'late', barMaxWidth: 18, data: nodes.map((n) => n.lateCount) },
      { name: '当前超时等待', type: 'bar', stack: 'late', barMaxWidth: 18, data: nodes.map((n) => n.waitingLate) },
    ],
  };
}

interface TreemapDatum {
  name: string;
  value: number;
  children?: TreemapDatum[];
}

const toTreemap = (n: SceneNode): TreemapDatum => ({
  name: n.name,
  value: n.started,
  ...(n.children.length > 0 ? { children: n.children.filter((c) => c.started > 0).map(toTreemap) } : {}),
});

/** Scenes as a treemap sized by processes started: a scene opens into its services on click (its own breadcrumb leads back). */
export function sceneTreeOption(scenes: readonly SceneNode[], p: Palette): EChartsCoreOption {
  return {
    // Text-carrying colours only: white labels on the brand colour itself read 3.4:1.
    color: [p.primary, p.success, p.warning, p.error],
    tooltip: { formatter: '{b}：发起 {c} 件' },
    series: [
      {
        name: '场景分布',
        type: 'treemap',
        roam: false,
        leafDepth: 1,
        top: 8,
        left: 0,
        right: 0,
        bottom: 32,
        label: { show: true, formatter: '{b}\n{c} 件' },
        upperLabel: { show: false },
        breadcrumb: { show: true, bottom: 0, itemStyle: { color: p.surface, borderColor: p.border, textStyle: { color: p.text } } },
        data: scenes.filter((s) => s.started > 0).map(toTreemap),
      },
    ],
  };
}
