// @ts-check
// The local mailbox. The functions write outgoing mail as `mail` documents (CHAT-PRODUCT.md 7,
// the format of Firebase's Trigger Email extension); locally the trigger runner delivers them
// with nodemailer to MailDev, whose web view shows them and whose REST API lists them
// (GET /api/email) for the tests.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForHttp } from './ports.mjs';

/** MailDev's command (its package exports only its library). */
function maildevBin() {
  const entry = fileURLToPath(import.meta.resolve('maildev'));
  return path.join(path.dirname(entry), 'bin/maildev.js');
}

/**
 * Starts MailDev on the stack's `smtp` and `mail` (web) ports, on 127.0.0.1 only, keeping its
 * mail in a folder of its own (removed when it stops), and resolves when its web view answers.
 * @param {import('./processes.mjs').ProcessGroup} group
 * @param {{ ports: Pick<import('./ports.mjs').Ports, 'smtp' | 'mail'>, quiet?: boolean }} options
 */
export async function startMailDev(group, { ports, quiet = false }) {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'maildev-'));
  const mail = group.start(
    'mail',
    process.execPath,
    [
      maildevBin(),
      '--smtp',
      String(ports.smtp),
      '--ip',
      '127.0.0.1',
      '--web',
      String(ports.mail),
      '--web-ip',
      '127.0.0.1',
      '--mail-directory',
      directory,
      '--silent',
    ],
    { quiet },
  );
  void mail.exited.then(() => rmSync(directory, { recursive: true, force: true }));
  try {
    await waitForHttp(ports.mail, 'MailDev', { isAlive: mail.isAlive });
  } catch (error) {
    throw new Error(`${/** @type {Error} */ (error).message}\n${mail.recentOutput()}`, {
      cause: error,
    });
  }
  return {
    url: `http://127.0.0.1:${ports.mail}/`,
    smtp: { host: '127.0.0.1', port: ports.smtp },
  };
}
