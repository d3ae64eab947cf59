import { generateId, type ModalView, type ModalViewConfig, modalViewSize } from '@onehall/contract';
import { create } from 'zustand';

/**
 * Modal views of SPEC §3/§4: dialogs opened by the portal or by an embedded
 * page (a service shown in a pop-up frame). Adding appends with a generated
 * id, closing removes by id, and both are broadcast to every embedded child
 * frame so micro-frontends and iframes can keep their own view of the stack.
 */

/** A view's config after opening: sized (SPEC §5 defaults) and with serviceHref copied from serviceUrl. */
export interface OpenModalViewConfig extends ModalViewConfig {
  height: string;
  width: string;
  /** Dialog title; shown above the framed service. */
  title?: string;
}

export interface OpenModalView extends ModalView {
  config: OpenModalViewConfig;
}

/** The message every child frame receives on add and close. */
export interface ModalViewsNotice {
  type: 'notice';
  name: 'modalViews';
  action: 'add' | 'close';
  modelId: string;
  modelIds: string[];
}

export function normalizeConfig(config: ModalViewConfig & { title?: string }): OpenModalViewConfig {
  const serviceConfig = config.serviceConfig && { ...config.serviceConfig, serviceHref: config.serviceConfig.serviceUrl };
  return { ...config, ...modalViewSize(config), ...(serviceConfig ? { serviceConfig } : {}) };
}

/**
 * Posts the notice to each embedded frame. The target origin is '*' because
 * embedded services live on other campus hosts; the notice carries only ids,
 * never tokens or user data.
 */
export function broadcastToFrames(notice: ModalViewsNotice, root: ParentNode = document): void {
  for (const frame of root.querySelectorAll('iframe')) {
    frame.contentWindow?.postMessage(notice, '*');
  }
}

interface ModalViewsState {
  views: OpenModalView[];
  /** Opens a view and returns its id. */
  add: (config: ModalViewConfig & { title?: string }) => string;
  close: (modelId: string) => void;
}

export const useModalViewsStore = create<ModalViewsState>()((set, get) => ({
  views: [],
  add: (config) => {
    const modelId = generateId();
    set((s) => ({ views: [...s.views, { modelId, hidden: false, config: normalizeConfig(config) }] }));
    broadcastToFrames({ type: 'notice', name: 'modalViews', action: 'add', modelId, modelIds: get().views.map((v) => v.modelId) });
    return modelId;
  },
  close: (modelId) => {
    set((s) => ({ views: s.views.filter((v) => v.modelId !== modelId) }));
    broadcastToFrames({ type: 'notice', name: 'modalViews', action: 'close', modelId, modelIds: get().views.map((v) => v.modelId) });
  },
}));
