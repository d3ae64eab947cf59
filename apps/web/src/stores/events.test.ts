import { describe, expect, it, vi } from 'vitest';
import { AppEvents, emit, off, on } from './events.ts';

describe('event bus', () => {
  it('should deliver the payload to every subscriber of the event', () => {
    const a = vi.fn();
    const b = vi.fn();
    const offA = on('ping', a);
    const offB = on('ping', b);
    emit('ping', 42);
    expect(a).toHaveBeenCalledWith(42);
    expect(b).toHaveBeenCalledWith(42);
    offA();
    offB();
  });

  it('should stop delivering after unsubscribing', () => {
    const handler = vi.fn();
    const unsubscribe = on(AppEvents.refresh, handler);
    unsubscribe();
    emit(AppEvents.refresh);
    expect(handler).not.toHaveBeenCalled();
  });

  it('should not deliver to subscribers of other events', () => {
    const handler = vi.fn();
    on('a', handler);
    emit('b');
    expect(handler).not.toHaveBeenCalled();
    off('a', handler);
  });

  it('should let a handler unsubscribe itself without skipping the others', () => {
    const second = vi.fn();
    const first = vi.fn(() => off('once', first));
    on('once', first);
    on('once', second);
    emit('once');
    expect(second).toHaveBeenCalledTimes(1);
    emit('once');
    expect(first).toHaveBeenCalledTimes(1);
    off('once', second);
  });

  it('should throw "event cannot be empty" for an empty event name', () => {
    expect(() => emit('')).toThrow('event cannot be empty');
    expect(() => on('', vi.fn())).toThrow('event cannot be empty');
  });
});
