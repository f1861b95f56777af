import {
  type ChatSettings,
  defaultChatSettings,
  isAway,
  type VisitorChatBackend,
} from '@detailing/core';
import { OPENING_HOURS } from '@detailing/ui';
import { useEffect, useState } from 'react';

/** The business profile's hours, while staff have never saved settings. */
const DEFAULT_SETTINGS = defaultChatSettings(OPENING_HOURS);

/** How often the open panel looks at the clock again (an opening or closing time passes). */
const CLOCK_INTERVAL_MS = 30_000;

/**
 * Whether the business is away now (outside its hours in Europe/London, or staff switched away
 * on), followed live while the panel is open. False until the settings have arrived, and when
 * they cannot be read: the notice never flashes up on a panel that should not show it.
 */
export function useAway(backend: VisitorChatBackend, open: boolean): boolean {
  const [settings, setSettings] = useState<ChatSettings | null | undefined>(undefined);
  const [now, setNow] = useState(Date.now);

  useEffect(() => {
    if (!open) return;
    return backend.watchSettings(
      (stored) => setSettings(stored ?? DEFAULT_SETTINGS),
      () => setSettings(undefined),
    );
  }, [backend, open]);

  useEffect(() => {
    if (!open) return;
    const tick = () => setNow(Date.now());
    // At once too: the panel may open long after this hook first read the clock.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, CLOCK_INTERVAL_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [open]);

  return settings ? isAway(settings, now) : false;
}
