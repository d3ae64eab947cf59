import type { FrameConfig } from '@onehall/contract';
import { useRef } from 'react';
import { safeFrameUrl } from '../../iframe-host/index.ts';
import { CardError } from '../card-states.tsx';
import { frameKind } from './frame.ts';
import { QiankunFrame } from './qiankun-frame.tsx';
import { useChildFrameRequests } from './use-child-frame-requests.ts';
import { useOpenServiceIfram } from './use-open-service-ifram.ts';

export interface FrameCardBodyProps {
  cardId: string;
  cardName: string;
  /** The derived frame config (SPEC §3); null when the card's url could not be read. */
  frame: FrameConfig | null;
}

function IframeFrame({ src, title }: { src: string; title: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  useChildFrameRequests(ref, useOpenServiceIfram());
  return (
    <div className="oh-frame-card">
      <iframe ref={ref} className="oh-frame-card__iframe" title={title} src={src} loading="lazy" allow="fullscreen; clipboard-write" />
    </div>
  );
}

/** The body of a frame card: an iframe or a qiankun micro-app, by the frame config's type. */
export function FrameCardBody({ cardId, cardName, frame }: FrameCardBodyProps) {
  const src = safeFrameUrl(frame?.url);
  const kind = frame && src ? frameKind(frame.type) : null;
  if (!kind || !src) return <CardError title="嵌入页面地址无效" detail="请联系管理员检查卡片配置" />;
  if (kind === 'iframe') return <IframeFrame src={src} title={cardName} />;
  return <QiankunFrame name={`card-${cardId}`} entry={src} cardId={cardId} cardName={cardName} />;
}
