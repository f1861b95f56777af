import { NotAuthorisedScreen } from '../features/auth/not-authorised-screen';
import { SignInScreen } from '../features/auth/sign-in-screen';
import { useStaffUser } from '../features/auth/use-staff-user';
import type { StaffClient } from '../lib/console-client';
import { SplashScreen } from './splash-screen';
import { StaffConsole } from './staff-console';
import { useSignOut } from './use-sign-out';

/**
 * Who sees what: the sign-in form when signed out; the "not authorised" notice (and no data
 * request at all) for an account without the staff claim; the console for staff.
 */
export function StaffGate({ client }: { client: StaffClient }) {
  const state = useStaffUser(client.auth);
  const signOut = useSignOut(client);
  if (state.status === 'loading') return <SplashScreen />;
  if (state.status === 'signed-out') return <SignInScreen auth={client.auth} />;
  if (!state.user.isStaff) {
    return <NotAuthorisedScreen user={state.user} onSignOut={() => void signOut()} />;
  }
  return <StaffConsole client={client} user={state.user} onSignOut={() => void signOut()} />;
}
