import { describe, expect, it } from 'vitest';
import { isSitePath, SAFE_LINK_RULE, safeLink } from './links.ts';

/** Where a browser on the portal would go for this address. */
const originOf = (value: string) => new URL(value, 'https://portal.example').origin;

describe('isSitePath', () => {
  it.each([['/'], ['/home/serviceHall'], ['/news?id=1#top'], ['/files/prelogin/a.png'], ['/%5Cevil']])(
    'should take %s as a path on this site',
    (value) => {
      expect(isSitePath(value)).toBe(true);
      expect(originOf(value)).toBe('https://portal.example');
    },
  );

  it.each([
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash then a slash', '/\\/evil'],
    ['two backslashes', '\\\\evil'],
    ['two slashes', '//evil'],
    ['a tab between the slashes', '/\t/evil'],
    ['a line break between the slashes', '/\n/evil'],
    ['a carriage return between the slashes', '/\r/evil'],
    ['a backslash later in the path', '/a\\b'],
    ['a leading space', ' /home'],
    ['a relative path', 'home'],
    ['the empty string', ''],
  ])('should refuse %s', (_label, value) => {
    expect(isSitePath(value)).toBe(false);
  });

  it('should refuse every address a browser would take off this site', () => {
    for (const value of ['/\\evil.example', '/\\/evil', '\\\\evil', '//evil', '/\t/evil', '/\n\n/evil']) {
      expect(originOf(value)).not.toBe('https://portal.example');
      expect(isSitePath(value)).toBe(false);
    }
  });
});

describe('safeLink', () => {
  it('should keep site paths as typed and http(s) addresses normalised', () => {
    expect(safeLink('  /home/serviceHall ')).toBe('/home/serviceHall');
    expect(safeLink('https://ehall.example.edu.cn/a?b=1')).toBe('https://ehall.example.edu.cn/a?b=1');
    expect(safeLink('HTTP://Example.edu.cn')).toBe('http://example.edu.cn/');
  });

  it.each([
    ['javascript: after a space', ' javascript:alert(1)'],
    ['mixed-case javascript:', 'JaVaScRiPt:alert(1)'],
    ['javascript: split by a tab', 'java\tscript:alert(1)'],
    ['javascript: split by a line break', 'java\nscript:alert(1)'],
    ['a data: page', 'data:text/html,<script>alert(1)</script>'],
    ['a data: image', 'data:image/svg+xml;base64,PHN2Zy8+'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['a backslash site path', '/\\evil.example'],
    ['a backslash then a slash', '/\\/evil'],
    ['two backslashes', '\\\\evil'],
    ['a protocol-relative address', '//evil'],
    ['a tab between the slashes', '/\t/evil'],
    ['an http address without slashes', 'http:evil.example'],
    ['an http address with backslashes', 'https:\\\\evil.example'],
    ['an http address with a tab', 'https://ev\til.example'],
    ['an ftp address', 'ftp://files.example'],
    ['a bare host', 'evil.example'],
    ['only spaces', '   '],
  ])('should refuse %s', (_label, value) => {
    expect(safeLink(value)).toBeNull();
  });

  it('should say what a link must look like', () => {
    expect(SAFE_LINK_RULE).toContain('http(s)://');
  });
});
