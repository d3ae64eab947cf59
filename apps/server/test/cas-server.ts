import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small CAS server speaking the CAS 3.0 protocol as Apereo CAS does, for
 * the sign-in tests (API and browser):
 * - `GET /login?service=`: the login form, or straight back to the service
 *   with a new ticket when the browser holds a live CASTGC cookie;
 * - `POST /login`: checks the form, opens the CAS session (CASTGC), and
 *   redirects to `service?ticket=ST-…`;
 * - `GET /p3/serviceValidate?service=&ticket=`: the CAS 3.0 XML answer;
 *   a ticket is consumed by its first validation whatever the outcome, lives
 *   10 seconds, and must be presented for the service it was issued for;
 *   proxy tickets (PT-…) are refused with INVALID_TICKET_SPEC (§2.5: this
 *   endpoint validates service tickets only);
 * - `GET /logout?service=`: ends the CAS session and POSTs a SAML
 *   LogoutRequest to every service that validated one of its tickets.
 * Its clock can be moved (`advance`) to expire tickets.
 */

export const CAS_TICKET_LIFETIME_MS = 10_000;

export interface CasUser {
  password: string;
  attributes?: Record<string, string | string[]>;
}

interface Ticket {
  tgt: string;
  service: string;
  issuedAt: number;
}

interface CasSession {
  user: string;
  /** Services that validated a ticket of this session, with the ticket (the LogoutRequest's SessionIndex). */
  validated: { service: string; ticket: string }[];
}

export interface TestCasServer {
  /** Base URL, e.g. http://127.0.0.1:40123/cas. */
  url: string;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  /** Signs a user in through the form, as a browser would; returns the ticket for `service` and the CASTGC cookie. */
  signIn(user: string, password: string, service: string): Promise<{ ticket: string; cookie: string }>;
  /** A proxy ticket for `service` (as /proxy would issue), to show it is refused. */
  proxyTicket(user: string, service: string): string;
  /** Ends the CAS session of the cookie, with single logout to its services. */
  logout(cookie: string): Promise<void>;
  /** Single-logout posts delivered, by service URL, for assertions. */
  logoutsSent: { service: string; status: number }[];
  close(): Promise<void>;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);

const newTicket = (prefix: string) => `${prefix}-${Date.now()}-${randomBytes(20).toString('base64url')}`;

function failure(code: string, message: string): string {
  return (
    '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">\n' +
    `  <cas:authenticationFailure code="${code}">${escapeXml(message)}</cas:authenticationFailure>\n` +
    '</cas:serviceResponse>\n'
  );
}

function success(user: string, attributes: Record<string, string | string[]>, issuedAt: number): string {
  const lines = Object.entries({ ...attributes, authenticationDate: new Date(issuedAt).toISOString() }).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((v) => `      <cas:${name}>${escapeXml(v)}</cas:${name}>`),
  );
  return (
    '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">\n' +
    '  <cas:authenticationSuccess>\n' +
    `    <cas:user>${escapeXml(user)}</cas:user>\n` +
    `    <cas:attributes>\n${lines.join('\n')}\n    </cas:attributes>\n` +
    '  </cas:authenticationSuccess>\n' +
    '</cas:serviceResponse>\n'
  );
}

function logoutRequest(ticket: string, at: number): string {
  return (
    `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="LR-${randomBytes(8).toString('hex')}" ` +
    `Version="2.0" IssueInstant="${new Date(at).toISOString()}">` +
    '<saml:NameID xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">@NOT_USED@</saml:NameID>' +
    `<samlp:SessionIndex>${escapeXml(ticket)}</samlp:SessionIndex></samlp:LogoutRequest>`
  );
}

const loginForm = (service: string, error = '') => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>统一身份认证</title></head>
<body><h1>统一身份认证</h1>${error ? `<p role="alert">${escapeXml(error)}</p>` : ''}
<form method="post" action="login">
<input type="hidden" name="service" value="${escapeXml(service)}">
<label>用户名 <input name="username" autocomplete="username"></label>
<label>密码 <input name="password" type="password" autocomplete="current-password"></label>
<button type="submit">登录</button>
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

const cookieOf = (request: http.IncomingMessage) => /(?:^|;\s*)CASTGC=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];

