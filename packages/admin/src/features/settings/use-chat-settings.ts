import { type ChatSettings, defaultChatSettings, type StaffChatBackend } from '@detailing/core';
import { OPENING_HOURS } from '@detailing/ui';
import { useEffect, useState } from 'react';

/** The business profile's hours and the default away message, while nothing is saved. */
export const DEFAULT_SETTINGS: ChatSettings = defaultChatSettings(OPENING_HOURS);

export type ChatSettingsState =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly settings: ChatSettings; readonly saved: boolean };

/** `settings/chat`, live, with the defaults while staff have never saved any. */
export function useChatSettings(backend: Pick<StaffChatBackend, 'watchSettings'>) {
  const [state, setState] = useState<ChatSettingsState>({ status: 'loading' });
  useEffect(
    () =>
      backend.watchSettings(
        (stored) =>
          setState({
            status: 'ready',
            settings: stored ?? DEFAULT_SETTINGS,
            saved: stored !== null,
          }),
        () => setState({ status: 'error' }),
      ),
    [backend],
  );
  return state;
}
