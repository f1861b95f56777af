import { isAway, type StaffChatBackend } from '@detailing/chat-core';
import { toast } from '@detailing/ui';
import { useState } from 'react';
import { useNow } from '../../lib/use-now';
import styles from './away-switch.module.css';
import { useChatSettings } from './use-chat-settings';

const AWAY_SWITCH_TEXTS = {
  label: 'Away',
  outsideHours: 'Outside opening hours',
  saveFailed: 'Could not change the away switch. Please try again.',
} as const;

/**
 * The Away switch (CHAT-PRODUCT.md 4): on, visitors see the away notice and the first message
 * of a conversation gets the automatic reply, whatever the hours say. In the console's header
 * and on the settings screen; it saves at once, keeping the rest of the settings as stored.
 */
export function AwaySwitch({
  backend,
}: {
  backend: Pick<StaffChatBackend, 'watchSettings' | 'saveSettings'>;
}) {
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
  const outside = !settings.away && isAway(settings, now);
  return (
    <span className={styles.wrap}>
      <button
        type="button"
        role="switch"
        aria-checked={settings.away}
        className={styles.switch}
        disabled={busy}
        onClick={() => void toggle()}
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span className={styles.label}>{AWAY_SWITCH_TEXTS.label}</span>
      </button>
      {outside ? <span className={styles.hint}>{AWAY_SWITCH_TEXTS.outsideHours}</span> : null}
    </span>
  );
}
