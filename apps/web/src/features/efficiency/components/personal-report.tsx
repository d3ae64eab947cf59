import type { Period, PersonalTask, PersonalReport as Report } from '@onehall/contract';
import { Checkbox, Select, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useDeptHandlers } from '../api/get-dept-handlers.ts';
import { useEffDeptTree } from '../api/get-dept-tree.ts';
import { usePersonalDetail } from '../api/get-personal-detail.ts';
import { usePersonalReport } from '../api/get-personal-report.ts';
import { exportTarget } from '../lib/export-lists.ts';
import { formatCount, formatHours, formatRate, formatTime, NONE } from '../lib/format.ts';
import { ExportButton } from './export-button.tsx';
import { PartState } from './part-state.tsx';

const PAGE_SIZE = 10;

/** A figure beside the department's median, with which side it falls on in words. */
function Versus({
  label,
  mine,
  median,
  format,
  lowerIsBetter,
}: {
  label: string;
  mine: number | null;
  median: number | null;
  format: (n: number | null) => string;
  lowerIsBetter?: boolean;
}) {
  let comparison = '部门暂无可比数据';
  if (mine !== null && median !== null) {
    if (Math.abs(mine - median) < 1e-9) comparison = '与部门中位数持平';
    else {
      const above = mine > median;
      comparison = `${above ? '高于' : '低于'}部门中位数 ${format(median)}`;
      if (above === Boolean(lowerIsBetter)) comparison += '，需关注';
    }
  }
  return (
    <li className="oh-eff-tile">
      <span className="oh-eff-tile__label">{label}</span>
      <span className="oh-eff-tile__value">{format(mine)}</span>
      <span className="oh-eff-tile__change oh-eff-tile__change--neutral">{comparison}</span>
    </li>
  );
}

function Figures({ report }: { report: Report }) {
  return (
    <ul className="oh-eff-tiles" aria-label={`${report.userName}的效能`}>
      <Versus label="办理任务" mine={report.handled} median={report.deptMedianHandled} format={formatCount} />
      <Versus label="平均用时" mine={report.avgHours} median={report.deptMedianAvgHours} format={formatHours} lowerIsBetter />
      <li className="oh-eff-tile">
        <span className="oh-eff-tile__label">超时办结</span>
        <span className="oh-eff-tile__value">{formatCount(report.late)}</span>
        <span className="oh-eff-tile__change oh-eff-tile__change--neutral">按时办结率 {formatRate(report.onTimeRate)}</span>
      </li>
      <li className="oh-eff-tile">
        <span className="oh-eff-tile__label">待办任务</span>
        <span className="oh-eff-tile__value">{formatCount(report.waiting)}</span>
        <span className="oh-eff-tile__change oh-eff-tile__change--neutral">其中已超时 {formatCount(report.waitingLate)}</span>
      </li>
      <li className="oh-eff-tile">
        <span className="oh-eff-tile__label">用时中位数</span>
        <span className="oh-eff-tile__value">{formatHours(report.medianHours)}</span>
        <span className="oh-eff-tile__change oh-eff-tile__change--neutral">部门共 {formatCount(report.deptHandlers)} 名办理人</span>
      </li>
    </ul>
  );
}

const taskColumns: TableColumnsType<PersonalTask> = [
  { title: '办件', dataIndex: 'processName' },
  { title: '环节', dataIndex: 'nodeName' },
  { title: '开始时间', dataIndex: 'startTime', render: formatTime },
  { title: '完成时间', dataIndex: 'finishTime', render: (t: string | null) => (t ? formatTime(t) : '待办') },
  { title: '期限', dataIndex: 'deadline', render: formatTime },
  { title: '用时', dataIndex: 'hours', align: 'right', render: formatHours },
  {
    title: '是否超时',
    dataIndex: 'late',
    render: (late: boolean) => (late ? <Tag color="error">超时</Tag> : <Tag bordered={false}>按时</Tag>),
  },
];

