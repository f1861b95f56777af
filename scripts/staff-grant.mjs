#!/usr/bin/env node
// @ts-check
// `npm run staff:grant -- EMAIL [--owner] [--project PROJECT_ID]`
// Gives an account the `staff` custom claim so it can use the staff console; with --owner, the
// `owner` claim too, for the console's site editor (OWNER-TOOLS.md 2). Without an account for the
// address, it creates one and prints a link for the person to set their password; an existing
// account that may not be the person's (unverified, a chat visitor's) is refused, with why.
// Uses Application Default Credentials (`gcloud auth application-default login`, or
// GOOGLE_APPLICATION_CREDENTIALS); with FIREBASE_AUTH_EMULATOR_HOST set, the Auth emulator.
import { grantStaff, runStaffCommand } from './lib/staff.mjs';

await runStaffCommand({
  command: 'staff:grant',
  owner: true,
  action: grantStaff,
  done: (email, { uid, passwordLink }, { owner }) =>
    `${email} (uid ${uid}) now has the ${owner ? 'staff and owner claims' : 'staff claim'}. ` +
    (passwordLink
      ? `New account: send them this link to set their password (it works once): ${passwordLink}`
      : 'They must sign in again to use it.'),
  failed: (email) => `Could not grant the staff claim to ${email}`,
});
