import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { ManagedCard } from '@onehall/contract';
import { App, Button, Result, Skeleton, Switch, Tag } from 'antd';
import { useState } from 'react';
import { isOk } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { useManagedCards } from '../api/get-managed-cards.ts';
import { useSaveManagedCards } from '../api/save-managed-cards.ts';

/** Swaps a card with its neighbour of the same type (the home page keeps cards inside their type). */
function move(cards: ManagedCard[], index: number, by: -1 | 1): ManagedCard[] {
  const other = index + by;
  if (cards[other]?.typeId !== cards[index]?.typeId) return cards;
  const next = [...cards];
  [next[index], next[other]] = [next[other] as ManagedCard, next[index] as ManagedCard];
  return next;
}

function Editor({ initial, onClose }: { initial: ManagedCard[]; onClose: () => void }) {
  const [cards, setCards] = useState(initial);
  const save = useSaveManagedCards();
  const { message } = App.useApp();

  const submit = async () => {
    const env = await save.mutateAsync({ cards: cards.map((c) => ({ cardId: c.cardId, hidden: c.hidden })) });
    if (!isOk(env)) return reportError(env);
    message.success('卡片设置已保存');
    onClose();
  };

  return (
    <>
      {cards.map((card, i) => (
        <div key={card.cardId}>
          {card.typeId !== cards[i - 1]?.typeId && <h3 className="oh-card-manage__type">{card.typeName}</h3>}
          <div className="oh-card-manage__row">
            <span className="oh-card-manage__name">
              {card.cardName}
              {card.fixed && <Tag className="oh-card-manage__fixed">固定</Tag>}
            </span>
            <Switch
              checked={!card.hidden}
              disabled={card.fixed}
              checkedChildren="显示"
              unCheckedChildren="隐藏"
              aria-label={`显示「${card.cardName}」`}
              title={card.fixed ? '管理员已固定该卡片，不能隐藏' : undefined}
              onChange={(shown) => setCards((list) => list.map((c) => (c.cardId === card.cardId ? { ...c, hidden: !shown } : c)))}
            />
            <Button
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={`上移「${card.cardName}」`}
              disabled={cards[i - 1]?.typeId !== card.typeId}
              onClick={() => setCards((list) => move(list, i, -1))}
            />
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={`下移「${card.cardName}」`}
              disabled={cards[i + 1]?.typeId !== card.typeId}
              onClick={() => setCards((list) => move(list, i, 1))}
            />
          </div>
        </div>
      ))}
      <div className="oh-card-manage__footer">
        <Button onClick={onClose}>取消</Button>
        <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
          保存
        </Button>
      </div>
    </>
  );
}

/** The dialog's content, its own chunk: the home page loads it when 卡片管理 is first opened. */
export function CardManagementBody({ onClose }: { onClose: () => void }) {
  const cards = useManagedCards();
  if (cards.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (cards.isError)
    return (
      <Result
        status="error"
        title="卡片加载失败"
        subTitle={cards.error.message}
        extra={<Button onClick={() => void cards.refetch()}>重试</Button>}
      />
    );
  if (cards.data.length === 0) return <Result status="info" title="暂无数据" />;
  return <Editor initial={cards.data} onClose={onClose} />;
}
