import { describe, expect, it } from 'vitest';
import { linkProps, safeHref } from './safe-content.ts';

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
