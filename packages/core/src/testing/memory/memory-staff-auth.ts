import type { StaffAuth } from '../../chat/backend';
import type { Unsubscribe } from '../../shared/backend';
import { ChatBackendError } from '../../shared/domain/errors';
import type { StaffUser } from '../../chat/domain/model';

export interface MemoryStaffAccount {
  readonly email: string;
  readonly password: string;
  /** Defaults to true; false makes an account without the staff claim. */
  readonly isStaff?: boolean;
  /** The `owner` claim (the site editor); only counts beside `staff`. */
  readonly isOwner?: boolean;
  readonly uid?: string;
}

export interface MemoryStaffAuth extends StaffAuth {
  addAccount(account: MemoryStaffAccount): StaffUser;
  /** Takes the staff claim away (as `staff:revoke` does); refreshStaffAccess then reports it. */
  removeAccess(email: string): void;
  readonly currentUser: StaffUser | null;
}

/** StaffAuth over a list of accounts; listeners are called asynchronously, as Firebase does. */
export function createMemoryStaffAuth(): MemoryStaffAuth {
  const accounts = new Map<string, { password: string; user: StaffUser }>();
  const listeners = new Set<(user: StaffUser | null) => void>();
  let current: StaffUser | null = null;

  const announce = () => {
    const user = current;
    queueMicrotask(() => {
      for (const listener of [...listeners]) listener(user);
    });
  };

  return {
    get currentUser() {
      return current;
    },
    addAccount({ email, password, isStaff = true, isOwner = false, uid = `uid-${email}` }) {
      const user: StaffUser = { uid, email, isStaff, isOwner: isStaff && isOwner };
      accounts.set(email.toLowerCase(), { password, user });
      return user;
    },
    async signInStaff(email, password) {
      const account = accounts.get(email.trim().toLowerCase());
      if (account?.password !== password) {
        throw new ChatBackendError('invalid-credentials', 'Wrong e-mail or password.');
      }
      current = account.user;
      announce();
      return account.user;
    },
    async signOut() {
      current = null;
      announce();
    },
    async refreshStaffAccess() {
      if (current === null) return;
      const account = [...accounts.values()].find((a) => a.user.uid === current?.uid);
      if (!account) {
        current = null;
      } else if (account.user.isStaff !== current.isStaff) {
        current = account.user;
      } else {
        return;
      }
      announce();
    },
    removeAccess(email) {
      const account = accounts.get(email.toLowerCase());
      if (account) account.user = { ...account.user, isStaff: false, isOwner: false };
    },
    onStaffAuthChanged(listener): Unsubscribe {
      listeners.add(listener);
      const user = current;
      queueMicrotask(() => {
        if (listeners.has(listener)) listener(user);
      });
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
