import { EyeOutlined } from '@ant-design/icons';
import { CARD_KINDS, type CardConfig, type CardKind } from '@onehall/contract';
import { Button, Empty, Input, List, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { CardPreviewDialog } from '../../../components/card-preview/index.ts';
import { useCardBasic } from '../api/card-basic-config-detail.ts';
import { useIndexCards } from '../api/index-card-list.ts';
import { CardBasicForm } from './card-basic-form.tsx';
import { ColumnsTable } from './columns-table.tsx';

/** The card chosen on the left: its basic config, its columns and the preview. */
function CardEditor({ cardId }: { cardId: string }) {
  const basic = useCardBasic(cardId);
  const [previewing, setPreviewing] = useState<string | null>(null);
  if (basic.isError && !basic.data) {
    return (
      <Result
        status="error"
        title="卡片加载失败"
        subTitle={basic.error.message}
        extra={<Button onClick={() => void basic.refetch()}>重试</Button>}
      />
    );
  }
  if (!basic.data) return <Skeleton active />;
  const card: CardConfig = basic.data;
  return (
    <div>
      <Space wrap className="oh-cards-config__bar" align="center">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {card.cardName}
        </Typography.Title>
        <Tag>{CARD_KINDS[card.kind]}</Tag>
        <Button icon={<EyeOutlined />} onClick={() => setPreviewing(card.id)}>
          预览
        </Button>
      </Space>
      <Typography.Title level={5}>基础配置</Typography.Title>
      <CardBasicForm key={card.id} card={card} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        栏目配置
      </Typography.Title>
      <ColumnsTable card={card} />
      <CardPreviewDialog cardId={previewing} onClose={() => setPreviewing(null)} />
    </div>
  );
}

/** Pick a card (optionally of one kind) and configure it. */
export function CardConfigPanel({ kind }: { kind?: CardKind }) {
  const [name, setName] = useState('');
  const cards = useIndexCards(kind ? { kind } : {});
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = (cards.data ?? []).filter((c) => c.cardName.includes(name.trim()));
  const current = chosen && cards.data?.some((c) => c.id === chosen) ? chosen : (shown[0]?.id ?? null);

  if (cards.isError && !cards.data) {
    return (
      <Result
        status="error"
        title="卡片加载失败"
        subTitle={cards.error.message}
        extra={<Button onClick={() => void cards.refetch()}>重试</Button>}
      />
    );
  }

  return (
    <div className="oh-cards-config__split">
      <nav aria-label="卡片列表">
        <Input.Search
          allowClear
          placeholder="卡片名称"
          aria-label="搜索卡片名称"
          onSearch={setName}
          onChange={(e) => !e.target.value && setName('')}
        />
        <List
          loading={cards.isLoading}
          dataSource={shown}
          locale={{
            emptyText: (
              <Empty description={kind ? `暂无${CARD_KINDS[kind]}卡片，请先在首页配置中新增` : '暂无卡片，请先在首页配置中新增'} />
            ),
          }}
          renderItem={(c) => (
            <List.Item className="oh-cards-config__card-item">
              <Button
                type={c.id === current ? 'primary' : 'text'}
                block
                onClick={() => setChosen(c.id)}
                aria-current={c.id === current ? 'true' : undefined}
                className="oh-cards-config__card-button"
              >
                <span>{c.cardName}</span>
                <span className="oh-muted"> · {CARD_KINDS[c.kind]}</span>
              </Button>
            </List.Item>
          )}
        />
      </nav>
      <section aria-label="卡片配置">
        {current ? <CardEditor key={current} cardId={current} /> : <Empty description="请选择卡片" />}
      </section>
    </div>
  );
}
