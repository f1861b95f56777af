#!/usr/bin/env node
// @ts-check
// `npm run staff:grant -- EMAIL [--owner] [--project PROJECT_ID]`
// Gives an existing account the `staff` custom claim so it can use the staff console; with
// --owner, the `owner` claim too, for the console's site editor (OWNER-TOOLS.md 2).
// Uses Application Default Credentials (`gcloud auth application-default login`, or
// GOOGLE_APPLICATION_CREDENTIALS); with FIREBASE_AUTH_EMULATOR_HOST set, the Auth emulator.
import { grantStaff, runStaffCommand } from './lib/staff.mjs';

await runStaffCommand({
  command: 'staff:grant',
  owner: true,
  action: grantStaff,
  done: (email, uid, { owner }) =>
    `${email} (uid ${uid}) now has the ${owner ? 'staff and owner claims' : 'staff claim'}. ` +
    'They must sign in again to use it.',
  failed: (email) => `Could not grant the staff claim to ${email}`,
});
