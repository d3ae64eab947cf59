import { describe, expect, it } from 'vitest';
import { frameOriginOf, isFrameOrigin } from './services.ts';

describe('frameOriginOf', () => {
  it('should give the origin of an http(s) address, in normal form', () => {
    expect(frameOriginOf('https://Ehall.MDU.edu.cn/service/1?x=1#a')).toBe('https://ehall.mdu.edu.cn');
    expect(frameOriginOf('http://10.0.0.5:8080/app')).toBe('http://10.0.0.5:8080');
    expect(frameOriginOf('https://ehall.mdu.edu.cn:443/')).toBe('https://ehall.mdu.edu.cn');
    expect(frameOriginOf('http://[::1]:3000/')).toBe('http://[::1]:3000');
  });

  it('should give nothing for a site path, a non-link, or a host a CSP would misread', () => {
    for (const address of [
      '/micro-apps/x/',
      '',
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      'https://*.example.edu/',
      'https://a;b.example/',
      'https://a,b.example/',
    ]) {
      expect(frameOriginOf(address), address).toBeNull();
    }
  });
});

describe('isFrameOrigin', () => {
  it('should accept only a bare scheme, host and port', () => {
    expect(isFrameOrigin('https://ehall.mdu.edu.cn')).toBe(true);
    expect(isFrameOrigin('https://ehall.mdu.edu.cn/')).toBe(false);
    expect(isFrameOrigin("'unsafe-inline'")).toBe(false);
    expect(isFrameOrigin('https:')).toBe(false);
  });
});
