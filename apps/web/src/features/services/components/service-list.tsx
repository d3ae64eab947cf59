import { AppstoreOutlined, FireOutlined, StarFilled, StarOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { hotnessText, processTypeText, type ServiceListItem } from '@onehall/contract';
import { Button, Empty, Rate, Result, Segmented, Skeleton, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { SERVICE_NAME_TWO_LINES, ServiceIcon } from '../../../components/service-icon/service-icon.tsx';
import './service-list.css';

/** A service as the lists show it: SPEC §3 "Service item" plus the caller's favourite flag and the average rating. */
export type ServiceView = ServiceListItem;

export type ListLayout = 'grid' | 'list';

export function LayoutToggle({ value, onChange }: { value: ListLayout; onChange: (value: ListLayout) => void }) {
  return (
    <Segmented<ListLayout>
      aria-label="显示方式"
      value={value}
      onChange={onChange}
      options={[
        { value: 'grid', icon: <AppstoreOutlined />, title: '卡片' },
        { value: 'list', icon: <UnorderedListOutlined />, title: '列表' },
      ]}
    />
  );
}

export interface ServiceListProps {
  items: ServiceView[] | undefined;
  layout: ListLayout;
  loading: boolean;
  error: string | null;
  /** SPEC §8 empty texts: 暂无数据, or 暂无收藏服务 on the collection tab. */
  emptyText: string;
  onRetry: () => void;
  onDetails: (service: ServiceView) => void;
  onOpen: (service: ServiceView) => void;
  /** Only signed-in users can collect; without it no favourite toggle is shown. */
  onToggleCollect?: (service: ServiceView) => void;
  /** Service ids whose favourite change is under way. */
  pendingCollect?: ReadonlySet<string>;
  /** Further controls per entry, e.g. moving a favourite up or down. */
  extraActions?: (service: ServiceView, index: number) => ReactNode;
}

function ServiceEntry({
  service,
  layout,
  onDetails,
  onOpen,
  onToggleCollect,
  pending,
  extra,
}: Pick<ServiceListProps, 'onDetails' | 'onOpen' | 'onToggleCollect'> & {
  service: ServiceView;
  layout: ListLayout;
  pending: boolean;
  extra: ReactNode;
}) {
  const offline = processTypeText(service.processType);
  return (
    <li className={`oh-service oh-service--${layout}`}>
      <ServiceIcon service={service} size={layout === 'grid' ? 44 : 36} />
      <div className="oh-service__body">
        <button
          type="button"
          className={`oh-service__name ${SERVICE_NAME_TWO_LINES}`}
          onClick={() => onDetails(service)}
          title={service.serviceName}
        >
          {service.serviceName}
        </button>
        <div className="oh-service__meta">
          <span className="oh-service__dept">{service.serviceDeptName || '—'}</span>
          <Tag color={service.processType === 'OFFLINE' ? 'warning' : 'blue'} className="oh-service__type">
            {offline}
          </Tag>
        </div>
        <div className="oh-service__stats">
          <span title="热度">
            <FireOutlined aria-hidden /> <span className="oh-visually-hidden">热度</span>
            {hotnessText(service.visitCount)}
          </span>
          {service.avgScore > 0 && (
            <span className="oh-service__rate" title={`评分 ${service.avgScore.toFixed(1)}`}>
              <Rate disabled allowHalf value={Math.round(service.avgScore * 2) / 2} />
            </span>
          )}
        </div>
      </div>
      <div className="oh-service__actions">
        {extra}
        {onToggleCollect && (
          <Tooltip title={service.collected ? '取消收藏' : '收藏'}>
            <Button
              type="text"
              aria-label={`${service.collected ? '取消收藏' : '收藏'} ${service.serviceName}`}
              aria-pressed={service.collected}
              loading={pending}
              icon={service.collected ? <StarFilled className="oh-service__star--on" /> : <StarOutlined />}
              onClick={() => onToggleCollect(service)}
            />
          </Tooltip>
        )}
        <Button type="primary" size="small" onClick={() => onOpen(service)} aria-label={`办理 ${service.serviceName}`}>
          办理
        </Button>
      </div>
    </li>
  );
}

/** The card grid or list of services, with loading, error and empty states (STYLE: every list has all three). */
export function ServiceList({
  items,
  layout,
  loading,
  error,
  emptyText,
  onRetry,
  pendingCollect,
  extraActions,
  ...handlers
}: ServiceListProps) {
  if (loading && !items) {
    return (
      <div className="oh-service-list__loading" role="status" aria-busy="true" aria-label="加载中">
        <Skeleton active avatar paragraph={{ rows: 2 }} />
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      </div>
    );
  }
  if (error) {
    return (
      <Result
        status="error"
        title="加载失败"
        subTitle={error}
        extra={
          <Button type="primary" onClick={onRetry}>
            重试
          </Button>
        }
      />
    );
  }
  if (!items || items.length === 0) return <Empty description={emptyText} />;
  return (
    <ul className={`oh-service-list oh-service-list--${layout}`} aria-busy={loading}>
      {items.map((s, index) => (
        <ServiceEntry
          key={s.serviceId}
          service={s}
          layout={layout}
          pending={pendingCollect?.has(s.serviceId) ?? false}
          extra={extraActions?.(s, index)}
          {...handlers}
        />
      ))}
    </ul>
  );
}
