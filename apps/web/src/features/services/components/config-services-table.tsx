import { processTypeText, type ServiceDetail } from '@onehall/contract';
import { App, Button, Form, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { ExportDialog, ImportWizard } from '../../../components/batch-transfer/index.ts';
import { AddButton, ConfigPanel, ConfigSearch, ConfigTable, RowActions, TransferButtons } from '../../../components/config-page/index.ts';
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

interface Filters {
  serviceName?: string;
  shelf?: 'on' | 'off';
}

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
  const [filterForm] = Form.useForm<Filters>();
  // The export's "current search results" are what this table shows; the server's list filters by these keys.
  const searchForm = {
    serviceName: query.serviceName ?? null,
    shelf: query.shelf === undefined ? null : query.shelf ? '1' : '0',
  };

  const setShelf = (s: ServiceDetail, on: boolean) =>
    shelf.mutate({ serviceIds: [s.serviceId], shelf: on }, { onSuccess: () => void message.success(on ? '已上架' : '已下架') });

  return (
    <ConfigPanel
      search={
        <ConfigSearch<Filters>
          form={filterForm}
          onSearch={(v) =>
            setQuery((q) => ({
              ...q,
              current: 1,
              serviceName: v.serviceName?.trim() || undefined,
              shelf: v.shelf === undefined ? undefined : v.shelf === 'on',
            }))
          }
        >
          <Form.Item name="serviceName" label="服务名称">
            <Input allowClear placeholder="请输入服务名称" aria-label="搜索服务名称" maxLength={100} />
          </Form.Item>
          <Form.Item name="shelf" label="上架状态">
            <Select
              allowClear
              placeholder="全部状态"
              options={[
                { value: 'on', label: '已上架' },
                { value: 'off', label: '已下架' },
              ]}
            />
          </Form.Item>
        </ConfigSearch>
      }
      toolbar={
        <>
          <AddButton label="新增服务" onClick={() => setEditing({ id: null })} />
          <Button onClick={() => setOrdering(true)}>调整排序</Button>
          <TransferButtons onImport={() => setTransfer('import')} onExport={() => setTransfer('export')} />
        </>
      }
    >
      <ConfigTable<ServiceDetail>
        rowKey="serviceId"
        rows={services.data?.records}
        loading={services.isFetching}
        error={
          services.isError && !services.data
            ? { title: '服务列表加载失败', message: services.error.message, onRetry: () => void services.refetch() }
            : null
        }
        scrollX={960}
        selection={{ keys: selected, onChange: setSelected }}
        paging={{
          current: query.current ?? 1,
          size: query.size ?? 10,
          total: services.data?.total ?? 0,
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
              <RowActions
                name={s.serviceName}
                onEdit={() => setEditing({ id: s.serviceId })}
                extra={[
                  s.shelf
                    ? {
                        label: '下架',
                        danger: true,
                        onClick: () => setShelf(s, false),
                        confirm: { title: `确定下架「${s.serviceName}」吗？`, description: '下架后用户将看不到该服务' },
                      }
                    : { label: '上架', onClick: () => setShelf(s, true) },
                ]}
              />
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
    </ConfigPanel>
  );
}
