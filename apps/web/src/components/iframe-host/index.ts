export { IframeHost, type IframeTarget } from './iframe-host.tsx';
export { iframPagePath } from './iframe-path.ts';
export { safeFrameUrl } from './safe-url.ts';
