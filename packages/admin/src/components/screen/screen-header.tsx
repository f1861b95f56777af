import { isPlainClick } from '../../lib/plain-click';
import styles from './screen.module.css';

/**
 * A screen's header: the way back (a link to `backHref`, followed in place) over its title.
 */
export function ScreenHeader({
  title,
  backLabel,
  backHref,
  onBack,
}: {
  title: string;
  backLabel: string;
  backHref: string;
  onBack: () => void;
}) {
  return (
    <header className={styles.header}>
      <a
        className={styles.back}
        href={backHref}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onBack();
        }}
      >
        ← {backLabel}
      </a>
      <h1 className={styles.title}>{title}</h1>
    </header>
  );
}
