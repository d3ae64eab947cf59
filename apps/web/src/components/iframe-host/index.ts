export { IframeHost, type IframeTarget } from './iframe-host.tsx';
export { safeFrameUrl } from './safe-url.ts';
