export { IframeHost, type IframeTarget, SandboxedFrame } from './iframe-host.tsx';
export { iframPagePath } from './iframe-path.ts';
export { FRAME_REFERRER_POLICY, FRAME_SANDBOX, frameAllowed, isSameSite, safeFrameUrl } from './safe-url.ts';
