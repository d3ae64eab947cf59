import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, Modal, Result, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';

/**
 * A configuration list read by one query: its error with 重试 when nothing was
 * loaded, else the table (scrolling inside itself on a narrow screen).
 */
export function QueryTable<T extends { id: string }>({
  query,
  failure,
  columns,
  scrollX,
}: {
  query: UseQueryResult<T[], Error>;
  /** Title of the error state, e.g. 业务系统加载失败. */
  failure: string;
  columns: TableColumnsType<T>;
  scrollX: number;
}) {
  if (query.isError && !query.data) {
    return (
      <Result
        status="error"
        title={failure}
        subTitle={query.error.message}
        extra={<Button onClick={() => void query.refetch()}>重试</Button>}
      />
    );
  }
  return (
    <Table<T>
      rowKey="id"
      size="middle"
      loading={query.isFetching}
      columns={columns}
      dataSource={query.data ?? []}
      pagination={false}
      scroll={{ x: scrollX }}
      locale={{ emptyText: <Empty description="暂无数据" /> }}
    />
  );
}

/** The add/edit dialog of a configuration list: 保存 submits the form inside it; rendered closed too, so the form is always mounted. */
export function EditModal({
  open,
  title,
  saving,
  onSave,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Modal open={open} title={title} okText="保存" cancelText="取消" confirmLoading={saving} onOk={onSave} onCancel={onCancel} forceRender>
      {children}
    </Modal>
  );
}
