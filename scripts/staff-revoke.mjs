#!/usr/bin/env node
// @ts-check
// `npm run staff:revoke -- EMAIL [--project PROJECT_ID]`
// Takes the staff console away from someone: removes the `staff` claim, revokes their sessions
// and deletes their registered devices (no more push notifications). The account itself stays.
// Credentials as for staff:grant; with FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST
// set, the emulators.
import { parseArgs } from 'node:util';
import { revokeStaff } from './lib/staff.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { project: { type: 'string' } },
});
const email = positionals[0];
if (!email || !email.includes('@')) {
  console.error('Usage: npm run staff:revoke -- EMAIL [--project PROJECT_ID]');
  process.exit(2);
}
const projectId = values.project ?? process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT;
try {
  const { uid, devicesDeleted } = await revokeStaff(email, projectId ? { projectId } : {});
  console.log(
    `${email} (uid ${uid}) no longer has the staff claim; their sessions are revoked and ` +
      `${devicesDeleted} registered device${devicesDeleted === 1 ? '' : 's'} deleted.`,
  );
} catch (error) {
  console.error(`Could not revoke ${email}: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
