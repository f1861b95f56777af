import { useStore } from 'zustand';
import { useOnline } from '@detailing/ui';
import { useWidget } from './widget-context';

/**
 * What the visitor is told about the connection: `offline` when the browser says so,
 * `reconnecting` when it is online but the chat's backend cannot be reached (core's
 * connection state), `live` otherwise. Messages typed meanwhile wait and go out in order.
 */
export type PanelConnection = 'live' | 'reconnecting' | 'offline';

export function useConnection(): PanelConnection {
  const online = useOnline();
  const { chat } = useWidget();
  const connection = useStore(chat, (state) => state.connection);
  return online ? connection : 'offline';
}
