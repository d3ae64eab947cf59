/// <reference path="./oidc-provider.d.ts" />
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) for the sign-in tests, with
 * one confidential client that must use PKCE, and a one-step sign-in page:
 * whoever submits a name is that account (consent is given with it).
 */

export const OIDC_CLIENT = { id: 'onehall', secret: 'oidc-test-client-secret-0123456789' } as const;

export interface TestOidcProvider {
  issuer: string;
  /** Follows an authorisation address as a browser would, signing in as `accountId`; returns the callback parameters. */
  authorizeAs(address: string, accountId: string): Promise<URLSearchParams>;
  close(): Promise<void>;
}

const loginPage = (uid: string) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>身份提供方</title></head>
<body><h1>身份提供方登录</h1>
<form method="post" action="/interaction/${uid}/login">
<label>账号 <input name="login" autocomplete="username"></label>
<button type="submit">登录并授权</button>
</form></body></html>`;

function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(new URLSearchParams(body)));
    request.on('error', reject);
  });
}

/** `redirectUri`: the portal's /login, registered as the client's redirect URI. */
export async function startOidcProvider(redirectUri: string): Promise<TestOidcProvider> {
  let handle: (req: http.IncomingMessage, res: http.ServerResponse) => void = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'] },
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({ sub: `sub-${id}`, preferred_username: id, name: id }),
    }),
    cookies: { keys: ['oidc-test-cookie-key'] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  });
  const providerHandler = provider.callback();

  handle = (req, res) => {
    const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(req.url ?? '');
    if (!match) return providerHandler(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (!match[2]) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(details.uid));
        return;
      }
      const accountId = (await readForm(req)).get('login') ?? '';
      const grant = new provider.Grant({ accountId, clientId: details.params.client_id as string });
      grant.addOIDCScope(details.params.scope as string);
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
    })().catch(() => res.writeHead(500).end());
  };

  return {
    issuer,
    authorizeAs: async (address, accountId) => {
      const jar = new Map<string, string>();
      const send = async (url: string, init: RequestInit = {}) => {
        const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
        const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers ?? {}), cookie } });
        for (const line of response.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const at = (pair ?? '').indexOf('=');
          jar.set((pair ?? '').slice(0, at), (pair ?? '').slice(at + 1));
        }
        return new URL(response.headers.get('location') ?? '', url).href;
      };
      let next = await send(address);
      next = await send(`${next}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ login: accountId }).toString(),
      });
      for (let hops = 0; !next.startsWith(redirectUri); hops++) {
        if (hops === 5) throw new Error(`the provider did not come back to ${redirectUri}: ${next}`);
        next = await send(next);
      }
      return new URL(next).searchParams;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
