import type { StaffChatBackend } from '@detailing/core';
import { useId } from 'react';
import { AVAILABILITY_TEXTS } from './availability';
import { AvailabilityState, AwaySwitchButton, useAway } from './away-switch';
import styles from './away-switch.module.css';

/**
 * The console header's chat state (CHAT-PRODUCT.md 4): what visitors see now, in words, and
 * the Away switch. Where there is room, the switch with the state beside it. On a phone the
 * state alone ("Online", "Away" over "out of hours"), which opens a panel (a native popover:
 * light dismiss and Escape, no script) saying what visitors get, with the switch.
 */
export function AvailabilityControl({
  backend,
}: {
  backend: Pick<StaffChatBackend, 'watchSettings' | 'saveSettings'>;
}) {
  const away = useAway(backend);
  const stateId = useId();
  const panelId = useId();
  if (!away) return null;
  const { shown } = away;
  return (
    <span className={styles.header}>
      <span className={styles.inline}>
        <AwaySwitchButton away={away} describedBy={stateId} />
        <AvailabilityState shown={shown} id={stateId} />
      </span>
      <button type="button" className={styles.trigger} data-state={shown} popoverTarget={panelId}>
        <span className="visually-hidden">Chat: </span>
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.triggerText}>
          {shown === 'out-of-hours' ? (
            <>
              Away <span className={styles.triggerMore}>(out of hours)</span>
            </>
          ) : (
            AVAILABILITY_TEXTS[shown].label
          )}
        </span>
      </button>
      <div id={panelId} popover="auto" className={styles.panel}>
        <AvailabilityState shown={shown} className={styles.panelState} />
        <p className={styles.panelDetail}>{AVAILABILITY_TEXTS[shown].detail}</p>
        <AwaySwitchButton away={away} />
      </div>
    </span>
  );
}
