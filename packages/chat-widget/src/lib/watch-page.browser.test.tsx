import { afterEach, describe, expect, it, vi } from 'vitest';
import { TITLE_SETTLE_MS, watchPage } from './watch-page';

afterEach(() => {
  vi.useRealTimers();
});

describe('watchPage', () => {
  it('hears pushState, replaceState and back through the Navigation API, then the title settling', async () => {
    const onChange = vi.fn();
    const start = location.href;
    const stop = watchPage(onChange);
    history.pushState(null, '', '#watch-a');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalled());
    const afterPush = onChange.mock.calls.length;
    history.replaceState(null, '', '#watch-b');
    await vi.waitFor(() => expect(onChange.mock.calls.length).toBeGreaterThan(afterPush));
    // Each navigation is read again as the title settles.
    await vi.waitFor(
      () => expect(onChange).toHaveBeenCalledTimes(2 * (1 + TITLE_SETTLE_MS.length)),
      {
        timeout: 3_000,
      },
    );
    stop();
    history.pushState(null, '', '#watch-c');
    await new Promise((resolve) => setTimeout(resolve, (TITLE_SETTLE_MS.at(-1) ?? 0) + 100));
    expect(onChange).toHaveBeenCalledTimes(2 * (1 + TITLE_SETTLE_MS.length));
    history.replaceState(null, '', start);
  });

  it('without the Navigation API, wraps history and listens to popstate and hashchange', () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    const pushState = vi.fn();
    const replaceState = vi.fn();
    const history = { pushState, replaceState } as unknown as History;
    const scope = Object.assign(target, { history }) as unknown as Window;
    const onChange = vi.fn();
    const stop = watchPage(onChange, scope);

    history.pushState(null, '', '/a');
    expect(pushState).toHaveBeenCalledWith(null, '', '/a');
    expect(onChange).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(TITLE_SETTLE_MS.at(-1) ?? 0);
    expect(onChange).toHaveBeenCalledTimes(1 + TITLE_SETTLE_MS.length);

    target.dispatchEvent(new Event('popstate'));
    target.dispatchEvent(new Event('hashchange'));
    history.replaceState(null, '', '/b');
    expect(onChange).toHaveBeenCalledTimes(4 + TITLE_SETTLE_MS.length);

    stop();
    expect(history.pushState).toBe(pushState);
    expect(history.replaceState).toBe(replaceState);
    vi.advanceTimersByTime(10_000);
    target.dispatchEvent(new Event('popstate'));
    expect(onChange).toHaveBeenCalledTimes(4 + TITLE_SETTLE_MS.length);
  });
});
