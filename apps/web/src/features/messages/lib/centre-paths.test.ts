import { describe, expect, it } from 'vitest';
import { centreMessagePath, fileSizeText, noticeDetailPath } from './centre-paths.ts';

describe('centre paths', () => {
  it('should open a notice at its message-centre address or by its message id', () => {
    expect(noticeDetailPath({ messageIdWeb: '/home/messageIfrm?id=m1', messageId: 'm1' })).toBe('/home/messageIfrm?id=m1');
    expect(noticeDetailPath({ messageIdWeb: 'm2', messageId: 'm2' })).toBe('/home/messageIfrm?id=m2');
    expect(noticeDetailPath({ messageIdWeb: 'https://evil.example/home/messageIfrm?id=x', messageId: 'm3' })).toBe(
      '/home/messageIfrm?id=m3',
    );
  });

  it('should escape an id in the address', () => {
    expect(centreMessagePath('a&b')).toBe('/home/messageIfrm?id=a%26b');
  });

  it('should show file sizes in B, KB and MB', () => {
    expect(fileSizeText(512)).toBe('512 B');
    expect(fileSizeText(2048)).toBe('2.0 KB');
    expect(fileSizeText(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});
