import { parseCardFrameConfig, type UserCard } from '@onehall/contract';
import { useRef } from 'react';
import { type CardActions, CardView } from '../../../components/card-preview/index.ts';
import { useCardData } from '../api/get-card-data.ts';
import { useReveal } from './use-reveal.ts';

/**
 * One card of the home page: its own data query, so a slow or failing card
 * never holds up the others; asked for once the card is revealed (near the
 * screen, or in idle time). A frame card waits for the screen: a micro-app
 * runs its own scripts in the portal's window (qiankun and the app cost the
 * main thread hundreds of milliseconds), and an iframe loads a whole page.
 */
export function HomeCard({ card, actions }: { card: UserCard; actions: CardActions }) {
  const slot = useRef<HTMLDivElement>(null);
  const isFrame = card.kind === 'frame';
  const revealed = useReveal(slot, !isFrame);
  const data = useCardData(card.cardId, revealed && !isFrame);
  return (
    <div ref={slot} className="oh-home__slot">
      <CardView
        head={{
          cardId: card.cardId,
          kind: card.kind,
          cardName: card.cardName,
          cardIntroduction: card.cardIntroduction,
          width: card.width,
          displayRows: card.displayRows,
          // SPEC §3: the server derives the frame config; older data without it is derived here the same way.
          frameConfig: isFrame ? (card.frameConfig ?? parseCardFrameConfig(card.card.url)) : null,
        }}
        data={data.data}
        // Until revealed a frame card shows its skeleton too: the frame (and qiankun) load on reveal.
        loading={!revealed || (!isFrame && data.isPending)}
        error={data.error?.message ?? null}
        onRetry={() => void data.refetch()}
        actions={actions}
      />
    </div>
  );
}
