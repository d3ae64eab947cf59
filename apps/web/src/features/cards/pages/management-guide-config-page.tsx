import type { ServiceDetail } from '@onehall/contract';
import { Form, Input, Select, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { ConfigPage, ConfigSearch, ConfigTable, RowActions } from '../../../components/config-page/index.ts';
import { type GuideServiceQuery, useGuideServices } from '../api/query-shelf-service.ts';
import { GuideDrawer } from '../components/guide-drawer.tsx';
import './cards-config.css';

const PAGE_SIZE = 10;

interface Filters {
  serviceName?: string;
  processType?: 'ONLINE' | 'OFFLINE';
}

/** /home/managementGuideConfig (办事指南配置): find a service and edit its guide in a drawer. */
export default function ManagementGuideConfigPage() {
  const [query, setQuery] = useState<GuideServiceQuery>({ current: 1, size: PAGE_SIZE });
  const [editing, setEditing] = useState<string | null>(null);
  const services = useGuideServices(query);
  const [searchForm] = Form.useForm<Filters>();

  const columns: TableColumnsType<ServiceDetail> = [
    { title: '服务名称', dataIndex: 'serviceName', ellipsis: true },
    { title: '所属部门', dataIndex: 'serviceDeptName', width: 160, render: (v: string | null) => v ?? '—' },
    {
      title: '办事指南',
      key: 'hasGuide',
      width: 110,
      render: (_, s) => (s.hasGuide ? <Tag color="success">已配置</Tag> : <Tag>未配置</Tag>),
    },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      fixed: 'right',
      render: (_, s) => (
        <RowActions extra={[{ label: '编辑指南', ariaLabel: `编辑指南：${s.serviceName}`, onClick: () => setEditing(s.serviceId) }]} />
      ),
    },
  ];

  return (
    <ConfigPage
      title="办事指南配置"
      description="查找服务并编辑它的办事指南：申请材料、办理流程、条件、收费、时限、咨询方式和附件。"
      search={
        <ConfigSearch<Filters>
          form={searchForm}
          onSearch={(v) =>
            setQuery((q) => ({ ...q, current: 1, serviceName: v.serviceName?.trim() || undefined, processType: v.processType }))
          }
        >
          <Form.Item name="serviceName" label="服务名称">
            <Input allowClear placeholder="请输入服务名称" maxLength={100} />
          </Form.Item>
          <Form.Item name="processType" label="办理方式">
            <Select
              allowClear
              placeholder="全部"
              options={[
                { value: 'ONLINE', label: '在线办理' },
                { value: 'OFFLINE', label: '线下办理' },
              ]}
            />
          </Form.Item>
        </ConfigSearch>
      }
    >
      <ConfigTable<ServiceDetail>
        rowKey="serviceId"
        columns={columns}
        rows={services.data?.records}
        loading={services.isFetching}
        error={
          services.isError && !services.data
            ? { title: '服务列表加载失败', message: services.error.message, onRetry: () => void services.refetch() }
            : null
        }
        scrollX={600}
        paging={{
          current: query.current ?? 1,
          size: query.size ?? 10,
          total: services.data?.total ?? 0,
          onChange: (current, size) => setQuery((q) => ({ ...q, current, size })),
        }}
      />
      <GuideDrawer serviceId={editing} onClose={() => setEditing(null)} />
    </ConfigPage>
  );
}
