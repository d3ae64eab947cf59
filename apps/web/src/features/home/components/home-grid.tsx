import type { CSSProperties, ReactNode } from 'react';
import { type ItemWidth, spanVariables } from '../lib/pack-grid.ts';

export interface GridItem {
  key: string;
  width: ItemWidth;
  node: ReactNode;
}

/**
 * A row-filling grid of cards and panels (lib/pack-grid.ts): each item carries
 * its span at 2, 3 and 4 columns, and home-page.css picks one by the page's
 * width with container queries, so resizing needs no script.
 */
export function HomeGrid({ items }: { items: GridItem[] }) {
  const spans = spanVariables(items.map((i) => i.width));
  return (
    <div className="oh-home__grid">
      {items.map((item, i) => (
        <div key={item.key} className="oh-home__cell" style={spans[i] as CSSProperties}>
          {item.node}
        </div>
      ))}
    </div>
  );
}
