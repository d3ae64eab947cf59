import { describe, expect, it } from 'vitest';
import { modalViewSize } from './modal-view.ts';

describe('modalViewSize', () => {
  it('should default to 650px high and 1200px wide', () => {
    expect(modalViewSize({})).toEqual({ height: '650px', width: '1200px' });
  });

  it('should default a missing config', () => {
    expect(modalViewSize(null)).toEqual({ height: '650px', width: '1200px' });
    expect(modalViewSize(undefined)).toEqual({ height: '650px', width: '1200px' });
  });

  it('should turn numbers into pixels', () => {
    expect(modalViewSize({ height: 500, width: 800 })).toEqual({ height: '500px', width: '800px' });
    expect(modalViewSize({ height: 400.5 })).toEqual({ height: '400.5px', width: '1200px' });
  });

  it('should turn digit strings into pixels', () => {
    expect(modalViewSize({ height: '500', width: ' 800 ' })).toEqual({ height: '500px', width: '800px' });
  });

  it('should keep CSS sizes as given', () => {
    expect(modalViewSize({ height: '80vh', width: '90%' })).toEqual({ height: '80vh', width: '90%' });
    expect(modalViewSize({ height: '300px' })).toEqual({ height: '300px', width: '1200px' });
  });

  it('should default one side and keep the other', () => {
    expect(modalViewSize({ width: 900 })).toEqual({ height: '650px', width: '900px' });
  });

  it('should default blank strings, zero, negative and non-finite sizes', () => {
    expect(modalViewSize({ height: '', width: '  ' })).toEqual({ height: '650px', width: '1200px' });
    expect(modalViewSize({ height: 0, width: -1 })).toEqual({ height: '650px', width: '1200px' });
    expect(modalViewSize({ height: '0', width: Number.NaN })).toEqual({ height: '650px', width: '1200px' });
    expect(modalViewSize({ height: Number.POSITIVE_INFINITY })).toEqual({ height: '650px', width: '1200px' });
  });
});
