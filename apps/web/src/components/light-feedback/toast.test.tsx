import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Spinner } from './spinner.tsx';
import { showToast, ToastHost } from './toast.tsx';

describe('ToastHost', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    // Lets every toast of the test expire, so none is left for the next.
    act(() => vi.runAllTimers());
    vi.useRealTimers();
    cleanup();
  });

  it('should announce a toast and take it away after three seconds', () => {
    render(<ToastHost />);
    act(() => showToast('服务暂不可用'));
    expect(screen.getByRole('alert').textContent).toBe('服务暂不可用');
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('should show only the newest three of a burst', () => {
    render(<ToastHost />);
    act(() => {
      for (const n of [1, 2, 3, 4]) showToast(`失败 ${n}`);
    });
    expect(screen.getAllByRole('alert').map((t) => t.textContent)).toEqual(['失败 2', '失败 3', '失败 4']);
  });
});

describe('Spinner', () => {
  it('should tell assistive technology what is loading', () => {
    render(<Spinner label="加载中" />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy();
    cleanup();
  });
});
