/** Query keys of single sign-on: the login configuration and the caller's bindings. */
const SSO_KEY = ['sso'] as const;

export const ssoKeys = {
  all: SSO_KEY,
  settings: () => [...SSO_KEY, 'settings'] as const,
  bindings: () => [...SSO_KEY, 'bindings'] as const,
};
