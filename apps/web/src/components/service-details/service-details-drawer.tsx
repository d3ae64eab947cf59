import { StarFilled, StarOutlined } from '@ant-design/icons';
import { hotnessText, processTypeText, type ServiceDetail } from '@onehall/contract';
import { Button, Descriptions, Drawer, Grid, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { ServiceIcon } from '../service-icon/service-icon.tsx';
import { useRateDetail } from './api/get-rate-detail.ts';
import { useServiceDetails } from './api/get-service-details.ts';
import { RatingSummary } from './rating-summary.tsx';
import './service-details.css';

export interface ServiceDetailsDrawerProps {
  serviceId: string | null;
  signedIn: boolean;
  onClose: () => void;
  onOpen: (service: ServiceDetail) => void;
  onToggleCollect?: (service: ServiceDetail) => void;
  collectPending?: boolean;
  onRate?: (service: ServiceDetail) => void;
}

function Steps({ items }: { items: string[] }) {
  if (items.length === 0) return <>—</>;
  return (
    <ol className="oh-guide__steps">
      {items.map((s, i) => (
        // Steps are plain texts that may repeat; their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={i}>{s}</li>
      ))}
    </ol>
  );
}

function Guide({ service }: { service: ServiceDetail }) {
  const g = service.guide;
  return (
    <Descriptions column={1} size="small" bordered className="oh-guide">
      <Descriptions.Item label="办理条件">{g.conditions || '—'}</Descriptions.Item>
      <Descriptions.Item label="申请材料">
        <Steps items={g.materials} />
      </Descriptions.Item>
      <Descriptions.Item label="办理流程">
        <Steps items={g.steps} />
      </Descriptions.Item>
      <Descriptions.Item label="收费标准">{g.fees || '—'}</Descriptions.Item>
      <Descriptions.Item label="办理时限">{g.timeLimit || '—'}</Descriptions.Item>
      <Descriptions.Item label="咨询方式">{g.contact || '—'}</Descriptions.Item>
      <Descriptions.Item label="附件">
        {g.attachments.length === 0
          ? '—'
          : g.attachments.map((a) => (
              <div key={a.url}>
                <Typography.Link href={a.url} target="_blank" rel="noopener noreferrer">
                  {a.name}
                </Typography.Link>
              </div>
            ))}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The service details panel (SPEC §2): guide, rating summary, favourite and rate actions, and 办理. */
export function ServiceDetailsDrawer({
  serviceId,
  signedIn,
  onClose,
  onOpen,
  onToggleCollect,
  collectPending,
  onRate,
}: ServiceDetailsDrawerProps) {
  const details = useServiceDetails(serviceId, signedIn);
  const rating = useRateDetail(serviceId);
  const screens = Grid.useBreakpoint();
  const s = details.data;

  return (
    <Drawer
      open={serviceId !== null}
      onClose={onClose}
      title={s?.serviceName ?? '服务详情'}
      size={screens.md ? 640 : '100%'}
      destroyOnHidden
      extra={
        s && (
          <Button type="primary" onClick={() => onOpen(s)}>
            办理
          </Button>
        )
      }
    >
      {details.isLoading && <Skeleton active avatar paragraph={{ rows: 6 }} />}
      {details.error && <Result status="error" title="加载失败" subTitle={details.error.message} />}
      {s && (
        <div className="oh-details">
          <div className="oh-details__head">
            <ServiceIcon service={s} size={56} />
            <div className="oh-details__summary">
              <Space size={[8, 4]} wrap>
                <span>{s.serviceDeptName ?? '—'}</span>
                {s.serviceSceneName && <Tag>{s.serviceSceneName}</Tag>}
                <Tag color={s.processType === 'OFFLINE' ? 'warning' : 'blue'}>{processTypeText(s.processType)}</Tag>
                <span>热度 {hotnessText(s.visitCount)}</span>
              </Space>
              <Space wrap className="oh-details__actions">
                {onToggleCollect && (
                  <Button
                    icon={s.collected ? <StarFilled className="oh-service__star--on" /> : <StarOutlined />}
                    loading={collectPending}
                    aria-pressed={s.collected}
                    onClick={() => onToggleCollect(s)}
                  >
                    {s.collected ? '已收藏' : '收藏'}
                  </Button>
                )}
                {onRate && <Button onClick={() => onRate(s)}>评价</Button>}
              </Space>
            </div>
          </div>
          {s.description && <Typography.Paragraph className="oh-details__desc">{s.description}</Typography.Paragraph>}
          <Typography.Title level={5}>办事指南</Typography.Title>
          {s.hasGuide ? <Guide service={s} /> : <Typography.Text type="secondary">暂无办事指南</Typography.Text>}
          <Typography.Title level={5} className="oh-details__rating-title">
            服务评价
          </Typography.Title>
          <RatingSummary detail={rating.data} loading={rating.isLoading} error={rating.error?.message ?? null} />
        </div>
      )}
    </Drawer>
  );
}
