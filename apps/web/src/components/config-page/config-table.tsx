import { Button, Empty, Result, Table, type TableColumnsType, type TableProps } from 'antd';
import type { Key, ReactNode } from 'react';

/** Page sizes offered by every configuration list. */
export const PAGE_SIZES = [10, 20, 50, 100];

export interface ConfigPaging {
  current: number;
  size: number;
  total: number;
  onChange: (current: number, size: number) => void;
}

export interface ConfigTableProps<T> {
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
  rows: readonly T[] | undefined;
  loading?: boolean;
  /** The read failed and nothing is shown: the error state with 重试 replaces the table. */
  error?: { title: string; message?: string; onRetry: () => void } | null;
  /** Server paging (共 N 条 and a page-size changer), `'local'` to page the loaded rows, or none for a short list. */
  paging?: ConfigPaging | 'local';
  /** Ticked rows, for the batch actions. */
  selection?: { keys: string[]; onChange: (keys: string[]) => void };
  /** Width the columns need; narrower screens scroll the table inside itself. */
  scrollX?: number;
  empty?: ReactNode;
  /** Other antd Table props (rowClassName, expandable …). */
  tableProps?: Omit<TableProps<T>, 'columns' | 'dataSource' | 'rowKey' | 'pagination' | 'rowSelection' | 'loading'>;
}

/** The table of a configuration list: 暂无数据 when empty, an error with 重试, paging with 共 N 条. */
export function ConfigTable<T extends object>({
  rowKey,
  columns,
  rows,
  loading,
  error,
  paging,
  selection,
  scrollX,
  empty = '暂无数据',
  tableProps,
}: ConfigTableProps<T>) {
  if (error) {
    return <Result status="error" title={error.title} subTitle={error.message} extra={<Button onClick={error.onRetry}>重试</Button>} />;
  }
  return (
    <Table<T>
      className="oh-config-table"
      rowKey={rowKey}
      size="middle"
      loading={loading}
      columns={columns}
      dataSource={rows as T[] | undefined}
      scroll={scrollX ? { x: scrollX } : undefined}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
      rowSelection={
        selection && {
          selectedRowKeys: selection.keys,
          preserveSelectedRowKeys: true,
          onChange: (keys: Key[]) => selection.onChange(keys.map(String)),
        }
      }
      pagination={
        paging === 'local'
          ? { pageSizeOptions: PAGE_SIZES, showSizeChanger: true, hideOnSinglePage: true, showTotal: (total) => `共 ${total} 条` }
          : paging
            ? {
                current: paging.current,
                pageSize: paging.size,
                total: paging.total,
                pageSizeOptions: PAGE_SIZES,
                showSizeChanger: true,
                showTotal: (total) => `共 ${total} 条`,
                // A new page size starts again at page 1: the old page may no longer exist.
                onChange: (current, size) => paging.onChange(size === paging.size ? current : 1, size),
              }
            : false
      }
      {...tableProps}
    />
  );
}
