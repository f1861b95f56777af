import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  IDLE_FALLBACK_MS,
  IDLE_NOT_BEFORE_MS,
  IDLE_TIMEOUT_MS,
  whenIdle,
  whenSettled,
} from './when-idle';

afterEach(() => {
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('uses requestIdleCallback with a timeout, so a busy page still gets the panel', () => {
    const requestIdleCallback = vi.fn(
      (_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 7,
    );
    const cancelIdleCallback = vi.fn();
    const task = vi.fn();
    const cancel = whenIdle(task, { requestIdleCallback, cancelIdleCallback });
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: IDLE_TIMEOUT_MS,
    });
    expect(task).not.toHaveBeenCalled();
    requestIdleCallback.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledOnce();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where requestIdleCallback is missing (Safari)', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task, {});
    vi.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('can be cancelled before it runs', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task, {})();
    vi.advanceTimersByTime(IDLE_FALLBACK_MS);
    expect(task).not.toHaveBeenCalled();
  });
});

describe('whenSettled', () => {
  it('waits IDLE_NOT_BEFORE_MS, then for idle time; a cancel stops either wait', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenSettled(task, {});
    vi.advanceTimersByTime(IDLE_NOT_BEFORE_MS + IDLE_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    const cancel = whenSettled(cancelled, {});
    vi.advanceTimersByTime(IDLE_NOT_BEFORE_MS + 1);
    cancel();
    vi.advanceTimersByTime(IDLE_FALLBACK_MS);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
