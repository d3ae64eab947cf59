import { DownloadOutlined } from '@ant-design/icons';
import type { GeneratedReport, Period } from '@onehall/contract';
import { Alert, Button, Select, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { saveBlob } from '../../../components/batch-transfer/save-blob.ts';
import { downloadReport } from '../api/download-report.ts';
import { useExistReport } from '../api/get-exist-report.ts';
import { useReportList } from '../api/get-report-list.ts';
import { formatFileSize, formatTime } from '../lib/format.ts';
import { periodMonth } from '../lib/period.ts';
import { PartState } from './part-state.tsx';

const PAGE_SIZE = 10;
const STATUS: Record<GeneratedReport['status'], { label: string; color?: string }> = {
  PENDING: { label: '生成中', color: 'processing' },
  READY: { label: '已生成', color: 'success' },
  FAILED: { label: '生成失败', color: 'error' },
};

/** Downloads a READY report as its .xlsx, or shows why it cannot. */
function useDownload(signedIn: boolean) {
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (report: GeneratedReport) => {
    setBusy(report.id);
    const env = await downloadReport(report.id, signedIn);
    setBusy(null);
    if (isOk(env)) saveBlob(env.result, `${report.name}.xlsx`);
    else reportError(env);
  };
  return { busy, download };
}

function DownloadButton({
  report,
  busy,
  onDownload,
}: {
  report: GeneratedReport;
  busy: boolean;
  onDownload: (r: GeneratedReport) => void;
}) {
  return (
    <Button
      type="link"
      icon={<DownloadOutlined />}
      disabled={report.status !== 'READY'}
      loading={busy}
      aria-label={`下载${report.name}`}
      onClick={() => onDownload(report)}
    >
      下载
    </Button>
  );
}

/**
 * 定期报告 (efficiencyReportList, existReport): the monthly reports the
 * background job generates, each downloadable as .xlsx; when a month is
 * chosen above, its report (if generated) is offered first.
 */
export function ReportList({ period, signedIn }: { period: Period; signedIn: boolean }) {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const query = useReportList({ ...(year ? { year } : {}), current: page, size: PAGE_SIZE }, signedIn);
  const month = periodMonth(period);
  const exist = useExistReport(month, signedIn);
  const { busy, download } = useDownload(signedIn);
  const columns: TableColumnsType<GeneratedReport> = [
    { title: '报告', dataIndex: 'name' },
    { title: '统计区间', key: 'range', render: (_, r) => `${r.periodStart} 至 ${r.periodEnd}` },
    { title: '状态', dataIndex: 'status', render: (s: GeneratedReport['status']) => <Tag color={STATUS[s].color}>{STATUS[s].label}</Tag> },
    { title: '大小', dataIndex: 'fileSize', align: 'right', render: (n: number, r) => (r.status === 'READY' ? formatFileSize(n) : '—') },
    { title: '生成时间', dataIndex: 'createdAt', render: formatTime },
    {
      title: '操作',
      key: 'download',
      render: (_, r) => <DownloadButton report={r} busy={busy === r.id} onDownload={(x) => void download(x)} />,
    },
  ];
  const existing = exist.data?.report;
  return (
    <section className="oh-eff-panel" aria-labelledby="oh-eff-reports-title">
      <header className="oh-eff-panel__header">
        <h2 id="oh-eff-reports-title" className="oh-eff-panel__title">
          定期报告
        </h2>
        <div className="oh-eff-panel__tools">
          <Select
            aria-label="年份"
            allowClear
            placeholder="全部年份"
            className="oh-eff-reports__year"
            value={year}
            onChange={(y: number | undefined) => {
              setYear(y);
              setPage(1);
            }}
            options={Array.from({ length: 5 }, (_, i) => thisYear - i).map((y) => ({ value: y, label: `${y}年` }))}
          />
        </div>
      </header>
      {month && exist.data && (
        <Alert
          className="oh-eff-reports__exist"
          type={existing ? 'info' : 'warning'}
          showIcon
          title={existing ? `${existing.name}：${STATUS[existing.status].label}` : '所选月份尚未生成定期报告'}
          action={existing && <DownloadButton report={existing} busy={busy === existing.id} onDownload={(x) => void download(x)} />}
        />
      )}
      <PartState query={query} empty={!query.data || query.data.total === 0} title="定期报告" rows={4}>
        {() => (
          <Table<GeneratedReport>
            size="middle"
            scroll={{ x: 'max-content' }}
            rowKey="id"
            columns={columns}
            dataSource={query.data?.records}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: query.data?.total,
              showSizeChanger: false,
              showTotal: (t) => `共 ${t} 份`,
              onChange: setPage,
            }}
          />
        )}
      </PartState>
    </section>
  );
}
