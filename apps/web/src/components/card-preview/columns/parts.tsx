import type { CardData, CardDataColumn } from '@onehall/contract';
import { Tooltip } from 'antd';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { readableFill } from '../../../lib/design-tokens.ts';
import type { CardActions } from '../card-actions.ts';
import type { Row } from '../card-rows.ts';

/** What every column layout gets: the card data, its column, the rows after clipping, the click actions and the clock. */
export interface ColumnProps {
  data: CardData;
  column: CardDataColumn;
  rows: Row[];
  actions: CardActions;
  now: Date;
}

/** Passes on the hover and focus handlers (and ref) a wrapping Tooltip sets. */
export function Clickable({
  onClick,
  children,
  className,
  ...rest
}: { onClick?: () => void; children: ReactNode; className: string } & Omit<HTMLAttributes<HTMLElement>, 'onClick' | 'className'> & {
    ref?: Ref<HTMLElement>;
  }) {
  if (!onClick)
    return (
      <div {...rest} ref={rest.ref as Ref<HTMLDivElement>} className={className}>
        {children}
      </div>
    );
  return (
    <button
      {...rest}
      ref={rest.ref as Ref<HTMLButtonElement>}
      type="button"
      className={`${className} oh-card-item--link`}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/**
 * A small label: a tone from the tokens, or the colour a card's data gives a
 * state (`currentStatusBackgroundColor`) as its fill, darkened where needed
 * so its white text reads at WCAG AA (`readableFill`).
 */
export function CardTag({
  tone,
  color,
  className,
  children,
}: {
  tone?: 'error' | 'success' | 'warning';
  color?: string;
  className?: string;
  children: ReactNode;
}) {
  const classes = ['oh-card-tag', tone && `oh-card-tag--${tone}`, color && 'oh-card-tag--filled', className].filter(Boolean).join(' ');
  const fill = color ? readableFill(color) : undefined;
  return (
    <span className={classes} style={fill ? { background: fill, borderColor: fill } : undefined}>
      {children}
    </span>
  );
}

/** A square picture or, without one, the first letter of the name. */
export function CardAvatar({ src, name, size = 32 }: { src?: string | null; name: string; size?: number }) {
  const style = { width: size, height: size };
  if (src) return <img className="oh-card-avatar" style={style} src={src} alt="" />;
  return (
    <span className="oh-card-avatar oh-card-avatar--letter" style={style} aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );
}

export function Tile({
  media,
  name,
  sub,
  tip,
  onClick,
}: {
  media: ReactNode;
  name: string;
  sub?: ReactNode;
  tip?: string;
  onClick?: () => void;
}) {
  const content = (
    <Clickable className="oh-card-tile" onClick={onClick}>
      {media}
      <span className="oh-card-tile__name">{name}</span>
      {sub}
    </Clickable>
  );
  return tip ? <Tooltip title={tip}>{content}</Tooltip> : content;
}
