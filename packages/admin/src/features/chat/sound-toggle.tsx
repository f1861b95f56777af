import type { StaffChatStore } from '@detailing/core';
import styles from './signals.module.css';
import { useMessageSound } from './use-message-sound';

/** "Sound": a switch for the new-message chime on this device (off by default). */
export function SoundToggle({ store }: { store: StaffChatStore }) {
  const sound = useMessageSound(store);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={sound.on}
      className={styles.soundToggle}
      onClick={sound.toggle}
      title="Play a sound when a visitor writes"
    >
      <span className={styles.soundTrack} aria-hidden="true">
        <span className={styles.soundThumb} />
      </span>
      Sound
    </button>
  );
}
