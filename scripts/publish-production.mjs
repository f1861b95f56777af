#!/usr/bin/env node
// @ts-check
// `node scripts/publish-production.mjs --publish-id <id>`: the publish workflow's step
// (.github/workflows/publish.yml, docs/site-editor.md). Takes the owner's request
// `sitePublishes/<id>` (started by the startSitePublishOnRequest function), builds the site
// from its content as every deploy does and deploys it to Hosting, reporting each step on the
// request; a failure is written there too, and the live site stays as it was. A Preview is
// deployed to the Hosting preview channel `owner-preview` instead, never live. Needs the
// service account the workflow signs in with (Firestore, Hosting) and .env.production, and the
// publisher built (`npm --prefix publisher run bundle`: the workflow's step before this one).
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { SITE_PUBLISHES } from '@detailing/core/collections';
import { deployToHosting, previewOnChannel, publishRequest } from '@detailing/publisher';
import { loadProductionEnv } from './lib/production-env.mjs';

const { values } = parseArgs({
  options: { 'publish-id': { type: 'string' }, project: { type: 'string', default: 'production' } },
});
const publishId = values['publish-id'];
if (!publishId) {
  console.error('Usage: node scripts/publish-production.mjs --publish-id <sitePublishes id>');
  process.exit(2);
}
const projectId = loadProductionEnv().env.VITE_FIREBASE_PROJECT_ID;
if (!projectId) {
  console.error('.env.production has no VITE_FIREBASE_PROJECT_ID: see docs/deploy.md.');
  process.exit(1);
}
const app = initializeApp({ projectId });
try {
  const db = getFirestore(app);
  const outcome = await publishRequest({
    db,
    request: db.collection(SITE_PUBLISHES).doc(publishId),
    deliver: deployToHosting({ project: values.project ?? 'production' }),
    preview: previewOnChannel({ project: values.project ?? 'production' }),
    log: (message, details) => console.log(message, details ?? ''),
  });
  console.log(`Publish ${publishId}: ${outcome}.`);
  if (outcome === 'failed') process.exitCode = 1;
} finally {
  await deleteApp(app);
}
