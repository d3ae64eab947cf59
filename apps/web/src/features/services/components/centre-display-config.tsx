import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { processTypeText, type ServiceListItem } from '@onehall/contract';
import { App, Button, Empty, List, Popconfirm, Result, Select, Skeleton, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { ServiceIcon } from '../../../components/service-icon/service-icon.tsx';
import { type CentreName, useCentreDisplay } from '../api/get-centre-display.ts';
import { useServices } from '../api/get-services.ts';
import { useSaveCentreDisplay } from '../api/save-centre-display.ts';
import { move } from '../lib/move.ts';

/**
 * What a service centre shows (its customPage): pick services of the centre,
 * order them, remove them (after confirming), then save the whole list.
 */
export function CentreDisplayConfig({ centre }: { centre: CentreName }) {
  const { message } = App.useApp();
  const display = useCentreDisplay(centre);
  const save = useSaveCentreDisplay(centre);
  const [list, setList] = useState<ServiceListItem[]>([]);
  const [dirty, setDirty] = useState(false);
  const [search, setSearch] = useState('');
  const candidates = useServices({ current: 1, size: 20, serviceType: centre, serviceName: search || undefined }, true);

  useEffect(() => {
    if (display.data) {
      setList(display.data);
      setDirty(false);
    }
  }, [display.data]);

  const change = (next: ServiceListItem[]) => {
    setList(next);
    setDirty(true);
  };

  if (display.isLoading) return <Skeleton active />;
  if (display.error)
    return (
      <Result
        status="error"
        title="加载失败"
        subTitle={display.error.message}
        extra={<Button onClick={() => void display.refetch()}>重试</Button>}
      />
    );

  const shown = new Set(list.map((s) => s.serviceId));
  return (
    <div className="oh-centre-config">
      <Space wrap className="oh-centre-config__bar">
        <Select
          showSearch={{ filterOption: false, onSearch: setSearch }}
          className="oh-centre-config__picker"
          aria-label="添加服务"
          placeholder="请输入再选择"
          value={null}
          loading={candidates.isFetching}
          notFoundContent={candidates.isFetching ? '加载中' : '暂无数据'}
          options={(candidates.data?.records ?? []).map((s) => ({
            value: s.serviceId,
            label: s.serviceName,
            disabled: shown.has(s.serviceId),
          }))}
          onChange={(id: string) => {
            const picked = candidates.data?.records.find((s) => s.serviceId === id);
            if (picked) change([...list, picked]);
          }}
        />
        <Button
          type="primary"
          disabled={!dirty}
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              list.map((s) => s.serviceId),
              { onSuccess: () => void message.success('保存成功') },
            )
          }
        >
          保存
        </Button>
        {dirty && (
          <Button
            onClick={() => {
              if (display.data) setList(display.data);
              setDirty(false);
            }}
          >
            还原
          </Button>
        )}
      </Space>
      {list.length === 0 ? (
        <Empty description="暂无数据" />
      ) : (
        <List
          bordered
          dataSource={list}
          renderItem={(s, index) => (
            <List.Item
              actions={[
                <Button
                  key="up"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  aria-label={`上移 ${s.serviceName}`}
                  disabled={index === 0}
                  onClick={() => change(move(list, index, -1))}
                />,
                <Button
                  key="down"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  aria-label={`下移 ${s.serviceName}`}
                  disabled={index === list.length - 1}
                  onClick={() => change(move(list, index, 1))}
                />,
                <Popconfirm
                  key="remove"
                  title={`确定不再展示「${s.serviceName}」吗？`}
                  okText="确定"
                  cancelText="取消"
                  onConfirm={() => change(list.filter((x) => x.serviceId !== s.serviceId))}
                >
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={`移除 ${s.serviceName}`} />
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                avatar={<ServiceIcon service={s} size={32} />}
                title={`${index + 1}. ${s.serviceName}`}
                description={
                  <Space size={4} wrap>
                    <span>{s.serviceDeptName ?? '—'}</span>
                    <Tag>{processTypeText(s.processType)}</Tag>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
