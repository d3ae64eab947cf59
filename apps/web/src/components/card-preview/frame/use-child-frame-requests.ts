import { type RefObject, useEffect } from 'react';
import { useModalViewsStore } from '../../../stores/modal-views.ts';
import { readChildFrameRequest } from './child-frame.ts';

/**
 * Carries out the requests (lib/child-frame.ts) posted by one embedded iframe.
 * Only messages whose source is that frame's window count, so another page or
 * frame cannot open dialogs in the portal through it; a frame may close only
 * the views it opened.
 */
export function useChildFrameRequests(frame: RefObject<HTMLIFrameElement | null>, openServiceIfram: (url: string) => void): void {
  useEffect(() => {
    const opened = new Set<string>();
    const onMessage = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (!source || event.source !== source) return;
      const request = readChildFrameRequest(event.data);
      if (!request) return;
      if (request.type === 'openServiceIfram') {
        openServiceIfram(request.url);
        return;
      }
      const store = useModalViewsStore.getState();
      if (request.action === 'add') opened.add(store.add(request.config));
      else if (opened.delete(request.modelId)) store.close(request.modelId);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, openServiceIfram]);
}
