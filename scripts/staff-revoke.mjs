#!/usr/bin/env node
// @ts-check
// `npm run staff:revoke -- EMAIL [--project PROJECT_ID]`
// Takes the staff console away from someone: removes the `staff` claim, revokes their sessions
// and deletes their registered devices (no more push notifications). The account itself stays.
// Credentials as for staff:grant; with FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST
// set, the emulators.
import { revokeStaff, runStaffCommand } from './lib/staff.mjs';

await runStaffCommand({
  command: 'staff:revoke',
  action: revokeStaff,
  done: (email, { uid, devicesDeleted }) =>
    `${email} (uid ${uid}) no longer has the staff (or owner) claim; their sessions are revoked and ` +
    `${devicesDeleted} registered device${devicesDeleted === 1 ? '' : 's'} deleted.`,
  failed: (email) => `Could not revoke ${email}`,
});
