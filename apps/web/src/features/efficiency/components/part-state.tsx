import { Button, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { ScrollBox } from './scroll-box.tsx';

export interface PartQuery {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * A report part's loading, error (with 重试) and empty (暂无数据) states; the
 * part itself once there is something to show, its tables named by the part.
 */
export function PartState({
  query,
  empty,
  title,
  rows = 4,
  children,
}: {
  query: PartQuery;
  empty: boolean;
  /** Names what failed: 「办件趋势」加载失败. */
  title: string;
  rows?: number;
  children: () => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={`${title}加载中`}>
        <Skeleton active title={false} paragraph={{ rows }} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Result
        status="warning"
        className="oh-eff-part-error"
        title={`「${title}」加载失败`}
        subTitle={query.error?.message}
        extra={<Button onClick={() => void query.refetch()}>重试</Button>}
      />
    );
  }
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />;
  return <ScrollBox label={title}>{children()}</ScrollBox>;
}
