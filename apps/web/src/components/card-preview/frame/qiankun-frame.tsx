import type { MicroApp } from 'qiankun';
import { useEffect, useRef, useState } from 'react';
import { useModalViewsStore } from '../../../stores/modal-views.ts';
import { CardError, CardSkeleton } from '../card-states.tsx';
import type { MicroAppHostProps } from './child-frame.ts';
import { subscribeModalViewsNotices } from './modal-view-notices.ts';
import { useOpenServiceIfram } from './use-open-service-ifram.ts';

export interface QiankunFrameProps {
  /** Unique per card, so two cards showing the same app get two sandboxes. */
  name: string;
  /** The micro-app's entry (its index.html), already checked to be http(s) or same-site. */
  entry: string;
  cardId: string;
  cardName: string;
}

type LoadState = 'loading' | 'ready' | 'error';

/** How long a micro-app may take to mount before the card starts it once more, then shows the error with 重试. */
export const MICRO_APP_MOUNT_TIMEOUT_MS = 15_000;

/**
 * A qiankun micro-app inside a card (SPEC §3 frame config type qiankun).
 * qiankun is imported on first use, so pages without such a card never load
 * it. The container div belongs to qiankun: React renders nothing inside it.
 */
export function QiankunFrame({ name, entry, cardId, cardName }: QiankunFrameProps) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>('loading');
  // Each start of the app: a timed-out one is started again by itself once, later ones by 重试.
  const [attempt, setAttempt] = useState(0);
  // Read through a ref so a new callback identity does not remount the micro-app.
  const open = useOpenServiceIfram();
  const openServiceIfram = useRef(open);
  openServiceIfram.current = open;

  useEffect(() => {
    let app: MicroApp | undefined;
    let gone = false;
    setState('loading');
    // qiankun holds a new instance until an earlier one of the same name in the same place has unmounted, which a
    // hung mount never does: a new attempt takes a name (and, through the key below, a container) of its own.
    const appName = attempt === 0 ? name : `${name}-${attempt}`;
    const timer = setTimeout(() => {
      if (attempt === 0) setAttempt(1);
      else setState('error');
    }, MICRO_APP_MOUNT_TIMEOUT_MS);
    const props: MicroAppHostProps = {
      cardId,
      cardName,
      openModalView: (config) => useModalViewsStore.getState().add(config),
      closeModalView: (modelId) => useModalViewsStore.getState().close(modelId),
      onModalViewsNotice: subscribeModalViewsNotices,
      openServiceIfram: (url) => openServiceIfram.current(url),
    };
    import('qiankun')
      .then(({ loadMicroApp }) => {
        if (gone || !container.current) return;
        app = loadMicroApp(
          { name: appName, entry, container: container.current, props },
          { sandbox: { experimentalStyleIsolation: true } },
        );
        return app.mountPromise.then(() => {
          clearTimeout(timer);
          if (!gone) setState('ready');
        });
      })
      .catch(() => {
        clearTimeout(timer);
        if (!gone) setState('error');
      });
    return () => {
      gone = true;
      clearTimeout(timer);
      // Unmounting before the mount finished makes qiankun throw; wait for it, and ignore a failed mount.
      const current = app;
      current?.mountPromise.then(
        () => current.unmount(),
        () => undefined,
      );
    };
  }, [name, entry, cardId, cardName, attempt]);

  return (
    <div className="oh-frame-card">
      {state === 'loading' && <CardSkeleton lines={3} />}
      {state === 'error' && <CardError title="嵌入应用加载失败" detail="请稍后重试" onRetry={() => setAttempt((n) => n + 1)} />}
      <div key={attempt} ref={container} className="oh-frame-card__micro" hidden={state !== 'ready'} data-micro-app={name} />
    </div>
  );
}
