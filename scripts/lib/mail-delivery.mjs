// @ts-check
// Delivers `mail` documents as Firebase's "Trigger Email from Firestore" extension does in
// production (CHAT-PRODUCT.md 7): each new document `{ to, replyTo?, message: { subject, text,
// html } }` is sent over SMTP with nodemailer, and its `delivery` is written back: PROCESSING
// while it is sent, then SUCCESS with what the server said, or ERROR with the reason. Locally the
// SMTP server is the stack's MailDev. A document is claimed in a transaction first, so it is
// never sent twice.
import nodemailer from 'nodemailer';
import { FieldValue } from 'firebase-admin/firestore';

/** Who the local e-mails are from (production: the extension's default FROM). */
export const LOCAL_MAIL_FROM = '"Harbour & Heath Detailing" <no-reply@localhost>';

/**
 * @typedef {{ subject?: unknown, text?: unknown, html?: unknown, attachments?: any }} MailMessage
 * @typedef {import('firebase-admin/firestore').DocumentReference} DocumentReference
 */

/**
 * @param {{
 *   smtp: { host: string, port: number },
 *   from?: string,
 *   log?: (message: string, details?: Record<string, unknown>) => void,
 * }} options
 */
export function createMailDelivery({ smtp, from = LOCAL_MAIL_FROM, log = () => undefined }) {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: false,
    // MailDev offers no TLS; production's SMTP account is the extension's to configure.
    ignoreTLS: true,
  });

  /**
   * Takes the document for delivery unless another delivery has it (or had it).
   * @param {DocumentReference} ref
   */
  const claim = (ref) =>
    ref.firestore.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists || snapshot.get('delivery') !== undefined) return null;
      transaction.update(ref, {
        delivery: { state: 'PROCESSING', attempts: 1, startTime: FieldValue.serverTimestamp() },
      });
      return snapshot.data() ?? null;
    });

  return {
    /**
     * Sends the document's e-mail once and records the outcome on it.
     * @param {DocumentReference} ref
     * @returns {Promise<'sent' | 'failed' | 'skipped'>}
     */
    async deliver(ref) {
      const mail = await claim(ref);
      if (!mail) return 'skipped';
      const to = mail['to'];
      /** @type {MailMessage} */
      const message = mail['message'] ?? {};
      try {
        if (typeof to !== 'string' && !Array.isArray(to)) throw new Error('No recipient ("to").');
        const info = await transport.sendMail({
          from: typeof mail['from'] === 'string' ? mail['from'] : from,
          to,
          // The extension's top-level `replyTo`: a reply e-mail's per-conversation address.
          ...(typeof mail['replyTo'] === 'string' ? { replyTo: mail['replyTo'] } : {}),
          subject: String(message.subject ?? ''),
          text: typeof message.text === 'string' ? message.text : undefined,
          html: typeof message.html === 'string' ? message.html : undefined,
          // The extension's attachments (a booking's calendar file), nodemailer's own format.
          ...(Array.isArray(message.attachments) ? { attachments: message.attachments } : {}),
        });
        await ref.update({
          'delivery.state': 'SUCCESS',
          'delivery.endTime': FieldValue.serverTimestamp(),
          'delivery.error': null,
          'delivery.info': {
            messageId: info.messageId ?? null,
            accepted: info.accepted.map(String),
            rejected: info.rejected.map(String),
            response: info.response ?? null,
          },
        });
        log('Delivered an e-mail.', { id: ref.id, to });
        return 'sent';
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await ref.update({
          'delivery.state': 'ERROR',
          'delivery.endTime': FieldValue.serverTimestamp(),
          'delivery.error': reason,
        });
        log('Delivering an e-mail failed.', { id: ref.id, error: reason });
        return 'failed';
      }
    },
    close: () => transport.close(),
  };
}
