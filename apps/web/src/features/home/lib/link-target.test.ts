import { describe, expect, it } from 'vitest';
import { linkTarget } from './link-target.ts';

describe('linkTarget', () => {
  it('should open portal pages inside the app and other sites in a new tab', () => {
    expect(linkTarget('/generalDetailsTow?id=n1', 'http://portal')).toEqual({ kind: 'route', path: '/generalDetailsTow?id=n1' });
    expect(linkTarget('https://oa.example.edu/todo/1', 'http://portal')).toEqual({ kind: 'newTab', url: 'https://oa.example.edu/todo/1' });
  });

  it('should open script and data addresses nowhere', () => {
    expect(linkTarget('javascript:alert(1)', 'http://portal')).toBeNull();
    expect(linkTarget('data:text/html,x', 'http://portal')).toBeNull();
  });
});
