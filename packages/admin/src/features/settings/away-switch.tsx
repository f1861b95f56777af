import type { StaffChatBackend } from '@detailing/core';
import { toast } from '@detailing/ui';
import { useState } from 'react';
import { useNow } from '../../lib/use-now';
import { availability, AVAILABILITY_TEXTS, type Availability } from './availability';
import styles from './away-switch.module.css';
import { useChatSettings } from './use-chat-settings';

const AWAY_SWITCH_TEXTS = {
  label: 'Away',
  saveFailed: 'Could not change the away switch. Please try again.',
} as const;

type AwayBackend = Pick<StaffChatBackend, 'watchSettings' | 'saveSettings'>;

/**
 * The Away switch's state and what visitors see now, followed live (the clock too: an opening
 * or closing time passes); null until the settings have arrived. It saves at once, keeping the
 * rest of the settings as stored.
 */
export function useAway(backend: AwayBackend) {
  const state = useChatSettings(backend);
  const now = useNow(30_000);
  const [busy, setBusy] = useState(false);
  if (state.status !== 'ready') return null;
  const { settings } = state;
  const toggle = async () => {
    setBusy(true);
    try {
      await backend.saveSettings({ ...settings, away: !settings.away });
    } catch {
      toast({ title: 'Error', description: AWAY_SWITCH_TEXTS.saveFailed, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return { on: settings.away, busy, toggle, shown: availability(settings, now) };
}

/**
 * The Away switch (CHAT-PRODUCT.md 4): on, visitors see the away notice and the first message
 * of a conversation gets the automatic reply, whatever the hours say.
 */
export function AwaySwitchButton({
  away,
  describedBy,
}: {
  away: NonNullable<ReturnType<typeof useAway>>;
  /** The id of what visitors see now, read after the switch's own state. */
  describedBy?: string | undefined;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={away.on}
      aria-describedby={describedBy}
      className={styles.switch}
      disabled={away.busy}
      onClick={() => void away.toggle()}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.label}>{AWAY_SWITCH_TEXTS.label}</span>
    </button>
  );
}

/** What visitors see now, in words ("Online", "Away (out of hours)"), with its colour. */
export function AvailabilityState({
  shown,
  id,
  className,
}: {
  shown: Availability;
  id?: string | undefined;
  className?: string | undefined;
}) {
  return (
    <span id={id} className={`${styles.state} ${className ?? ''}`} data-state={shown}>
      <span className={styles.dot} aria-hidden="true" />
      {AVAILABILITY_TEXTS[shown].label}
    </span>
  );
}