export async function startCasServer(users: Record<string, CasUser>): Promise<TestCasServer> {
  let offset = 0;
  const now = () => Date.now() + offset;
  const tickets = new Map<string, Ticket>();
  const sessions = new Map<string, CasSession>();
  const logoutsSent: TestCasServer['logoutsSent'] = [];

  const issue = (tgt: string, service: string, prefix = 'ST') => {
    const ticket = newTicket(prefix);
    tickets.set(ticket, { tgt, service, issuedAt: now() });
    return ticket;
  };
  const withTicket = (service: string, ticket: string) =>
    `${service}${service.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket)}`;

  const endSession = async (tgt: string | undefined) => {
    const session = tgt ? sessions.get(tgt) : undefined;
    if (!tgt || !session) return;
    sessions.delete(tgt);
    for (const { service, ticket } of session.validated) {
      const response = await fetch(service, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ logoutRequest: logoutRequest(ticket, now()) }),
        redirect: 'manual',
      }).catch(() => undefined);
      logoutsSent.push({ service, status: response?.status ?? 0 });
    }
  };

  const validate = (query: URLSearchParams): string => {
    const ticket = query.get('ticket');
    const service = query.get('service');
    if (!ticket || !service) return failure('INVALID_REQUEST', 'ticket and service parameters are both required');
    if (ticket.startsWith('PT-')) return failure('INVALID_TICKET_SPEC', `Ticket ${ticket} is a proxy ticket`);
    const found = tickets.get(ticket);
    tickets.delete(ticket);
    const session = found && sessions.get(found.tgt);
    if (!found || !session) return failure('INVALID_TICKET', `Ticket ${ticket} not recognized`);
    if (now() - found.issuedAt > CAS_TICKET_LIFETIME_MS) return failure('INVALID_TICKET', `Ticket ${ticket} has expired`);
    if (found.service !== service) return failure('INVALID_SERVICE', `Ticket ${ticket} does not match supplied service`);
    session.validated.push({ service, ticket });
    const attributes = users[session.user]?.attributes ?? {};
    return success(session.user, attributes, found.issuedAt);
  };

  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://cas.test');
      const path = url.pathname.replace(/^\/cas/, '');
      if (path === '/login' && request.method === 'GET') {
        const service = url.searchParams.get('service') ?? '';
        const tgt = cookieOf(request);
        if (service && tgt && sessions.has(tgt)) {
          response.writeHead(302, { location: withTicket(service, issue(tgt, service)) }).end();
          return;
        }
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginForm(service));
        return;
      }
      if (path === '/login' && request.method === 'POST') {
        const form = await readForm(request);
        const user = form.get('username') ?? '';
        const service = form.get('service') ?? '';
        if (users[user]?.password !== form.get('password')) {
          response.writeHead(401, { 'content-type': 'text/html; charset=utf-8' }).end(loginForm(service, '用户名或密码错误'));
          return;
        }
        const tgt = newTicket('TGT');
        sessions.set(tgt, { user, validated: [] });
        const cookie = `CASTGC=${tgt}; Path=/cas; HttpOnly`;
        if (!service) {
          response.writeHead(200, { 'set-cookie': cookie, 'content-type': 'text/plain; charset=utf-8' }).end('登录成功');
          return;
        }
        response.writeHead(302, { 'set-cookie': cookie, location: withTicket(service, issue(tgt, service)) }).end();
        return;
      }
      if (path === '/p3/serviceValidate' && request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' }).end(validate(url.searchParams));
        return;
      }
      if (path === '/logout') {
        await endSession(cookieOf(request));
        const service = url.searchParams.get('service');
        const cleared = 'CASTGC=; Path=/cas; Max-Age=0';
        if (service) response.writeHead(302, { 'set-cookie': cleared, location: service }).end();
        else response.writeHead(200, { 'set-cookie': cleared, 'content-type': 'text/plain; charset=utf-8' }).end('已退出');
        return;
      }
      response.writeHead(404).end();
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cas`;

  return {
    url: base,
    logoutsSent,
    advance: (ms) => {
      offset += ms;
    },
    signIn: async (user, password, service) => {
      const response = await fetch(`${base}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: user, password, service }),
        redirect: 'manual',
      });
      const location = response.headers.get('location');
      const ticket = location && new URL(location).searchParams.get('ticket');
      if (!ticket) throw new Error(`CAS sign-in of ${user} failed (${response.status})`);
      return { ticket, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] as string };
    },
    proxyTicket: (user, service) => {
      const tgt = newTicket('TGT');
      sessions.set(tgt, { user, validated: [] });
      return issue(tgt, service, 'PT');
    },
    logout: async (cookie) => {
      await fetch(`${base}/logout`, { headers: { cookie } });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
