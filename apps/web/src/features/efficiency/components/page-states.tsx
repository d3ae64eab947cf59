import { Button, Result, Skeleton } from 'antd';
import { useReportLayout } from '../api/get-report-layout.ts';
import { useSemesters } from '../api/get-semesters.ts';

/** The two reads every audience needs before the first report: what to show, and the semesters. */
export function usePageBasics(signedIn: boolean) {
  const layout = useReportLayout(signedIn);
  const semesters = useSemesters();
  const retry = () => {
    if (layout.isError) void layout.refetch();
    if (semesters.isError) void semesters.refetch();
  };
  return { layout, semesters, retry };
}

export function PageLoading() {
  return (
    <div className="oh-page-column" role="status" aria-busy="true" aria-label="加载中">
      <Skeleton active paragraph={{ rows: 8 }} />
    </div>
  );
}

export function PageError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return <Result status="error" title="效能监督加载失败" subTitle={message} extra={<Button onClick={onRetry}>重试</Button>} />;
}
