import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_WARNING_BEFORE_MS, SessionWarning } from './session-warning.tsx';

describe('SessionWarning', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('should stay hidden until two minutes before the session ends, then count down with 继续使用 and 退出', async () => {
    const onContinue = vi.fn(async () => {});
    const onExit = vi.fn(async () => {});
    render(<SessionWarning deadline={Date.now() + SESSION_WARNING_BEFORE_MS + 10_000} onContinue={onContinue} onExit={onExit} />);
    expect(screen.queryByText('登录即将失效')).toBeNull();

    await act(async () => {
      vi.advanceTimersByTime(11_000);
    });
    expect(screen.getByText('登录即将失效')).toBeTruthy();
    expect(screen.getByText(/登录将在 1分5\d秒 后失效/)).toBeTruthy();

    fireEvent.click(screen.getByText('继续使用').closest('button')!);
    await act(async () => {});
    expect(onContinue).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText(/退\s*出/).closest('button')!);
    await act(async () => {});
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('should hide again once the session has been extended', async () => {
    const props = { onContinue: async () => {}, onExit: async () => {} };
    const { rerender } = render(<SessionWarning deadline={Date.now() + 60_000} {...props} />);
    await act(async () => {
      vi.advanceTimersByTime(10);
    });
    expect(screen.getByText('登录即将失效')).toBeTruthy();
    rerender(<SessionWarning deadline={Date.now() + 1_800_000} {...props} />);
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
