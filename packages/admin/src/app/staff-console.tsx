import type { StaffUser } from '@detailing/core';
import { Button } from '../components/button/button';
import type { StaffClient } from '../lib/console-client';
import { useLoaded } from '../lib/use-loaded';
import styles from './app.module.css';
import { ConsoleScreen } from './console-screen';
import { SplashScreen } from './splash-screen';

/**
 * The console for a member of staff, once its chat backend has loaded (a chunk of its own, which
 * the client started fetching at sign-in or when the signed-in user was restored). If it cannot
 * load (offline before the console was ever kept), it says so and offers to try again.
 */
export function StaffConsole({
  client,
  user,
  onSignOut,
}: {
  client: StaffClient;
  user: StaffUser;
  onSignOut: () => void;
}) {
  const state = useLoaded(
    () =>
      client.loadChat().catch((error: unknown) => {
        console.warn('The conversations could not load.', error);
        throw error;
      }),
    [client],
  );

  if (state.status === 'loading') return <SplashScreen />;
  if (state.status === 'failed') {
    return (
      <main className={styles.configError}>
        <div className={styles.configCard} role="alert">
          <h1 className={styles.configTitle}>The conversations could not load</h1>
          <p>Check this device’s connection, then try again.</p>
          <Button onClick={state.retry}>Try again</Button>
        </div>
      </main>
    );
  }
  return (
    <ConsoleScreen client={{ ...client, chat: state.value }} user={user} onSignOut={onSignOut} />
  );
}
