import type { ModalViewConfig } from '@onehall/contract';
import type { ModalViewsNotice } from '../../../stores/modal-views.ts';

/**
 * What an embedded frame card may ask of the portal (docs/design/home-web.md
 * "Frames talk to the portal"): open a modal view (SPEC §3), close one it
 * opened, or open a tool in the iframe page (openServiceIfram). The portal
 * answers every add and close with the `modalViews` notice of SPEC §4,
 * broadcast to every embedded frame.
 */
export type ChildFrameRequest =
  | { type: 'modalViews'; action: 'add'; config: ModalViewConfig & { title?: string } }
  | { type: 'modalViews'; action: 'close'; modelId: string }
  | OpenServiceIframRequest;

/** SPEC §2 "Embedded pages": a tool to open in the iframe page under the menu item 常用工具. */
export interface OpenServiceIframRequest {
  type: 'openServiceIfram';
  url: string;
}

const isSize = (v: unknown) => v === undefined || typeof v === 'string' || typeof v === 'number';

/** Reads a posted message; anything that is not a well-formed request gives null and is ignored. */
export function readChildFrameRequest(data: unknown): ChildFrameRequest | null {
  if (typeof data !== 'object' || data === null) return null;
  const msg = data as Record<string, unknown>;
  if (msg.type === 'openServiceIfram') {
    return typeof msg.url === 'string' && msg.url !== '' ? { type: 'openServiceIfram', url: msg.url } : null;
  }
  if (msg.type !== 'modalViews') return null;
  if (msg.action === 'close') {
    return typeof msg.modelId === 'string' && msg.modelId !== '' ? { type: 'modalViews', action: 'close', modelId: msg.modelId } : null;
  }
  if (msg.action !== 'add' || typeof msg.config !== 'object' || msg.config === null) return null;
  const config = msg.config as Record<string, unknown>;
  const service = config.serviceConfig as Record<string, unknown> | undefined;
  if (!service || typeof service.serviceUrl !== 'string') return null;
  if (!isSize(config.height) || !isSize(config.width)) return null;
  const openType = typeof config.openType === 'string' || typeof config.openType === 'number' ? config.openType : undefined;
  return {
    type: 'modalViews',
    action: 'add',
    config: {
      serviceConfig: { serviceUrl: service.serviceUrl },
      ...(config.height !== undefined ? { height: config.height as string | number } : {}),
      ...(config.width !== undefined ? { width: config.width as string | number } : {}),
      ...(openType !== undefined ? { openType } : {}),
      ...(typeof config.title === 'string' ? { title: config.title } : {}),
    },
  };
}

/** What a qiankun micro-app receives as props: the same two requests, and the notices, without postMessage. */
export interface MicroAppHostProps {
  cardId: string;
  cardName: string;
  openModalView: (config: ModalViewConfig & { title?: string }) => string;
  closeModalView: (modelId: string) => void;
  /** Calls back with every modalViews notice; returns the function that stops it. */
  onModalViewsNotice: (listener: (notice: ModalViewsNotice) => void) => () => void;
  /** Opens a tool's address in the iframe page (openServiceIfram). */
  openServiceIfram: (url: string) => void;
}
