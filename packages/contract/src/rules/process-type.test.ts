import { describe, expect, it } from 'vitest';
import { processTypeText } from './process-type.ts';

describe('processTypeText', () => {
  it('should show 线下办理 for OFFLINE', () => {
    expect(processTypeText('OFFLINE')).toBe('线下办理');
  });

  it.each(['ONLINE', 'offline', ' OFFLINE', '', null, undefined, 'anything'])('should show 在线办理 for %j', (value) => {
    expect(processTypeText(value)).toBe('在线办理');
  });
});
