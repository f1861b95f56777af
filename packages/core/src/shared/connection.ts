import type { ConnectionListener, ConnectionState, Unsubscribe } from './backend';

/** One watch's part in the connection state. */
export interface ConnectionReport {
  /** Whether the watch's latest snapshot came from the server (false: from its cache). */
  report(reachable: boolean): void;
  /** The watch stopped: it no longer counts. */
  stop(): void;
}

/**
 * The connection state of one client, from its watches: `reconnecting` while any watch that
 * reports serves from its cache, `live` once every one of them hears from the server again.
 * A client without watches is `live` (nothing to say otherwise).
 */
export interface ConnectionMonitor {
  track(): ConnectionReport;
  watch(listener: ConnectionListener): Unsubscribe;
  current(): ConnectionState;
}

export function createConnectionMonitor(): ConnectionMonitor {
  const unreachable = new Set<object>();
  const listeners = new Set<ConnectionListener>();
  let state: ConnectionState = 'live';

  const update = () => {
    const next: ConnectionState = unreachable.size > 0 ? 'reconnecting' : 'live';
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener(state);
  };

  return {
    track() {
      const token = {};
      return {
        report(reachable) {
          if (reachable) unreachable.delete(token);
          else unreachable.add(token);
          update();
        },
        stop() {
          unreachable.delete(token);
          update();
        },
      };
    },
    watch(listener) {
      listeners.add(listener);
      listener(state);
      return () => {
        listeners.delete(listener);
      };
    },
    current: () => state,
  };
}
