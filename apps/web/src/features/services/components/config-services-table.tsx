import { PlusOutlined } from '@ant-design/icons';
import { processTypeText, type ServiceDetail } from '@onehall/contract';
import { App, Button, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { ExportDialog, ImportWizard } from '../../../components/batch-transfer/index.ts';
import { ServiceIcon } from '../../../components/service-icon/service-icon.tsx';
import { useRoles } from '../api/get-roles.ts';
import { type ShelfQuery, useShelfServices } from '../api/get-shelf-services.ts';
import { useShelfServicesMutation } from '../api/shelf-services.ts';
import { ServiceFormDrawer } from './service-form.tsx';
import { ServiceOrderModal } from './service-order-modal.tsx';

const CENTRE_TEXT: Record<string, string> = { APPLICATION: '办事服务中心', PROCESS: '流程服务中心', BOTH: '两者' };
const OPEN_WAY_TEXT: Record<number, string> = { 1001: '页面内', 1002: '弹出窗口', 1003: '新标签页' };
/** The service catalogue's list in the server's transfer registry. */
const TRANSFER_LIST = { listKey: 'services', listName: '服务目录' };

/** The services of the tenant with search, create/edit, shelf/unshelf and ordering. */
export function ConfigServicesTable() {
  const { message } = App.useApp();
  const [query, setQuery] = useState<ShelfQuery>({ current: 1, size: 10 });
  const services = useShelfServices(query);
  const shelf = useShelfServicesMutation();
  const roles = useRoles();
  const roleName = (alias: string) => roles.data?.find((r) => r.roleAlias === alias)?.roleName ?? alias;
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [ordering, setOrdering] = useState(false);
  const [transfer, setTransfer] = useState<'import' | 'export' | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  // The export's "current search results" are what this table shows; the server's list filters by these keys.
  const searchForm = {
    serviceName: query.serviceName ?? null,
    shelf: query.shelf === undefined ? null : query.shelf ? '1' : '0',
  };

  const setShelf = (s: ServiceDetail, on: boolean) =>
    shelf.mutate({ serviceIds: [s.serviceId], shelf: on }, { onSuccess: () => void message.success(on ? '已上架' : '已下架') });

  return (
    <>
      <Space wrap className="oh-config__bar">
        <Input.Search
          className="oh-config__search"
          allowClear
          placeholder="服务名称"
          aria-label="搜索服务名称"
          onSearch={(serviceName) => setQuery((q) => ({ ...q, current: 1, serviceName: serviceName.trim() || undefined }))}
        />
        <Select
          aria-label="上架状态"
          placeholder="全部状态"
          allowClear
          style={{ width: 120 }}
          options={[
            { value: 'on', label: '已上架' },
            { value: 'off', label: '已下架' },
          ]}
          onChange={(v?: string) => setQuery((q) => ({ ...q, current: 1, shelf: v === undefined ? undefined : v === 'on' }))}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ id: null })}>
          新增服务
        </Button>
        <Button onClick={() => setOrdering(true)}>调整排序</Button>
        <Button onClick={() => setTransfer('import')}>批量导入</Button>
        <Button onClick={() => setTransfer('export')}>批量导出</Button>
      </Space>
      <Table<ServiceDetail>
        className="oh-config__table"
        rowKey="serviceId"
        size="small"
        scroll={{ x: 960 }}
        loading={services.isFetching}
        dataSource={services.data?.records}
        rowSelection={{ selectedRowKeys: selected, preserveSelectedRowKeys: true, onChange: (keys) => setSelected(keys.map(String)) }}
        locale={{ emptyText: services.error ? services.error.message : '暂无数据' }}
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: services.data?.total ?? 0,
          showTotal: (t) => `共 ${t} 项`,
          onChange: (current, size) => setQuery((q) => ({ ...q, current, size })),
        }}
        columns={[
          { title: '排序', dataIndex: 'sort', width: 64 },
          { title: '图标', key: 'icon', width: 64, render: (_, s) => <ServiceIcon service={s} size={28} /> },
          { title: '服务名称', dataIndex: 'serviceName', ellipsis: true },
          { title: '服务部门', dataIndex: 'serviceDeptName', ellipsis: true },
          { title: '所属中心', dataIndex: 'centre', width: 110, render: (c: string) => CENTRE_TEXT[c] ?? c },
          { title: '办理方式', dataIndex: 'processType', width: 90, render: (p: string) => processTypeText(p) },
          { title: '打开方式', dataIndex: 'openWay', width: 90, render: (w: number) => OPEN_WAY_TEXT[w] ?? w },
          {
            title: '可见范围',
            key: 'visibility',
            render: (_, s) => (
              <Space size={4} wrap>
                {s.visitorVisible && <Tag color="green">访客</Tag>}
                {s.roles.length === 0 ? <Tag>所有用户</Tag> : s.roles.map((r) => <Tag key={r}>{roleName(r)}</Tag>)}
              </Space>
            ),
          },
          {
            title: '状态',
            dataIndex: 'shelf',
            width: 80,
            render: (on: boolean) => (on ? <Tag color="blue">已上架</Tag> : <Tag>已下架</Tag>),
          },
          {
            title: '操作',
            key: 'actions',
            fixed: 'right',
            width: 130,
            render: (_, s) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing({ id: s.serviceId })}>
                  编辑
                </Button>
                {s.shelf ? (
                  <Popconfirm
                    title={`确定下架「${s.serviceName}」吗？`}
                    description="下架后用户将看不到该服务"
                    okText="确定"
                    cancelText="取消"
                    onConfirm={() => setShelf(s, false)}
                  >
                    <Button type="link" size="small" danger>
                      下架
                    </Button>
                  </Popconfirm>
                ) : (
                  <Button type="link" size="small" onClick={() => setShelf(s, true)}>
                    上架
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <ServiceFormDrawer open={editing !== null} serviceId={editing?.id ?? null} onClose={() => setEditing(null)} />
      <ServiceOrderModal open={ordering} onClose={() => setOrdering(false)} />
      <ImportWizard
        open={transfer === 'import'}
        onClose={() => {
          setTransfer(null);
          void services.refetch();
        }}
        {...TRANSFER_LIST}
      />
      <ExportDialog
        open={transfer === 'export'}
        onClose={() => setTransfer(null)}
        {...TRANSFER_LIST}
        formInline={searchForm}
        selectedIds={selected}
      />
    </>
  );
}
