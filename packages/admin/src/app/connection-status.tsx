import { useOnline } from '../lib/use-online';
import styles from './app.module.css';

/** "Live" while online; while offline, says that the console is reconnecting. */
export function ConnectionStatus() {
  const online = useOnline();
  return (
    <span className={styles.connection} data-online={online} role="status">
      <span className={styles.connectionDot} aria-hidden="true" />
      <span className={styles.connectionLabel}>
        {online ? 'Live' : 'Offline · reconnecting...'}
      </span>
    </span>
  );
}
