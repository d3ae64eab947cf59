import type { ServiceDetail } from '@onehall/contract';
import { Button, Empty, Input, Result, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { PageFrame } from '../../../components/page-frame/index.ts';
import { type GuideServiceQuery, useGuideServices } from '../api/query-shelf-service.ts';
import { GuideDrawer } from '../components/guide-drawer.tsx';
import './cards-config.css';

const PAGE_SIZE = 10;

/** /home/managementGuideConfig (办事指南配置): find a service and edit its guide in a drawer. */
export default function ManagementGuideConfigPage() {
  const [query, setQuery] = useState<GuideServiceQuery>({ current: 1, size: PAGE_SIZE });
  const [editing, setEditing] = useState<string | null>(null);
  const services = useGuideServices(query);

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
        <Button type="link" size="small" onClick={() => setEditing(s.serviceId)} aria-label={`编辑指南：${s.serviceName}`}>
          编辑指南
        </Button>
      ),
    },
  ];

  return (
    <PageFrame title="办事指南配置">
      <Space wrap className="oh-cards-config__bar">
        <Input.Search
          allowClear
          placeholder="服务名称"
          aria-label="搜索服务名称"
          className="oh-cards-config__search"
          onSearch={(name) => setQuery((q) => ({ ...q, current: 1, serviceName: name.trim() || undefined }))}
        />
        <Select
          aria-label="办理方式"
          placeholder="全部办理方式"
          allowClear
          style={{ width: 150 }}
          options={[
            { value: 'ONLINE', label: '在线办理' },
            { value: 'OFFLINE', label: '线下办理' },
          ]}
          onChange={(v?: 'ONLINE' | 'OFFLINE') => setQuery((q) => ({ ...q, current: 1, processType: v }))}
        />
      </Space>
      {services.isError && !services.data ? (
        <Result
          status="error"
          title="服务列表加载失败"
          subTitle={services.error.message}
          extra={<Button onClick={() => void services.refetch()}>重试</Button>}
        />
      ) : (
        <Table<ServiceDetail>
          rowKey="serviceId"
          size="middle"
          loading={services.isFetching}
          columns={columns}
          dataSource={services.data?.records ?? []}
          scroll={{ x: 600 }}
          locale={{ emptyText: <Empty description="暂无数据" /> }}
          pagination={{
            current: query.current,
            pageSize: query.size,
            total: services.data?.total ?? 0,
            showTotal: (t) => `共 ${t} 项`,
            onChange: (current, size) => setQuery((q) => ({ ...q, current: size === q.size ? current : 1, size })),
          }}
        />
      )}
      <GuideDrawer serviceId={editing} onClose={() => setEditing(null)} />
    </PageFrame>
  );
}
