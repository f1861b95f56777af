import { describe, expect, it, vi } from 'vitest';
import { createConnectionMonitor } from './connection';

describe('connection monitor', () => {
  it('is live without watches, and tells a new listener the current state at once', () => {
    const monitor = createConnectionMonitor();
    const listener = vi.fn();
    monitor.watch(listener);
    expect(listener).toHaveBeenCalledExactlyOnceWith('live');
  });

  it('is reconnecting while any watch serves from its cache, live once all hear the server', () => {
    const monitor = createConnectionMonitor();
    const sessions = monitor.track();
    const messages = monitor.track();
    const seen: string[] = [];
    monitor.watch((state) => seen.push(state));
    sessions.report(true);
    messages.report(true);
    sessions.report(false);
    messages.report(false);
    sessions.report(true);
    expect(monitor.current()).toBe('reconnecting');
    messages.report(true);
    // Only changes are passed on.
    expect(seen).toEqual(['live', 'reconnecting', 'live']);
  });

  it('forgets a stopped watch, so a watch that ended offline does not keep it reconnecting', () => {
    const monitor = createConnectionMonitor();
    const watch = monitor.track();
    watch.report(false);
    expect(monitor.current()).toBe('reconnecting');
    watch.stop();
    expect(monitor.current()).toBe('live');
  });

  it('stops telling a listener that unsubscribed', () => {
    const monitor = createConnectionMonitor();
    const listener = vi.fn();
    const stop = monitor.watch(listener);
    stop();
    monitor.track().report(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
