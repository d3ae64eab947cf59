import { badgeText } from '@onehall/contract';
import { Button } from 'antd';

/**
 * The states and the count badge every card kind shares (docs/design/home-web.md
 * "One card shell"): plain markup rather than antd's Skeleton, Empty, Result
 * and Badge, so a page of cards paints without their styles being generated.
 */

/** Grey bars in the shape of the card's rows while its data loads. */
export function CardSkeleton({ lines }: { lines: number }) {
  return (
    <div className="oh-card-skeleton" aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the bars are identical and never reorder.
        <span key={i} className="oh-card-skeleton__bar" />
      ))}
    </div>
  );
}

/** A card or column with nothing to show: the kind's empty text (SPEC §8). */
export function CardEmpty({ text }: { text: string }) {
  return <p className="oh-card-state">{text}</p>;
}

/** A card or column whose data did not load: what failed and why, and 重试 where asking again can help. */
export function CardError({ title, detail, onRetry }: { title: string; detail?: string; onRetry?: () => void }) {
  return (
    <div className="oh-card-state oh-card-state--error" role="alert">
      <strong className="oh-card-state__title">{title}</strong>
      {detail && <span>{detail}</span>}
      {onRetry && (
        <Button size="small" onClick={onRetry}>
          重试
        </Button>
      )}
    </div>
  );
}

/** A count as the header and the tabs show it: 99+ from 100, nothing for 0. */
export function CountBadge({ count }: { count: number }) {
  const text = badgeText(count);
  if (!text) return null;
  return <span className="oh-card-count">{text}</span>;
}
