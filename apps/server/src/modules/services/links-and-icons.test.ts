import { type ServiceDetail, saveBodyOf } from '@onehall/contract';
import { describe, expect, it } from 'vitest';
import { type TestApi, withAdminApi } from '../../../test/api.ts';
import { testModes } from '../../../test/platforms.ts';
import { UNSAFE_LINKS } from '../../../test/unsafe-links.ts';
import { serviceSeedId } from '../../seed/services.ts';

const P = '/api/blade-platform';
const SERVICE = serviceSeedId('宿舍报修');

describe.each(testModes())('service links and icons (%s)', (mode) => {
  let api: TestApi;
  let admin: string;

  withAdminApi(mode, (started, token) => {
    [api, admin] = [started, token];
  });

  const post = async (url: string, payload: object) => (await api.call({ method: 'POST', url, payload, token: admin })).json();
  const detail = async (): Promise<ServiceDetail> => (await post(`${P}/serviceInfo/detail`, { serviceId: SERVICE })).result;

  describe('addresses', () => {
    it.each(UNSAFE_LINKS)(
      'should refuse %j as a service, icon or attachment address, naming the field, and change nothing',
      async (url) => {
        const before = await detail();
        const body = saveBodyOf(before);
        const attempts: [string, object][] = [
          ['服务地址无效', { ...body, serviceUrl: url }],
          ['服务图标地址无效', { ...body, serviceIcon: url }],
          ['附件“报修须知.pdf”地址无效', { ...body, guide: { ...body.guide, attachments: [{ name: '报修须知.pdf', url }] } }],
        ];
        for (const [message, attempt] of attempts) {
          expect(await post(`${P}/serviceInfo/submit`, attempt)).toMatchObject({ status: 400, msg: expect.stringContaining(message) });
        }
        expect(await detail()).toEqual(before);
      },
    );

    it('should keep site paths and web addresses, and an empty address of an offline service', async () => {
      const body = saveBodyOf(await detail());
      const saved = await post(`${P}/serviceInfo/submit`, {
        ...body,
        serviceUrl: '',
        serviceIcon: '/static/prelogin/hall.svg',
        guide: { ...body.guide, attachments: [{ name: '报修须知.pdf', url: 'https://www.mdu.edu.cn/files/a.pdf' }] },
      });
      expect(saved.status).toBe(1000);
      expect(saved.result).toMatchObject({ serviceUrl: '', serviceIcon: '/static/prelogin/hall.svg' });
      expect(saved.result.guide.attachments).toEqual([{ name: '报修须知.pdf', url: 'https://www.mdu.edu.cn/files/a.pdf' }]);
    });
  });

  describe('SVG icons', () => {
    const upload = async (svg: string, type = 'image/svg+xml') => {
      const boundary = '----onehall';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="icon.svg"\r\nContent-Type: ${type}\r\n\r\n`),
        Buffer.from(svg),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
      return (await api.call({ method: 'POST', url: `${P}/serviceInfo/upload`, token: admin, headers, payload })).json();
    };
    /** The icon as it is served to everyone. */
    const storedIcon = async (svg: string) => {
      const answer = await upload(svg);
      expect(answer.status).toBe(1000);
      const served = await api.app.inject({ method: 'GET', url: answer.result.url });
      expect(served.headers['content-type']).toContain('image/svg+xml');
      return served.body;
    };

    it.each([
      ['an onload handler after a slash', '<svg/onload=alert(1)>'],
      ['a <set> that adds a handler', '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>'],
      ['an <animate> that makes a script link', '<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>'],
      [
        'a link to a script address',
        '<svg xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><circle r="4"/></a></svg>',
      ],
      [
        'HTML inside <foreignObject>',
        '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe><img src=x onerror=alert(1)></foreignObject></svg>',
      ],
      ['a <script> element', '<svg><script>alert(1)</script><circle r="4"/></svg>'],
      ['a handler on a shape', '<svg><g><circle r="4" onclick="alert(1)"/></g></svg>'],
      ['a <use> of another file', '<svg><use href="https://evil.example/sprite.svg#x"/></svg>'],
    ])('should store an SVG icon with %s without anything that runs or loads', async (_label, svg) => {
      const stored = await storedIcon(svg);
      expect(stored).toMatch(/^<svg[\s>/]/);
      expect(stored).not.toMatch(/\son\w+=|<script|javascript:|<set|<animate|foreignObject|<iframe|<img|evil\.example/i);
    });

    it('should keep what a normal icon needs', async () => {
      const icon =
        '<?xml version="1.0" encoding="UTF-8"?>\n<!-- exported -->\n' +
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" width="24" height="24">' +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#087EEB"/></linearGradient>' +
        '<path id="p" d="M4 4h16v16H4z"/><filter id="f"><feGaussianBlur stdDeviation="1"/></filter></defs>' +
        '<title>报修</title><style>.a{fill:url(#g)}</style>' +
        '<g class="a" filter="url(#f)"><use xlink:href="#p"/><circle cx="12" cy="12" r="3" fill="#fff"/></g></svg>';
      const stored = await storedIcon(icon);
      for (const part of [
        'viewBox="0 0 24 24"',
        '<linearGradient id="g">',
        'stop-color="#087EEB"',
        '<feGaussianBlur',
        '<title>报修</title>',
      ]) {
        expect(stored).toContain(part);
      }
      expect(stored).toContain('.a{fill:url(#g)}');
      expect(stored).toContain('xlink:href="#p"');
      expect(stored).toContain('<circle cx="12" cy="12" r="3" fill="#fff"/>');
      expect(stored).toContain('xmlns="http://www.w3.org/2000/svg"');
    });

    it.each([
      ['plain text', 'hello'],
      ['an HTML page', '<html><body><p>hi</p><script>alert(1)</script></body></html>'],
      ['text around an SVG', 'see <svg></svg> here'],
      ['a PNG', '\x89PNG\r\n\x1a\n'],
    ])('should refuse %s declared as an SVG icon', async (_label, content) => {
      expect(await upload(content)).toMatchObject({ status: 400, msg: '图标文件内容与格式不符' });
    });
  });
});
