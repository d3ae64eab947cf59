import { Button, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';

export interface ListStateProps {
  loading: boolean;
  error: Error | null;
  /** What failed, e.g. 职责清单加载失败. */
  errorTitle: string;
  onRetry: () => void;
  empty: boolean;
  /** SPEC §8: 暂无数据 unless the list has its own hint. */
  emptyText?: string;
  children: ReactNode;
}

/** Loading, error with 重试, and empty states around a list (STYLE: every list has all three). */
export function ListState({ loading, error, errorTitle, onRetry, empty, emptyText = '暂无数据', children }: ListStateProps) {
  if (loading) {
    return (
      <div role="status" aria-busy="true" aria-label="加载中">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  }
  if (error) {
    return (
      <Result
        status="error"
        title={errorTitle}
        subTitle={error.message}
        extra={
          <Button type="primary" onClick={onRetry}>
            重试
          </Button>
        }
      />
    );
  }
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return <>{children}</>;
}
