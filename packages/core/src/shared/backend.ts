// The ports' common parts: how a watch ends, fails and follows the connection.
import type { ChatBackendError } from './domain/errors';

/** Stops a watch. Safe to call more than once. */
export type Unsubscribe = () => void;

export type ErrorListener = (error: ChatBackendError) => void;

/**
 * Whether a client's live updates reach the server. `reconnecting`: a watch that had reached the
 * server now serves from its cache (the server or the network is down); writes wait meanwhile.
 */
export type ConnectionState = 'live' | 'reconnecting';

/** Receives the connection state at once, then on every change. */
export type ConnectionListener = (state: ConnectionState) => void;
