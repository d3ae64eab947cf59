import { describe, expect, it } from 'vitest';
import { initialViewerState, keyToOutcome, MIN_SCALE, viewerReducer, WHEEL_STEP, wheelToAction, ZOOM_STEP } from './viewer-state.ts';

describe('image viewer state', () => {
  it('should loop from the last image to the first on next', () => {
    expect(viewerReducer(initialViewerState(2), { type: 'next', count: 3 }).index).toBe(0);
  });

  it('should loop from the first image to the last on previous', () => {
    expect(viewerReducer(initialViewerState(0), { type: 'prev', count: 3 }).index).toBe(2);
  });

  it('should reset zoom and rotation when switching image but keep the mode', () => {
    const zoomed = { index: 0, scale: 2, rotate: 90, mode: 'original' as const };
    expect(viewerReducer(zoomed, { type: 'next', count: 2 })).toEqual({ index: 1, scale: 1, rotate: 0, mode: 'original' });
  });

  it('should not move with a single image', () => {
    const s = initialViewerState(0);
    expect(viewerReducer(s, { type: 'next', count: 1 })).toBe(s);
  });

  it('should zoom by 0.2 and never below the minimum', () => {
    const s = viewerReducer(initialViewerState(), { type: 'zoom', delta: ZOOM_STEP });
    expect(s.scale).toBe(1.2);
    let small = initialViewerState();
    for (let i = 0; i < 20; i++) small = viewerReducer(small, { type: 'zoom', delta: -ZOOM_STEP });
    expect(small.scale).toBe(MIN_SCALE);
  });

  it('should rotate by 90 degrees', () => {
    expect(viewerReducer(initialViewerState(), { type: 'rotate', degrees: 90 }).rotate).toBe(90);
  });

  it('should toggle between fit and original and clear the transform', () => {
    const s = viewerReducer({ index: 1, scale: 3, rotate: 180, mode: 'fit' }, { type: 'toggleMode' });
    expect(s).toEqual({ index: 1, scale: 1, rotate: 0, mode: 'original' });
    expect(viewerReducer(s, { type: 'toggleMode' }).mode).toBe('fit');
  });

  it('should map every SPEC key', () => {
    expect(keyToOutcome('Escape', 3)).toEqual({ type: 'close' });
    expect(keyToOutcome(' ', 3)).toEqual({ type: 'action', action: { type: 'toggleMode' } });
    expect(keyToOutcome('ArrowLeft', 3)).toEqual({ type: 'action', action: { type: 'prev', count: 3 } });
    expect(keyToOutcome('ArrowRight', 3)).toEqual({ type: 'action', action: { type: 'next', count: 3 } });
    expect(keyToOutcome('ArrowUp', 3)).toEqual({ type: 'action', action: { type: 'zoom', delta: ZOOM_STEP } });
    expect(keyToOutcome('ArrowDown', 3)).toEqual({ type: 'action', action: { type: 'zoom', delta: -ZOOM_STEP } });
    expect(keyToOutcome('a', 3)).toBeNull();
  });

  it('should zoom in on wheel up and out on wheel down by 0.015', () => {
    expect(wheelToAction(-100)).toEqual({ type: 'zoom', delta: WHEEL_STEP });
    expect(wheelToAction(3)).toEqual({ type: 'zoom', delta: -WHEEL_STEP });
    expect(wheelToAction(0)).toBeNull();
    expect(WHEEL_STEP).toBe(0.015);
  });
});
