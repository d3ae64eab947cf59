import type { HeatItem, LikeItem, SceneNode, TimeoutNode, TrendPoint } from '@onehall/contract';
import { bucketLabel, GRANULARITY_LABELS, type Granularity, nodeLabel } from './chart-options.ts';
import { formatCount, formatRate } from './format.ts';

/*
 * What each chart shows, in one or two sentences: the text a screen reader
 * reads for the chart (aria-describedby) and that anyone can read under it.
 * Each names the totals and the extremes, so the chart is not needed to know
 * the result.
 */

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The index of the largest value (the first on ties), or -1. */
function peak(values: readonly number[]): number {
  let at = -1;
  values.forEach((v, i) => {
    if (at < 0 || v > (values[at] as number)) at = i;
  });
  return at;
}

export function trendSummary(points: readonly TrendPoint[], granularity: Granularity): string {
  const started = sum(points.map((p) => p.started));
  const finished = sum(points.map((p) => p.finished));
  const late = sum(points.map((p) => p.late));
  const top = peak(points.map((p) => p.started));
  const busiest =
    top >= 0 && (points[top]?.started ?? 0) > 0
      ? `；发起最多的是 ${bucketLabel(points[top]!.bucket, granularity)}（${formatCount(points[top]!.started)} 件）`
      : '';
  return `${GRANULARITY_LABELS[granularity]}统计，共 ${points.length} 个时段：发起 ${formatCount(started)} 件，办结 ${formatCount(finished)} 件，其中超时办结 ${formatCount(late)} 件${busiest}。`;
}

function rankingSummary(names: readonly string[], values: readonly number[], what: string, unit: string): string {
  const [first, second, third] = names;
  if (!first) return '';
  const rest = [second, third].filter(Boolean).join('、');
  return `共 ${names.length} 项，${what}最多的是「${first}」（${formatCount(values[0] ?? 0)} ${unit}）${rest ? `，其次是${rest}` : ''}。`;
}

export const heatSummary = (items: readonly HeatItem[]) =>
  rankingSummary(
    items.map((i) => i.serviceName),
    items.map((i) => i.visits),
    '访问量',
    '次',
  );

export const likesSummary = (items: readonly LikeItem[]) =>
  rankingSummary(
    items.map((i) => i.serviceName),
    items.map((i) => i.likes),
    '收藏人数',
    '人',
  );

export function timeoutProcessSummary(result: {
  lateFinished: number;
  overdueRunning: number;
  byDept: readonly { deptName: string; late: number }[];
}): string {
  const top = result.byDept[0];
  return `超时办结 ${formatCount(result.lateFinished)} 件，超期仍在办理 ${formatCount(result.overdueRunning)} 件${top ? `；超时办件最多的部门是「${top.deptName}」（${formatCount(top.late)} 件）` : ''}。`;
}

export function timeoutNodeSummary(nodes: readonly TimeoutNode[]): string {
  const first = nodes[0];
  if (!first) return '';
  return `共 ${nodes.length} 个环节有超时，超时最多的是「${nodeLabel(first)}」：超时办结 ${formatCount(first.lateCount)} 个，当前超时等待 ${formatCount(first.waitingLate)} 个，共办结 ${formatCount(first.nodeCount)} 个。`;
}

export function sceneTreeSummary(scenes: readonly SceneNode[]): string {
  const shown = [...scenes].sort((a, b) => b.started - a.started);
  const first = shown[0];
  if (!first) return '';
  const total = sum(shown.map((s) => s.started));
  const late = sum(shown.map((s) => s.late));
  const share = total > 0 ? formatRate(first.started / total) : '—';
  return `共 ${shown.length} 个场景，发起 ${formatCount(total)} 件（超时 ${formatCount(late)} 件）；办件最多的场景是「${first.name}」（${formatCount(first.started)} 件，占 ${share}）。`;
}
