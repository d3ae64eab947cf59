import type { SceneNode, TimeoutNode, TimeoutProcess } from '@onehall/contract';
import { Table, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useSceneTree } from '../api/get-scene-tree.ts';
import { useTimeoutNodes } from '../api/get-timeout-nodes.ts';
import { useTimeoutProcesses } from '../api/get-timeout-processes.ts';
import { nodeLabel, sceneTreeOption, timeoutDeptOption, timeoutNodeOption } from '../lib/chart-options.ts';
import { exportTarget } from '../lib/export-lists.ts';
import { formatCount, formatHours, formatRate, formatTime, PROCESS_STATES } from '../lib/format.ts';
import { sceneTreeSummary, timeoutNodeSummary, timeoutProcessSummary } from '../lib/summaries.ts';
import { usePalette } from './chart-canvas.tsx';
import { ChartPanel } from './chart-panel.tsx';
import { type ReportScope, scopeQuery } from './scope.ts';
import { RANK_LIMIT, smallTable } from './trend-charts.tsx';

const PAGE_SIZE = 10;

const processColumns: TableColumnsType<TimeoutProcess> = [
  { title: '办件', dataIndex: 'processName' },
  { title: '服务', dataIndex: 'serviceName' },
  { title: '部门', dataIndex: 'deptName' },
  { title: '状态', dataIndex: 'state', render: (s: TimeoutProcess['state']) => PROCESS_STATES[s] },
  { title: '发起时间', dataIndex: 'startTime', render: formatTime },
  { title: '期限', dataIndex: 'deadline', render: formatTime },
  { title: '超时', dataIndex: 'overdueHours', align: 'right', render: formatHours },
  { title: '当前环节', dataIndex: 'currentNode' },
  { title: '办理人', dataIndex: 'handlerName' },
];

/** 超时办件 (timeoutProcess): late processes per department, and (signed in) the processes themselves, most overdue first. */
export function TimeoutProcessChart({ scope }: { scope: ReportScope }) {
  const [page, setPage] = useState(1);
  const query = useTimeoutProcesses({ ...scopeQuery(scope), current: page, size: PAGE_SIZE }, scope.signedIn);
  const palette = usePalette();
  const data = query.data;
  const byDept = data?.byDept ?? [];
  const option = useMemo(() => (byDept.length ? timeoutDeptOption(byDept.slice(0, RANK_LIMIT), palette) : null), [byDept, palette]);
  const list = data?.page;
  return (
    <ChartPanel
      title="超时办件"
      query={query}
      empty={!data || (data.lateFinished === 0 && data.overdueRunning === 0)}
      summary={data ? timeoutProcessSummary(data) : ''}
      option={option}
      height={Math.max(200, Math.min(byDept.length, RANK_LIMIT) * 32)}
      table={() => (
        <Table
          {...smallTable}
          rowKey="deptId"
          dataSource={byDept}
          columns={[
            { title: '部门', dataIndex: 'deptName' },
            { title: '超时办件', dataIndex: 'late', align: 'right', render: formatCount },
          ]}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
        />
      )}
      exportTo={scope.signedIn ? exportTarget('timeoutProcess', '超时办件', scope.period, { deptId: scope.deptId }) : undefined}
      after={
        scope.signedIn &&
        list &&
        list.total > 0 && (
          <div className="oh-eff-panel__more">
            <h3 className="oh-eff-panel__subtitle">超时办件明细（超时最久的在前）</h3>
            <Table<TimeoutProcess>
              {...smallTable}
              rowKey="processId"
              columns={processColumns}
              dataSource={list.records}
              pagination={{
                current: page,
                pageSize: PAGE_SIZE,
                total: list.total,
                showSizeChanger: false,
                showTotal: (t) => `共 ${t} 条`,
                onChange: setPage,
              }}
            />
          </div>
        )
      }
    />
  );
}

