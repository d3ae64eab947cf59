import { DOUBLE_CLICK_GUARD_MS } from '@onehall/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardDoubleClick } from './double-click.ts';

describe('guardDoubleClick', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should ignore repeated calls within 800 ms and accept the next one after', () => {
    expect(DOUBLE_CLICK_GUARD_MS).toBe(800);
    const handler = vi.fn();
    const guarded = guardDoubleClick(handler);
    guarded('a');
    guarded('b');
    vi.advanceTimersByTime(799);
    guarded('c');
    expect(handler.mock.calls).toEqual([['a']]);
    vi.advanceTimersByTime(1);
    guarded('d');
    expect(handler.mock.calls).toEqual([['a'], ['d']]);
  });

  it('should measure the window from the last accepted call, not the last ignored one', () => {
    const handler = vi.fn();
    const guarded = guardDoubleClick(handler, 100);
    guarded();
    vi.advanceTimersByTime(90);
    guarded();
    vi.advanceTimersByTime(10);
    guarded();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('should keep separate windows for separately guarded handlers', () => {
    const a = vi.fn();
    const b = vi.fn();
    guardDoubleClick(a)();
    guardDoubleClick(b)();
    expect(a).toHaveBeenCalledOnce();
    expect(b).toHaveBeenCalledOnce();
  });
});
