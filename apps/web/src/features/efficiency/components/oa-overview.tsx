import type { OASystem, Period } from '@onehall/contract';
import { Table, type TableColumnsType } from 'antd';
import { useOAOverview } from '../api/get-oa-overview.ts';
import { exportTarget } from '../lib/export-lists.ts';
import { formatCount } from '../lib/format.ts';
import { ExportButton } from './export-button.tsx';
import { PartState } from './part-state.tsx';

const columns: TableColumnsType<OASystem> = [
  { title: '业务系统', dataIndex: 'systemName', fixed: 'left' },
  { title: '当前待办', dataIndex: 'todoOpen', align: 'right', render: formatCount },
  { title: '其中超期', dataIndex: 'todoOverdue', align: 'right', render: formatCount },
  { title: '本期已办', dataIndex: 'todoDone', align: 'right', render: formatCount },
  { title: '发起流程', dataIndex: 'processesStarted', align: 'right', render: formatCount },
  { title: '办结流程', dataIndex: 'processesFinished', align: 'right', render: formatCount },
];

/** 协同办公概览 (OAOverview): to-do and process counts per integrated business system, with their total. */
export function OAOverview({ period, signedIn }: { period: Period; signedIn: boolean }) {
  const query = useOAOverview({ period }, signedIn);
  const data = query.data;
  const t = data?.total;
  return (
    <section className="oh-eff-panel" aria-labelledby="oh-eff-oa-title">
      <header className="oh-eff-panel__header">
        <h2 id="oh-eff-oa-title" className="oh-eff-panel__title">
          协同办公概览
        </h2>
        {signedIn && data && data.systems.length > 0 && (
          <div className="oh-eff-panel__tools">
            <ExportButton target={exportTarget('oa', '协同办公概览', period)} name="协同办公概览" />
          </div>
        )}
      </header>
      <PartState query={query} empty={!data || data.systems.length === 0} title="协同办公概览" rows={4}>
        {() => (
          <>
            {t && (
              <p className="oh-eff-panel__summary">
                已接入 {data.systems.length} 个业务系统：当前待办 {formatCount(t.todoOpen)} 条（超期 {formatCount(t.todoOverdue)}{' '}
                条），本期已办 {formatCount(t.todoDone)} 条；发起流程 {formatCount(t.processesStarted)} 个，办结{' '}
                {formatCount(t.processesFinished)} 个。
              </p>
            )}
            <Table<OASystem>
              size="middle"
              scroll={{ x: 'max-content' }}
              rowKey="systemId"
              columns={columns}
              dataSource={data?.systems}
              pagination={false}
              summary={() =>
                t && (
                  <Table.Summary.Row className="oh-eff-report__total">
                    <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
                    {(['todoOpen', 'todoOverdue', 'todoDone', 'processesStarted', 'processesFinished'] as const).map((k, i) => (
                      <Table.Summary.Cell key={k} index={i + 1} align="right">
                        {formatCount(t[k])}
                      </Table.Summary.Cell>
                    ))}
                  </Table.Summary.Row>
                )
              }
            />
          </>
        )}
      </PartState>
    </section>
  );
}
