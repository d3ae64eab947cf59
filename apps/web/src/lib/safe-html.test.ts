import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './safe-html.ts';

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
