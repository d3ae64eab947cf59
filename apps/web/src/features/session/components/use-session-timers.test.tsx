import { SSO_CHECK_INTERVAL_MS } from '@onehall/contract';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session.ts';
import { useSsoTimer } from './use-session-timers.ts';

const getSessionValidTime = vi.fn();
const updateSessionValidTime = vi.fn();
vi.mock('../../../api/auth.ts', () => ({
  getSessionValidTime: (tgt: string) => getSessionValidTime(tgt),
  updateSessionValidTime: (tgt: string) => updateSessionValidTime(tgt),
  refreshSharedTokens: vi.fn(),
}));

const ok = (remainingTime: number) => ({ status: 1000, code: 1000, msg: '操作成功', result: { remainingTime } });

function Timer() {
  useSsoTimer();
  return null;
}

describe('useSsoTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    getSessionValidTime.mockReset().mockResolvedValue(ok(119));
    updateSessionValidTime.mockReset().mockResolvedValue(ok(150));
    localStorage.clear();
    useSessionStore.setState({ sessionExpired: false, refreshFlag: true, casTicket: { tgt: 'TGT-1', expireTime: 150 } });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('should only check, not extend, an idle session even when the clock moves while the timer starts', async () => {
    // Every reading of the clock a millisecond later than the one before: a slow, loaded machine.
    let clock = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => clock++);
    render(<Timer />);
    await act(() => vi.advanceTimersByTimeAsync(SSO_CHECK_INTERVAL_MS));
    expect(getSessionValidTime).toHaveBeenCalledWith('TGT-1');
    expect(updateSessionValidTime).not.toHaveBeenCalled();
  });

  it('should extend the session at the next tick once the page has been used', async () => {
    render(<Timer />);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.pointerDown(document.body);
    await act(() => vi.advanceTimersByTimeAsync(SSO_CHECK_INTERVAL_MS));
    expect(updateSessionValidTime).toHaveBeenCalledWith('TGT-1');
    expect(getSessionValidTime).not.toHaveBeenCalled();
  });
});
