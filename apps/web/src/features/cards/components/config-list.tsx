import type { UseQueryResult } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { ConfigTable } from '../../../components/config-page/index.ts';

/** A configuration list read by one query, in the shared table: its error with 重试 when nothing was loaded. */
export function QueryTable<T extends { id: string }>({
  query,
  failure,
  columns,
  scrollX,
  empty,
}: {
  query: UseQueryResult<T[], Error>;
  /** Title of the error state, e.g. 业务系统加载失败. */
  failure: string;
  columns: TableColumnsType<T>;
  scrollX: number;
  empty?: ReactNode;
}) {
  return (
    <ConfigTable<T>
      rowKey="id"
      columns={columns}
      rows={query.data}
      loading={query.isFetching}
      error={query.isError && !query.data ? { title: failure, message: query.error.message, onRetry: () => void query.refetch() } : null}
      scrollX={scrollX}
      empty={empty}
    />
  );
}
