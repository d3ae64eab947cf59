/*
 * What the web app learns at run time from the server that serves it (issue
 * 20): one build serves any installation, so nothing installation-specific is
 * compiled into the bundle. The server writes it into every index.html it
 * serves as a `<meta name="onehall-config">` whose content is this object as
 * JSON: no extra round trip before the first call, and no inline script for
 * the CSP to allow.
 */

export const RUNTIME_CONFIG_META = 'onehall-config';

export interface RuntimeConfig {
  /** The fixed client credential of SPEC §6, sent as HTTP Basic on every request. */
  clientId: string;
  clientSecret: string;
}
