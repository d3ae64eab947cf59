import { RUNTIME_CONFIG_META, type RuntimeConfig } from '@onehall/contract';

/**
 * This installation's public settings, written into index.html by the server
 * that serves the app (packages/contract/src/runtime-config.ts): the bundle
 * itself holds no credential, so one build serves any installation.
 */
let cached: RuntimeConfig | undefined;
let credential: string | undefined;

/** Read once, at the first call; a page served without it gets empty values (every call then gets 401 from the server). */
export function runtimeConfig(): RuntimeConfig {
  if (cached) return cached;
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${RUNTIME_CONFIG_META}"]`)?.content;
  try {
    const parsed = content ? (JSON.parse(content) as Partial<RuntimeConfig>) : {};
    cached = { clientId: String(parsed.clientId ?? ''), clientSecret: String(parsed.clientSecret ?? '') };
  } catch {
    cached = { clientId: '', clientSecret: '' };
  }
  if (!cached.clientId) console.error(`index.html carries no ${RUNTIME_CONFIG_META}: serve the app through the OneHall server`);
  return cached;
}

/** `Authorization` of SPEC §6: the fixed client credential, HTTP Basic. */
export function clientCredential(): string {
  if (credential === undefined) {
    const { clientId, clientSecret } = runtimeConfig();
    credential = `Basic ${btoa(`${clientId}:${clientSecret}`)}`;
  }
  return credential;
}
