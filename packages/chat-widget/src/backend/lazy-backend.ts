import {
  ChatBackendError,
  type ConnectionListener,
  type ConnectionState,
  type ErrorListener,
  isChatBackendError,
  type Unsubscribe,
  type VisitorChatBackend,
} from '@detailing/core';
import { loadOnce } from '@detailing/ui/load-once';

export interface LazyVisitorBackend extends VisitorChatBackend {
  /** Starts loading the adapter now (the visitor opened the panel), without using it yet. */
  preload(): void;
}

/**
 * A visitor backend whose adapter (the Firebase SDK, the widget's heaviest part) is imported on
 * first use, or on `preload()`. Keeps Firebase off the page's critical path: a visitor who never
 * opens the chat and has no conversation never downloads it. A failed import is retried on the
 * next call. Following the connection loads nothing: it is `live` until the adapter is there.
 */
export function createLazyBackend(load: () => Promise<VisitorChatBackend>): LazyVisitorBackend {
  const connectionListeners = new Set<ConnectionListener>();
  let connection: ConnectionState = 'live';
  const backend = loadOnce(
    () =>
      load().then((adapter) => {
        // Lives as long as this backend: the adapter's watches feed it.
        adapter.watchConnection((state) => {
          connection = state;
          for (const listener of [...connectionListeners]) listener(state);
        });
        return adapter;
      }),
    (error) => {
      throw new ChatBackendError('unavailable', 'The live chat could not be loaded.', {
        cause: error,
      });
    },
  );

  /** A watch that starts once the adapter is there; its unsubscribe works before and after. */
  const deferred = (
    start: (adapter: VisitorChatBackend) => Unsubscribe,
    onError: ErrorListener,
  ) => {
    let stopped = false;
    let stop: Unsubscribe | undefined;
    backend().then(
      (adapter) => {
        if (!stopped) stop = start(adapter);
      },
      (error: unknown) => {
        if (stopped) return;
        onError(isChatBackendError(error) ? error : new ChatBackendError('unknown', String(error)));
      },
    );
    return () => {
      stopped = true;
      stop?.();
    };
  };

  return {
    preload() {
      backend().catch(() => undefined);
    },
    prepare: async () => (await backend()).prepare(),
    startSession: async (message, details) => (await backend()).startSession(message, details),
    updateSessionDetails: async (sessionId, details) =>
      (await backend()).updateSessionDetails(sessionId, details),
    sendMessage: async (message) => (await backend()).sendMessage(message),
    readPhoto: async (sessionId, photoId) => (await backend()).readPhoto(sessionId, photoId),
    readQuote: async (sessionId, quoteId) => (await backend()).readQuote(sessionId, quoteId),
    watchMessages: (sessionId, onChange, onError) =>
      deferred((adapter) => adapter.watchMessages(sessionId, onChange, onError), onError),
    watchSession: (sessionId, onChange, onError) =>
      deferred((adapter) => adapter.watchSession(sessionId, onChange, onError), onError),
    watchSettings: (onChange, onError) =>
      deferred((adapter) => adapter.watchSettings(onChange, onError), onError),
    setTyping: async (sessionId, active) => (await backend()).setTyping(sessionId, active),
    watchTyping: (sessionId, onChange, onError) =>
      deferred((adapter) => adapter.watchTyping(sessionId, onChange, onError), onError),
    markRead: async (sessionId, count) => (await backend()).markRead(sessionId, count),
    requestTranscript: async (sessionId) => (await backend()).requestTranscript(sessionId),
    continueWithLink: async (sessionId, link) =>
      (await backend()).continueWithLink(sessionId, link),
    watchConnection(onChange) {
      connectionListeners.add(onChange);
      onChange(connection);
      return () => {
        connectionListeners.delete(onChange);
      };
    },
  };
}
