import { type ModalViewsNotice, useModalViewsStore } from '../../../stores/modal-views.ts';

/**
 * The SPEC §4 modalViews notices for listeners in the portal's own window (a
 * qiankun micro-app shares it, so the store's postMessage to iframes does not
 * reach it). Derived from store changes: each added or removed view is one notice.
 */
export function subscribeModalViewsNotices(listener: (notice: ModalViewsNotice) => void): () => void {
  return useModalViewsStore.subscribe((state, prev) => {
    const now = state.views.map((v) => v.modelId);
    const before = new Set(prev.views.map((v) => v.modelId));
    const after = new Set(now);
    for (const id of now) if (!before.has(id)) listener({ type: 'notice', name: 'modalViews', action: 'add', modelId: id, modelIds: now });
    for (const id of before)
      if (!after.has(id)) listener({ type: 'notice', name: 'modalViews', action: 'close', modelId: id, modelIds: now });
  });
}
