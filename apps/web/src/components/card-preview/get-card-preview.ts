import { cardColumnPreview } from '@onehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client.ts';
import { unwrap } from '../../api/unwrap.ts';

/** A card as configured, with the data it shows `userId` (the caller when absent): cardcolumnconfig/preview. */
export const getCardPreview = (cardId: string, userId?: string) =>
  unwrap(call(cardColumnPreview, { body: { id: cardId, ...(userId ? { userId } : {}) } }), '卡片预览失败');

export const cardPreviewOptions = (cardId: string | null, userId?: string) =>
  queryOptions({
    queryKey: ['cards', 'preview', cardId],
    queryFn: () => getCardPreview(cardId!, userId),
    enabled: cardId !== null,
    // Every opening shows the saved configuration, never a cached one.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
