import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';

/**
 * The one way every section of the personal centre loads, fails and is
 * empty: a skeleton, the server's reason with 重试, or the SPEC §8 empty text.
 */
export function QuerySection<T>({
  query,
  failedTitle,
  emptyText,
  isEmpty,
  children,
}: {
  query: UseQueryResult<T>;
  failedTitle: string;
  emptyText: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (query.isError)
    return (
      <Result
        status="error"
        title={failedTitle}
        subTitle={query.error.message}
        extra={<Button onClick={() => void query.refetch()}>重试</Button>}
      />
    );
  if (isEmpty(query.data)) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return children(query.data);
}
