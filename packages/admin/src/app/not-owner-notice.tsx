import { Button } from '../components/button/button';
import styles from './app.module.css';

/**
 * `/admin/chat/site` for a member of staff without the `owner` claim (a link shared, or a claim
 * taken away): what it is and the way back. The rules refuse them the editor's data anyway.
 */
export function NotOwnerNotice({ onBack }: { onBack: () => void }) {
  return (
    <div className={styles.configError}>
      <div className={styles.configCard} role="alert">
        <h1 className={styles.configTitle}>Only owners edit the site</h1>
        <p>Ask an owner if a price or a text on the site needs changing.</p>
        <Button onClick={onBack}>Back to conversations</Button>
      </div>
    </div>
  );
}