const nodeColumns: TableColumnsType<TimeoutNode> = [
  { title: '环节', key: 'node', render: (_, n) => nodeLabel(n) },
  { title: '办结环节', dataIndex: 'nodeCount', align: 'right', render: formatCount },
  { title: '超时办结', dataIndex: 'lateCount', align: 'right', render: formatCount },
  { title: '超时率', key: 'rate', align: 'right', render: (_, n) => formatRate(n.nodeCount ? n.lateCount / n.nodeCount : null) },
  { title: '平均用时', dataIndex: 'avgHours', align: 'right', render: formatHours },
  { title: '用时中位数', dataIndex: 'medianHours', align: 'right', render: formatHours },
  { title: '当前超时等待', dataIndex: 'waitingLate', align: 'right', render: formatCount },
];

/** 超时环节 (timeoutNode): the nodes where processes wait past their deadline. */
export function TimeoutNodeChart({ scope }: { scope: ReportScope }) {
  const query = useTimeoutNodes({ ...scopeQuery(scope), limit: RANK_LIMIT }, scope.signedIn);
  const palette = usePalette();
  const nodes = query.data ?? [];
  const option = useMemo(() => (nodes.length ? timeoutNodeOption(nodes, palette) : null), [nodes, palette]);
  return (
    <ChartPanel
      title="超时环节"
      query={query}
      empty={nodes.every((n) => n.lateCount === 0 && n.waitingLate === 0)}
      summary={timeoutNodeSummary(nodes)}
      option={option}
      height={Math.max(220, nodes.length * 34 + 40)}
      table={() => (
        <Table<TimeoutNode> {...smallTable} rowKey={(n) => `${n.processName}/${n.nodeName}`} columns={nodeColumns} dataSource={nodes} />
      )}
      exportTo={scope.signedIn ? exportTarget('timeoutNode', '超时环节', scope.period, { deptId: scope.deptId }) : undefined}
    />
  );
}

interface SceneRow {
  key: string;
  name: string;
  kind: SceneNode['kind'];
  started: number;
  finished: number;
  late: number;
  visits: number;
  children?: SceneRow[];
}

const toRows = (nodes: readonly SceneNode[], parent = ''): SceneRow[] =>
  nodes.map((n) => {
    const key = `${parent}/${n.kind}:${n.id || n.name}`;
    const { children, id: _id, ...rest } = n;
    return { key, ...rest, ...(children.length ? { children: toRows(children, key) } : {}) };
  });

const sceneColumns: TableColumnsType<SceneRow> = [
  { title: '场景 / 服务', dataIndex: 'name' },
  { title: '类型', dataIndex: 'kind', render: (k: SceneRow['kind']) => <Tag bordered={false}>{k === 'scene' ? '场景' : '服务'}</Tag> },
  { title: '发起', dataIndex: 'started', align: 'right', render: formatCount },
  { title: '办结', dataIndex: 'finished', align: 'right', render: formatCount },
  { title: '超时', dataIndex: 'late', align: 'right', render: formatCount },
  { title: '访问量', dataIndex: 'visits', align: 'right', render: formatCount },
];

/** 场景分布 (sceneTree): scenes and their services by processes started. */
export function SceneTreeChart({ scope }: { scope: ReportScope }) {
  const query = useSceneTree(scopeQuery(scope), scope.signedIn);
  const palette = usePalette();
  const scenes = query.data ?? [];
  const option = useMemo(() => (scenes.length ? sceneTreeOption(scenes, palette) : null), [scenes, palette]);
  const rows = useMemo(() => toRows(scenes), [scenes]);
  return (
    <ChartPanel
      title="场景分布"
      query={query}
      empty={scenes.every((s) => s.started === 0)}
      summary={sceneTreeSummary(scenes)}
      option={option}
      height={360}
      footnote="图中按发起办件数划分面积；点击场景可查看其中的服务。"
      table={() => <Table<SceneRow> {...smallTable} rowKey="key" columns={sceneColumns} dataSource={rows} />}
      exportTo={scope.signedIn ? exportTarget('sceneTree', '场景分布', scope.period, { deptId: scope.deptId }) : undefined}
    />
  );
}
