import { describe, expect, it } from 'vitest';
import { linkProps, safeHref, sanitizeHtml } from './safe-content.ts';

describe('sanitizeHtml', () => {
  it('should strip scripts, event handlers and javascript: links but keep the text and formatting', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">通知<b>正文</b><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">点我</a></p>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain('<b>正文</b>');
    expect(clean).toContain('点我');
  });

  it('should open links to other sites in a detached new tab and keep same-site links in place', () => {
    const holder = document.createElement('div');
    holder.innerHTML = sanitizeHtml('<a href="https://example.org/a">外站</a><a href="/generalDetailsTow?id=1" target="_blank">本站</a>');
    const [external, local] = [...holder.querySelectorAll('a')];
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(local?.hasAttribute('target')).toBe(false);
  });

  it('should drop frames and forms an editor could smuggle in', () => {
    const clean = sanitizeHtml('<iframe src="https://evil.example"></iframe><form action="/x"><input name="p"></form>正文');
    expect(clean).toBe('正文');
  });

  it('should give an empty string for missing content', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

describe('safeHref and linkProps', () => {
  it('should refuse addresses that would run script or read local data', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<b>x</b>')).toBeNull();
    expect(safeHref('  ')).toBeNull();
    expect(linkProps('javascript:alert(1)')).toEqual({});
  });

  it.each([['/\\evil.example'], ['/\\/evil'], ['\\\\evil'], ['//evil'], ['/\t/evil'], ['/\n/evil']])(
    'should refuse %j, which looks like a site path but names another site',
    (raw) => {
      expect(safeHref(raw)).toBeNull();
      expect(linkProps(raw)).toEqual({});
    },
  );

  it('should open other sites with noopener noreferrer and keep same-site paths relative', () => {
    expect(linkProps('https://lib.example.edu/')).toEqual({
      href: 'https://lib.example.edu/',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(linkProps('/serviceCenterBeforLogin')).toEqual({ href: '/serviceCenterBeforLogin' });
  });
});
