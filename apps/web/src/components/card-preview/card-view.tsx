import type { CardData, CardKind, FrameConfig } from '@onehall/contract';
import { Button, Card, Result, Skeleton } from 'antd';
import { type CardActions, CardDataBody } from './card-bodies.tsx';
import { FrameCardBody } from './frame/frame-card.tsx';

/** What the card's frame shows before its data arrives (SPEC §3 Card and its basic config). */
export interface CardHead {
  cardId: string;
  kind: CardKind;
  cardName: string;
  cardIntroduction?: string;
  width: 'narrow' | 'wide';
  displayRows: number;
  /** Frame cards: the derived frame config; null when the url could not be read. */
  frameConfig?: FrameConfig | null;
}

export interface CardViewProps {
  head: CardHead;
  /** Card data (SPEC §3 Card preview); not needed by frame cards. */
  data?: CardData;
  loading?: boolean;
  /** The card's own error: shown inside the card, the rest of the page is unaffected. */
  error?: string | null;
  onRetry?: () => void;
  actions?: CardActions;
  /** Lays the card out at this width instead of its own (the preview's two tabs). */
  widthOverride?: 'narrow' | 'wide';
  /** The clock for the new-news marker; tests pass a fixed one. */
  now?: Date;
}

const NO_ACTIONS: CardActions = {};

/** One home-page card: title, and by kind a frame, its data, a skeleton, an error or the empty state. */
export function CardView({ head, data, loading, error, onRetry, actions = NO_ACTIONS, widthOverride, now = new Date() }: CardViewProps) {
  const width = widthOverride ?? head.width;
  let body: React.ReactNode;
  if (head.kind === 'frame') {
    body = <FrameCardBody cardId={head.cardId} cardName={head.cardName} frame={head.frameConfig ?? data?.frameConfig ?? null} />;
  } else if (error) {
    body = (
      <Result
        status="warning"
        className="oh-card-error"
        title="卡片加载失败"
        subTitle={error}
        extra={
          onRetry && (
            <Button size="small" onClick={onRetry}>
              重试
            </Button>
          )
        }
      />
    );
  } else if (loading || !data) {
    body = <Skeleton active title={false} paragraph={{ rows: Math.max(3, head.displayRows * 2) }} />;
  } else {
    body = <CardDataBody data={data} wide={width === 'wide'} actions={actions} now={now} />;
  }
  return (
    <Card
      className={`oh-home-card oh-home-card--${width}`}
      data-card-kind={head.kind}
      title={<span title={head.cardIntroduction || undefined}>{head.cardName}</span>}
      size="small"
      aria-label={head.cardName}
      role="region"
    >
      {body}
    </Card>
  );
}
