import type { StaffUser } from '@detailing/core';
import { Button } from '../../components/button/button';
import { LockIcon } from '@detailing/ui';
import styles from './auth-screens.module.css';

/** A signed-in account without the staff claim: it sees this and nothing else. */
export function NotAuthorisedScreen({
  user,
  onSignOut,
}: {
  user: StaffUser;
  onSignOut: () => void;
}) {
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <span className={styles.badge}>
          <LockIcon width="26" height="26" />
        </span>
        <h1 className={styles.title}>Not authorised</h1>
        <p className={styles.lede}>
          {user.email ? (
            <>
              <strong className={styles.email}>{user.email}</strong> is not authorised to use the
              staff console.
            </>
          ) : (
            'This account is not authorised to use the staff console.'
          )}
        </p>
        <p className={styles.hint}>
          Ask the business owner to grant staff access, then sign in again.
        </p>
        <Button variant="ghost" full onClick={onSignOut}>
          Sign out
        </Button>
      </div>
    </main>
  );
}