/**
 * 个人效能 (personalEfficiencyReport, personalERDetail): the signed-in handler's
 * own figures against the department median and the tasks behind them. An
 * administrator of departments (deptTree `manageable`) may pick one of their
 * handlers (deptHandlers); nobody else is offered anyone but themselves.
 */
export function PersonalReport({ period }: { period: Period }) {
  const tree = useEffDeptTree(true);
  const manageable = tree.data?.manageable ?? [];
  const [deptId, setDeptId] = useState<string | undefined>();
  const [userId, setUserId] = useState<string | undefined>();
  const [lateOnly, setLateOnly] = useState(false);
  const [page, setPage] = useState(1);
  const handlers = useDeptHandlers({ period, deptId: deptId ?? '', size: 100 }, deptId !== undefined);
  const who = userId ? { userId } : {};
  const report = usePersonalReport({ period, ...who });
  const detail = usePersonalDetail({ period, ...who, lateOnly, current: page, size: PAGE_SIZE });
  const deptNames = new Map<string, string>();
  const walk = (nodes: NonNullable<typeof tree.data>['tree']) => {
    for (const n of nodes) {
      deptNames.set(n.id, n.name);
      walk(n.children);
    }
  };
  walk(tree.data?.tree ?? []);

  return (
    <section className="oh-eff-panel" aria-labelledby="oh-eff-personal-title">
      <header className="oh-eff-panel__header">
        <h2 id="oh-eff-personal-title" className="oh-eff-panel__title">
          个人效能报告{report.data ? `：${report.data.userName}（${report.data.deptName || NONE}）` : ''}
        </h2>
        {manageable.length > 0 && (
          <div className="oh-eff-panel__tools">
            <Select
              aria-label="部门"
              placeholder="选择管理的部门"
              allowClear
              className="oh-eff-personal__pick"
              value={deptId}
              onChange={(v: string | undefined) => {
                setDeptId(v);
                setUserId(undefined);
                setPage(1);
              }}
              options={manageable.map((id) => ({ value: id, label: deptNames.get(id) ?? id }))}
            />
            <Select
              aria-label="办理人"
              placeholder={deptId ? '选择办理人' : '本人'}
              allowClear
              disabled={!deptId}
              loading={handlers.isFetching}
              className="oh-eff-personal__pick"
              value={userId}
              onChange={(v: string | undefined) => {
                setUserId(v);
                setPage(1);
              }}
              options={(handlers.data?.records ?? []).map((h) => ({ value: h.userId, label: `${h.userName}（办理 ${h.handled}）` }))}
            />
          </div>
        )}
      </header>
      <PartState query={report} empty={false} title="个人效能报告" rows={3}>
        {() => report.data && <Figures report={report.data} />}
      </PartState>
      <div className="oh-eff-report__bar">
        <h3 className="oh-eff-panel__subtitle">任务明细（最近的在前）</h3>
        <Checkbox
          checked={lateOnly}
          onChange={(e) => {
            setLateOnly(e.target.checked);
            setPage(1);
          }}
        >
          仅看超时任务
        </Checkbox>
        {detail.data && detail.data.total > 0 && (
          <ExportButton target={exportTarget('personalDetail', '个人任务明细', period, { userId, lateOnly })} name="个人任务明细" />
        )}
      </div>
      <PartState query={detail} empty={!detail.data || detail.data.total === 0} title="任务明细" rows={5}>
        {() => (
          <Table<PersonalTask>
            size="middle"
            scroll={{ x: 'max-content' }}
            rowKey={(t) => `${t.processId}/${t.nodeName}/${t.startTime}`}
            loading={detail.isFetching}
            columns={taskColumns}
            dataSource={detail.data?.records}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: detail.data?.total,
              showSizeChanger: false,
              showTotal: (t) => `共 ${t} 条`,
              onChange: setPage,
            }}
          />
        )}
      </PartState>
    </section>
  );
}
