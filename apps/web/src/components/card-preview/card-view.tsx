import type { CardData, CardKind, FrameConfig } from '@onehall/contract';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { Link } from 'react-router';
import type { CardActions } from './card-actions.ts';
import { CardDataBody } from './card-bodies.tsx';
import { cardCount, cardMorePath } from './card-rows.ts';
import { CardError, CardSkeleton, CountBadge } from './card-states.tsx';

/** Frame cards load the frame code (and, for micro-apps, qiankun) only when one is shown. */
const FrameCardBody = lazy(() => import('./frame/frame-card.tsx').then((m) => ({ default: m.FrameCardBody })));

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

export interface CardShellProps {
  name: string;
  introduction?: string;
  width: 'narrow' | 'wide';
  kind?: CardKind;
  /** The header's count; hidden when null or 0. */
  count?: number | null;
  /** Where 「更多」 leads; no link when null. */
  morePath?: string | null;
  busy?: boolean;
  children: ReactNode;
}

/**
 * The frame every card kind shares (docs/design/home-web.md "One card
 * shell"): the name, the count where the kind has one and 「更多」 in the
 * same places, the body beneath.
 */
export function CardShell({ name, introduction, width, kind, count, morePath, busy, children }: CardShellProps) {
  const titleId = useId();
  return (
    <section
      className={`oh-home-card oh-home-card--${width}`}
      data-card-kind={kind}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
    >
      <header className="oh-home-card__head">
        <h3 id={titleId} className="oh-home-card__title" title={introduction || undefined}>
          {name}
        </h3>
        {count != null && <CountBadge count={count} />}
        {morePath && (
          <Link className="oh-home-card__more" to={morePath}>
            更多<span className="oh-card-sr-only">{name}</span>
          </Link>
        )}
      </header>
      <div className="oh-home-card__body">{children}</div>
    </section>
  );
}

const NO_ACTIONS: CardActions = {};

/** One home-page card: by kind a frame, its data, a skeleton, an error or the empty state, in the shared shell. */
export function CardView({ head, data, loading, error, onRetry, actions = NO_ACTIONS, widthOverride, now = new Date() }: CardViewProps) {
  const width = widthOverride ?? head.width;
  const skeleton = <CardSkeleton lines={Math.max(3, head.displayRows * 2)} />;
  let body: ReactNode;
  if (head.kind === 'frame' && !loading) {
    body = (
      <Suspense fallback={skeleton}>
        <FrameCardBody cardId={head.cardId} cardName={head.cardName} frame={head.frameConfig ?? data?.frameConfig ?? null} />
      </Suspense>
    );
  } else if (error) {
    body = <CardError title="卡片加载失败" detail={error} onRetry={onRetry} />;
  } else if (loading || !data) {
    body = skeleton;
  } else {
    body = <CardDataBody data={data} wide={width === 'wide'} actions={actions} now={now} />;
  }
  return (
    <CardShell
      name={head.cardName}
      introduction={head.cardIntroduction}
      width={width}
      kind={head.kind}
      count={data ? cardCount(data) : null}
      morePath={actions.showMore ? cardMorePath(head.kind) : null}
      busy={head.kind === 'frame' ? loading : !error && (loading || !data)}
    >
      {body}
    </CardShell>
  );
}
