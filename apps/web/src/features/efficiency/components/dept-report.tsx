import type { DeptRow, DrillService } from '@onehall/contract';
import { Breadcrumb, Button, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { useReportDrill } from '../api/get-report-drill.ts';
import { useReportTable } from '../api/get-report-table.ts';
import { exportTarget } from '../lib/export-lists.ts';
import { formatCount } from '../lib/format.ts';
import { InstanceLevel, NodeLevel } from './drill-levels.tsx';
import { DrillLink, LevelBar, type Named } from './drill-parts.tsx';
import { ExportButton } from './export-button.tsx';
import { figureColumns, type Sorting, sortingOf } from './figure-columns.tsx';
import { PartState } from './part-state.tsx';
import { type ReportScope, scopeQuery } from './scope.ts';

/** Where the drill-down stands: each level keeps the choices above it. */
export type DrillPath =
  | { level: 'dept' }
  | { level: 'service'; dept: Named }
  | { level: 'instance'; dept: Named; service: Named }
  | { level: 'node'; dept: Named; service: Named; process: Named };

const tableProps = { size: 'middle', scroll: { x: 'max-content' } } as const;

/**
 * 部门效能报表 (reportTable) and its drill-down (reportTableDrill): departments →
 * a department's services → a service's process instances → an instance's
 * nodes with handler and time spent. Instances and nodes are for signed-in
 * users only (the server refuses visitors).
 */
export function DeptReport({ scope }: { scope: ReportScope }) {
  const [path, setPath] = useState<DrillPath>({ level: 'dept' });
  const crumbs: { title: ReactNode; key: string }[] = [];
  const crumb = (key: string, label: string, to: DrillPath | null) =>
    crumbs.push({
      key,
      title: to ? (
        <Button type="link" size="small" className="oh-eff-crumb" onClick={() => setPath(to)}>
          {label}
        </Button>
      ) : (
        <span aria-current="page">{label}</span>
      ),
    });
  crumb('dept', '全部部门', path.level === 'dept' ? null : { level: 'dept' });
  if (path.level !== 'dept') crumb('service', path.dept.name, path.level === 'service' ? null : { level: 'service', dept: path.dept });
  if (path.level === 'instance' || path.level === 'node')
    crumb('instance', path.service.name, path.level === 'instance' ? null : { level: 'instance', dept: path.dept, service: path.service });
  if (path.level === 'node') crumb('node', path.process.name, null);

  return (
    <section className="oh-eff-panel oh-eff-report" aria-labelledby="oh-eff-report-title">
      <header className="oh-eff-panel__header">
        <h2 id="oh-eff-report-title" className="oh-eff-panel__title">
          部门效能报表
        </h2>
      </header>
      <nav aria-label="报表层级">
        <Breadcrumb className="oh-eff-report__crumbs" items={crumbs} />
      </nav>
      {path.level === 'dept' && <DeptLevel scope={scope} onOpen={(dept) => setPath({ level: 'service', dept })} />}
      {path.level === 'service' && (
        <ServiceLevel scope={scope} dept={path.dept} onOpen={(service) => setPath({ level: 'instance', dept: path.dept, service })} />
      )}
      {path.level === 'instance' && (
        <InstanceLevel
          scope={scope}
          dept={path.dept}
          service={path.service}
          onOpen={(process) => setPath({ level: 'node', dept: path.dept, service: path.service, process })}
        />
      )}
      {path.level === 'node' && <NodeLevel scope={scope} dept={path.dept} process={path.process} />}
    </section>
  );
}

function DeptLevel({ scope, onOpen }: { scope: ReportScope; onOpen: (dept: Named) => void }) {
  const [sorting, setSorting] = useState<Sorting>({ sortField: 'started', sortOrder: 'descend' });
  const query = useReportTable({ ...scopeQuery(scope), ...sorting }, scope.signedIn);
  const columns: TableColumnsType<DeptRow> = [
    {
      key: 'deptName',
      dataIndex: 'deptName',
      title: '部门',
      fixed: 'left',
      sorter: true,
      sortOrder: sorting.sortField === 'deptName' ? sorting.sortOrder : null,
      render: (name: string, row) => <DrillLink name={name} hint="查看各服务" onOpen={() => onOpen({ id: row.deptId, name })} />,
    },
    {
      key: 'serviceCount',
      dataIndex: 'serviceCount',
      title: '服务数',
      align: 'right',
      sorter: true,
      sortOrder: sorting.sortField === 'serviceCount' ? sorting.sortOrder : null,
      render: formatCount,
    },
    ...figureColumns<DeptRow>(sorting),
  ];
  const data = query.data;
  return (
    <>
      <LevelBar caption="点击部门名称查看该部门各服务的效能；点击列标题排序。">
        {scope.signedIn && data && data.rows.length > 0 && (
          <ExportButton
            target={exportTarget('reportTable', '部门效能报表', scope.period, { deptId: scope.deptId, ...sorting })}
            name="部门效能报表"
          />
        )}
      </LevelBar>
      <PartState query={query} empty={!data || data.rows.length === 0} title="部门效能报表" rows={8}>
        {() => (
          <Table<DeptRow>
            {...tableProps}
            rowKey="deptId"
            loading={query.isFetching}
            columns={columns}
            dataSource={data?.rows}
            pagination={{ pageSize: 20, hideOnSinglePage: true, showTotal: (t) => `共 ${t} 个部门` }}
            onChange={(_, __, sorter) => setSorting(sortingOf(sorter))}
            summary={() =>
              data && (
                <Table.Summary fixed="bottom">
                  <Table.Summary.Row className="oh-eff-report__total">
                    {columns.map((c, i) => (
                      <Table.Summary.Cell key={String(c.key)} index={i} align={i === 0 ? 'left' : 'right'}>
                        {i === 0 ? '全校合计' : (c.render?.(data.total[c.key as keyof DeptRow], data.total, 0) as ReactNode)}
                      </Table.Summary.Cell>
                    ))}
                  </Table.Summary.Row>
                </Table.Summary>
              )
            }
          />
        )}
      </PartState>
    </>
  );
}

function ServiceLevel({ scope, dept, onOpen }: { scope: ReportScope; dept: Named; onOpen: (service: Named) => void }) {
  const [sorting, setSorting] = useState<Sorting>({});
  const query = useReportDrill({ period: scope.period, deptId: dept.id, level: 'service', ...sorting }, scope.signedIn);
  const services = query.data?.level === 'service' ? query.data.services : [];
  const columns: TableColumnsType<DrillService> = [
    {
      key: 'serviceName',
      dataIndex: 'serviceName',
      title: '服务',
      fixed: 'left',
      render: (name: string, row) => {
        const label = name || '未关联服务的办件';
        return scope.signedIn ? (
          <DrillLink name={label} hint="查看办件" onOpen={() => onOpen({ id: row.serviceId, name: label })} />
        ) : (
          label
        );
      },
    },
    ...figureColumns<DrillService>(sorting),
  ];
  return (
    <>
      <LevelBar
        caption={
          scope.signedIn ? `${dept.name}的各项服务；点击服务名称查看其办件。` : `${dept.name}的各项服务。登录后可查看办件与环节明细。`
        }
      >
        {scope.signedIn && services.length > 0 && (
          <ExportButton
            target={exportTarget('drillService', `${dept.name}服务效能`, scope.period, { deptId: dept.id, ...sorting })}
            name="服务效能"
          />
        )}
      </LevelBar>
      <PartState query={query} empty={services.length === 0} title={`${dept.name}的服务`} rows={6}>
        {() => (
          <Table<DrillService>
            {...tableProps}
            rowKey="serviceId"
            loading={query.isFetching}
            columns={columns}
            dataSource={services}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            onChange={(_, __, sorter) => setSorting(sortingOf(sorter))}
          />
        )}
      </PartState>
    </>
  );
}
