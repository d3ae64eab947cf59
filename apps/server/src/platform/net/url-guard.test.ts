import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkUrl, isInternalAddress, isReachableStatus, probeUrl, UrlGuardError } from './url-guard.ts';

describe('address guard', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.8',
    '172.20.1.1',
    '192.168.3.4',
    '169.254.169.254',
    '224.0.0.1',
    '0.0.0.0',
    '::1',
    'fe80::1',
    'fd00::2',
    '::ffff:127.0.0.1',
  ])('should treat %s as internal', (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '114.114.114.114', '2400:3200::1'])('should treat %s as public', (address) => {
    expect(isInternalAddress(address)).toBe(false);
  });

  it.each(['ftp://example.com/', 'javascript:alert(1)', 'file:///etc/passwd', 'http://user:pw@example.com/', 'not a url'])(
    'should refuse the form of %s',
    async (url) => {
      await expect(checkUrl(url)).rejects.toMatchObject({ reason: 'invalid' });
    },
  );

  it.each(['http://127.0.0.1/', 'http://10.1.1.1/', 'http://169.254.169.254/latest/', 'http://[::1]/', 'http://localhost/'])(
    'should refuse %s',
    async (url) => {
      await expect(checkUrl(url)).rejects.toBeInstanceOf(UrlGuardError);
      await expect(checkUrl(url)).rejects.toMatchObject({ reason: 'refused' });
    },
  );

  describe('probe', () => {
    let server: Server;
    let port: number;
    beforeAll(async () => {
      server = createServer((req, res) => {
        if (req.url === '/big') {
          res.writeHead(200);
          res.end(Buffer.alloc(1024 * 1024));
        } else if (req.url === '/slow') {
          setTimeout(() => res.end('late'), 2000);
        } else {
          res.writeHead(204).end();
        }
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it('should refuse a local server that is not allow-listed', async () => {
      await expect(probeUrl(`http://127.0.0.1:${port}/`)).rejects.toMatchObject({ reason: 'refused' });
    });

    it('should reach an allow-listed server and report its status', async () => {
      await expect(probeUrl(`http://127.0.0.1:${port}/`, { allow: ['127.0.0.1'] })).resolves.toEqual({ httpStatus: 204 });
    });

    it('should stop reading a large body at the size limit', async () => {
      await expect(probeUrl(`http://127.0.0.1:${port}/big`, { allow: ['127.0.0.1'], maxBytes: 1024 })).resolves.toEqual({
        httpStatus: 200,
      });
    });

    it('should give up on a slow server at the time-out', async () => {
      const started = Date.now();
      await expect(probeUrl(`http://127.0.0.1:${port}/slow`, { allow: ['127.0.0.1'], timeoutMs: 300 })).rejects.toMatchObject({
        reason: 'unreachable',
      });
      expect(Date.now() - started).toBeLessThan(1500);
    });
  });
});

describe('reachable statuses, one rule for every 检测 button', () => {
  it.each([200, 204, 301, 302, 401, 403])('should count HTTP %i as there', (status) => {
    expect(isReachableStatus(status)).toBe(true);
  });
  it.each([0, 404, 410, 500, 502, 503])('should count HTTP %i as not there', (status) => {
    expect(isReachableStatus(status)).toBe(false);
  });
});
