import type { DrillInstance, DrillNode } from '@onehall/contract';
import { Checkbox, Descriptions, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useReportDrill } from '../api/get-report-drill.ts';
import { exportTarget } from '../lib/export-lists.ts';
import { formatHours, formatTime, PROCESS_STATES } from '../lib/format.ts';
import { DrillLink, LevelBar, type Named } from './drill-parts.tsx';
import { ExportButton } from './export-button.tsx';
import { PartState } from './part-state.tsx';
import type { ReportScope } from './scope.ts';

const PAGE_SIZE = 10;
const tableProps = { size: 'middle', scroll: { x: 'max-content' } } as const;

/** 超时 or 按时, as a tag that says it in words (not by colour alone). */
const LateTag = ({ late }: { late: boolean }) => (late ? <Tag color="error">超时</Tag> : <Tag bordered={false}>按时</Tag>);

/** A service's process instances started in the period (reportTableDrill level instance), paged, optionally only the late ones. */
export function InstanceLevel({
  scope,
  dept,
  service,
  onOpen,
}: {
  scope: ReportScope;
  dept: Named;
  service: Named;
  onOpen: (process: Named) => void;
}) {
  const [page, setPage] = useState(1);
  const [lateOnly, setLateOnly] = useState(false);
  const query = useReportDrill(
    { period: scope.period, deptId: dept.id, serviceId: service.id, level: 'instance', lateOnly, current: page, size: PAGE_SIZE },
    scope.signedIn,
  );
  const list = query.data?.level === 'instance' ? query.data.instances : undefined;
  const columns: TableColumnsType<DrillInstance> = [
    {
      title: '办件',
      dataIndex: 'processName',
      fixed: 'left',
      render: (name: string, row) => (
        <DrillLink
          name={name}
          hint={`${row.applicantName} ${formatTime(row.startTime)} 发起，查看环节`}
          onOpen={() => onOpen({ id: row.processId, name: `${name}（${row.applicantName}）` })}
        />
      ),
    },
    { title: '申请人', dataIndex: 'applicantName' },
    { title: '状态', dataIndex: 'state', render: (s: DrillInstance['state']) => PROCESS_STATES[s] },
    { title: '发起时间', dataIndex: 'startTime', render: formatTime },
    { title: '办结时间', dataIndex: 'finishTime', render: formatTime },
    { title: '期限', dataIndex: 'deadline', render: formatTime },
    { title: '用时', dataIndex: 'hours', align: 'right', render: formatHours },
    { title: '是否超时', dataIndex: 'late', render: (late: boolean) => <LateTag late={late} /> },
    { title: '当前环节', dataIndex: 'currentNode' },
  ];
  return (
    <>
      <LevelBar caption={`${service.name}在本期发起的办件；点击办件查看各环节的办理人与用时。`}>
        <Checkbox
          checked={lateOnly}
          onChange={(e) => {
            setLateOnly(e.target.checked);
            setPage(1);
          }}
        >
          仅看超时办件
        </Checkbox>
        {list && list.total > 0 && (
          <ExportButton
            target={exportTarget('drillInstance', `${service.name}办件`, scope.period, {
              deptId: dept.id,
              serviceId: service.id,
              lateOnly,
            })}
            name="办件明细"
          />
        )}
      </LevelBar>
      <PartState query={query} empty={!list || list.total === 0} title={`${service.name}的办件`} rows={6}>
        {() => (
          <Table<DrillInstance>
            {...tableProps}
            rowKey="processId"
            loading={query.isFetching}
            columns={columns}
            dataSource={list?.records}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: list?.total,
              showSizeChanger: false,
              showTotal: (t) => `共 ${t} 件`,
              onChange: setPage,
            }}
          />
        )}
      </PartState>
    </>
  );
}

const nodeColumns: TableColumnsType<DrillNode> = [
  { title: '序号', dataIndex: 'seq', width: 64, render: (seq: number) => seq + 1 },
  { title: '环节', dataIndex: 'nodeName' },
  { title: '办理人', dataIndex: 'handlerName' },
  { title: '开始时间', dataIndex: 'startTime', render: formatTime },
  { title: '完成时间', dataIndex: 'finishTime', render: (t: string | null) => (t ? formatTime(t) : '办理中') },
  { title: '期限', dataIndex: 'deadline', render: formatTime },
  { title: '用时', dataIndex: 'hours', align: 'right', render: formatHours },
  { title: '是否超时', dataIndex: 'late', render: (late: boolean) => <LateTag late={late} /> },
];

/** One instance's nodes with handler and time spent (reportTableDrill level node). */
export function NodeLevel({ scope, dept, process }: { scope: ReportScope; dept: Named; process: Named }) {
  const query = useReportDrill({ period: scope.period, deptId: dept.id, processId: process.id, level: 'node' }, scope.signedIn);
  const data = query.data?.level === 'node' ? query.data : undefined;
  return (
    <>
      <LevelBar caption="办件的各个环节，按办理顺序。">
        {data && data.nodes.length > 0 && (
          <ExportButton
            target={exportTarget('drillNode', `${process.name}环节`, scope.period, { processId: process.id })}
            name="环节明细"
          />
        )}
      </LevelBar>
      <PartState query={query} empty={!data} title={`${process.name}的环节`} rows={6}>
        {() =>
          data && (
            <>
              <Descriptions
                className="oh-eff-report__process"
                size="small"
                column={{ xs: 1, sm: 2, lg: 4 }}
                items={[
                  { key: 'applicant', label: '申请人', children: data.process.applicantName },
                  { key: 'state', label: '状态', children: PROCESS_STATES[data.process.state] },
                  { key: 'hours', label: '总用时', children: formatHours(data.process.hours) },
                  { key: 'late', label: '是否超时', children: <LateTag late={data.process.late} /> },
                ]}
              />
              <Table<DrillNode> {...tableProps} rowKey="seq" columns={nodeColumns} dataSource={data.nodes} pagination={false} />
            </>
          )
        }
      </PartState>
    </>
  );
}
