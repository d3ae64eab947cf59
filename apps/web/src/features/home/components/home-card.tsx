import { parseCardFrameConfig, type UserCard } from '@onehall/contract';
import { type CardActions, CardView } from '../../../components/card-preview/index.ts';
import { useCardData } from '../api/get-card-data.ts';

/** One card of the home page: its own data query, so a slow or failing card never holds up the others. */
export function HomeCard({ card, actions }: { card: UserCard; actions: CardActions }) {
  const isFrame = card.kind === 'frame';
  const data = useCardData(card.cardId, !isFrame);
  return (
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
      loading={data.isPending}
      error={data.error?.message ?? null}
      onRetry={() => void data.refetch()}
      actions={actions}
    />
  );
}
