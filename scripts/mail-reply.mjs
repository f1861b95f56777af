#!/usr/bin/env node
// @ts-check
// `npm run mail:reply -- <sessionId> "text" [--from ADDRESS]`
// The visitor answers a reply e-mail, on the local stack (`npm start`): posts what Mailgun's
// inbound route would post for an e-mail from ADDRESS (by default the conversation's own) to the
// conversation's reply address, signed with the local signing key, to
// `/api/chat-mail/inbound` through Hosting's rewrite (docs/reply-by-email.md). The session id
// may be the console's short one ("Session 25897edf"). Prints the endpoint's answer: "Taken.",
// or why not (a different sender, a closed conversation, …).
// BASE_URL (http://127.0.0.1:5000), FIRESTORE_EMULATOR_HOST (127.0.0.1:8080) and GCLOUD_PROJECT
// (demo-detailing) say which stack; it never touches a real project.
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore } from 'firebase-admin/firestore';
import {
  DEMO_PROJECT_ID,
  LOCAL_INBOUND_MAIL_DOMAIN,
  LOCAL_MAIL_LINK_KEY,
  LOCAL_MAILGUN_SIGNING_KEY,
} from './lib/emulators.mjs';
import { mailgunReplyForm, postInboundReply } from './lib/inbound-mail.mjs';
import { loadFunctions } from './lib/trigger-runner.mjs';
import { SESSIONS } from '@detailing/core/collections';

const USAGE = 'Usage: npm run mail:reply -- <sessionId> "text" [--from address]';

/**
 * The conversation with this id, or the only one whose id starts with it.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} id
 */
async function findSession(db, id) {
  const exact = await db.collection(SESSIONS).doc(id).get();
  if (exact.exists) return exact;
  const found = await db
    .collection(SESSIONS)
    .orderBy(FieldPath.documentId())
    .startAt(id)
    .endAt(`${id}\uf8ff`)
    .limit(2)
    .get();
  if (found.size > 1) throw new Error(`More than one conversation starts with "${id}".`);
  const [only] = found.docs;
  if (!only) throw new Error(`No conversation "${id}" on this stack.`);
  return only;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { from: { type: 'string' } },
  });
  const [id, text] = positionals;
  if (!id || text === undefined || positionals.length > 2) throw new Error(USAGE);
  process.env.FIRESTORE_EMULATOR_HOST ||= '127.0.0.1:8080';
  const baseUrl = process.env.BASE_URL || 'http://127.0.0.1:5000';
  const projectId = process.env.GCLOUD_PROJECT || DEMO_PROJECT_ID;
  if (!projectId.startsWith('demo-')) throw new Error('mail:reply posts to a local stack only.');

  const app = initializeApp({ projectId }, 'mail-reply');
  try {
    const session = await findSession(getFirestore(app), id);
    const email = session.get('visitor.email');
    if (typeof email !== 'string') {
      throw new Error(
        `Conversation ${session.id} has no address: only a visitor who gave one gets the reply ` +
          'e-mail, and with it an address to answer.',
      );
    }
    // The reply e-mail's Reply-To, from the built functions (`npm start` builds them).
    const functions = await loadFunctions();
    const recipient = functions.replyAddressFor(
      LOCAL_MAIL_LINK_KEY,
      LOCAL_INBOUND_MAIL_DOMAIN,
      session.id,
      email,
    );
    if (!recipient) throw new Error(`Conversation ${session.id} can have no reply address.`);
    const from = values.from ?? email;
    const form = mailgunReplyForm({ recipient, from, text, signingKey: LOCAL_MAILGUN_SIGNING_KEY });
    const { status, answer } = await postInboundReply(baseUrl, form);
    console.log(`From ${from} to ${recipient}: ${status} ${answer}`);
    return status === 200 ? 0 : 1;
  } finally {
    await deleteApp(app);
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
