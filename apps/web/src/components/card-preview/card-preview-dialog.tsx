import { CARD_PREVIEW_WIDTH_PX, type CardData } from '@onehall/contract';
import { useQuery } from '@tanstack/react-query';
import { Modal, Skeleton, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { reportError } from '../../api/errors.ts';
import { useAuthStore } from '../../stores/auth.ts';
import { CardSkeleton } from './card-states.tsx';
import { type CardHead, CardShell, CardView } from './card-view.tsx';
import { cardPreviewOptions } from './get-card-preview.ts';

export interface CardPreviewDialogProps {
  /** The card to preview; the dialog is open while this is set. */
  cardId: string | null;
  /** Called when the user closes the dialog, and when the preview fails (SPEC §8). */
  onClose: () => void;
}

/** The two tabs of SPEC §2: the card beside the message card on one page, or on a page of its own. */
export const PREVIEW_TABS = { samePage: '与消息卡片同页', otherPage: '与消息卡片不同页' } as const;
type PreviewTab = keyof typeof PREVIEW_TABS;

const headOf = (data: CardData): CardHead => ({
  cardId: data.cardId,
  kind: data.kind,
  cardName: data.basicConfig.cardName,
  cardIntroduction: data.basicConfig.cardIntroduction,
  width: data.width,
  displayRows: data.basicConfig.displayRows,
  frameConfig: data.frameConfig,
});

/**
 * The card-preview dialog (SPEC §2 App shell, 1080 px wide, two tabs), for the
 * card configuration pages: `<CardPreviewDialog cardId={id} onClose={() => setId(null)} />`.
 * It reads `cardcolumnconfig/preview` each time it opens, so the preview shows
 * the configuration as saved. A failed preview shows the server's msg and closes (SPEC §8).
 */
export function CardPreviewDialog({ cardId, onClose }: CardPreviewDialogProps) {
  const userId = useAuthStore((s) => s.userInfo?.user_id);
  const [tab, setTab] = useState<PreviewTab>('samePage');
  const preview = useQuery(cardPreviewOptions(cardId, userId));

  const failure = preview.error?.message;
  useEffect(() => {
    if (!failure) return;
    reportError(failure);
    onClose();
  }, [failure, onClose]);

  useEffect(() => {
    if (cardId) setTab('samePage');
  }, [cardId]);

  const data = preview.data;
  const content = !data ? (
    <Skeleton active paragraph={{ rows: 6 }} />
  ) : tab === 'samePage' ? (
    <div className="oh-card-preview__grid">
      <CardView head={headOf(data)} data={data} />
      <CardShell name="消息" width="narrow">
        <CardSkeleton lines={4} />
      </CardShell>
    </div>
  ) : (
    <div className="oh-card-preview__alone">
      <CardView head={headOf(data)} data={data} widthOverride="wide" />
    </div>
  );

  return (
    <Modal
      open={cardId !== null && !failure}
      title="卡片预览"
      width={CARD_PREVIEW_WIDTH_PX}
      footer={null}
      destroyOnHidden
      onCancel={onClose}
      className="oh-card-preview"
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as PreviewTab)}
        items={(Object.keys(PREVIEW_TABS) as PreviewTab[]).map((key) => ({ key, label: PREVIEW_TABS[key] }))}
      />
      {content}
    </Modal>
  );
}
