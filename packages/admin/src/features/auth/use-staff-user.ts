import type { StaffAuth, StaffUser } from '@detailing/core';
import { useEffect, useState } from 'react';

export type StaffUserState =
  | { readonly status: 'loading' }
  | { readonly status: 'signed-out' }
  | { readonly status: 'signed-in'; readonly user: StaffUser };

/** Who is signed in (restored from the browser at start), following sign-in, sign-out and claims. */
export function useStaffUser(auth: StaffAuth): StaffUserState {
  const [state, setState] = useState<StaffUserState>({ status: 'loading' });
  useEffect(
    () =>
      auth.onStaffAuthChanged((user) =>
        setState(user ? { status: 'signed-in', user } : { status: 'signed-out' }),
      ),
    [auth],
  );
  return state;
}
