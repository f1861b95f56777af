#!/usr/bin/env node
// @ts-check
// `npm run staff:grant -- EMAIL [--project PROJECT_ID]`
// Gives an existing account the `staff` custom claim so it can use the staff console.
// Uses Application Default Credentials (`gcloud auth application-default login`, or
// GOOGLE_APPLICATION_CREDENTIALS); with FIREBASE_AUTH_EMULATOR_HOST set, the Auth emulator.
import { parseArgs } from 'node:util';
import { grantStaff } from './lib/staff.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { project: { type: 'string' } },
});
const email = positionals[0];
if (!email || !email.includes('@')) {
  console.error('Usage: npm run staff:grant -- EMAIL [--project PROJECT_ID]');
  process.exit(2);
}
const projectId = values.project ?? process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT;
try {
  const uid = await grantStaff(email, projectId ? { projectId } : {});
  console.log(`${email} (uid ${uid}) now has the staff claim. They must sign in again to use it.`);
} catch (error) {
  console.error(
    `Could not grant the staff claim to ${email}: ${/** @type {Error} */ (error).message}`,
  );
  process.exit(1);
}
