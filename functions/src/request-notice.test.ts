import type { TokenMessage } from 'firebase-admin/messaging';
import { describe, expect, it } from 'vitest';
import type { MessagingPort, PushAllowance, StaffDevice } from './notify-staff.js';
import {
  announceRequest,
  buildRequestPush,
  type MailDocument,
  REQUEST_PUSH_TITLE,
  REQUESTS_THROTTLE_KEY,
  requestMail,
  type RequestNoticeDependencies,
  summaryOf,
} from './request-notice.js';

const REQUEST = {
  id: 'r1',
  data: {
    source: 'booking',
    name: 'Sam Carter',
    phone: '07700 900123',
    service: 'Paint Correction',
    page: '/booking',
    status: 'new',
  },
};

function fakes({
  devices = [{ id: 'd1', token: 't1', uid: 'staff' }] as StaffDevice[],
  send = true,
  count = 1,
  allowance = 'send' as PushAllowance,
  ownerEmail = 'owner@example.com' as string | undefined,
  failMail = false,
} = {}) {
  const pushes: TokenMessage[] = [];
  const mails = new Map<string, MailDocument>();
  const claims: string[] = [];
  const logged: string[] = [];
  const messaging: MessagingPort = {
    async sendEach(messages) {
      pushes.push(...messages);
      return {
        responses: messages.map(() => ({ success: true, messageId: 'm' })),
        successCount: messages.length,
        failureCount: 0,
      };
    },
  };
  const dependencies: RequestNoticeDependencies = {
    devices: { list: async () => devices, remove: async () => undefined },
    staff: { isStaff: async (uid) => uid === 'staff' },
    messaging,
    throttle: {
      claim: async (key) => {
        claims.push(key);
        return { send, count };
      },
    },
    budget: { take: async () => allowance },
    mail: {
      async queue(id, mail) {
        if (failMail) throw new Error('Firestore unavailable');
        if (mails.has(id)) return 'exists';
        mails.set(id, mail);
        return 'queued';
      },
    },
    ownerEmail,
    siteOrigin: 'https://www.example.co.uk',
    log: (message) => logged.push(message),
  };
  return { dependencies, pushes, mails, claims, logged };
}

describe('a new request, told to staff and the owner', () => {
  it('pushes "New callback request" with the name and the service, linking to it', async () => {
    const { dependencies, pushes, claims } = fakes();
    const result = await announceRequest(REQUEST, dependencies);
    expect(result.push).toMatchObject({ status: 'sent', successCount: 1 });
    expect(claims).toEqual([REQUESTS_THROTTLE_KEY]);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.data).toEqual({
      type: 'request',
      title: REQUEST_PUSH_TITLE,
      body: 'Sam Carter · Paint Correction',
      count: '1',
      requestId: 'r1',
      tag: 'requests',
      url: '/admin/chat/requests?request=r1',
    });
    expect(REQUEST_PUSH_TITLE).toBe('New callback request');
  });

  it('within the throttle: held back and counted into the next push; over the cap: none', async () => {
    const held = fakes({ send: false });
    expect((await announceRequest(REQUEST, held.dependencies)).push).toEqual({
      status: 'throttled',
    });
    expect(held.pushes).toEqual([]);
    const capped = fakes({ allowance: 'held' });
    expect((await announceRequest(REQUEST, capped.dependencies)).push).toEqual({
      status: 'capped',
    });
    const next = buildRequestPush('t', summaryOf(REQUEST), 3);
    expect(next.data?.['body']).toBe('3 new requests. Latest: Sam Carter · Paint Correction');
    // The e-mail goes whatever the pushes do.
    expect(held.mails.size).toBe(1);
    expect(capped.mails.size).toBe(1);
  });

  it('e-mails the owner once, as a mail document in the Trigger Email format', async () => {
    const { dependencies, mails } = fakes();
    expect((await announceRequest(REQUEST, dependencies)).mail).toBe('queued');
    // A retried trigger writes nothing twice.
    expect((await announceRequest(REQUEST, dependencies)).mail).toBe('exists');
    const mail = mails.get('request-r1');
    expect(mail?.to).toBe('owner@example.com');
    expect(mail?.message.subject).toBe('Booking request: Sam Carter · Paint Correction');
    expect(mail?.message.text).toContain('Phone: 07700 900123');
    expect(mail?.message.text).toContain(
      'https://www.example.co.uk/admin/chat/requests?request=r1',
    );
    expect(mail?.message.text).toMatch(/You receive this e-mail because/);
    expect(mail?.message.html).toContain('href="tel:07700900123"');
  });

  it('escapes what the visitor wrote in the HTML', () => {
    const mail = requestMail(
      summaryOf({ id: 'x', data: { name: '<img src=x onerror=alert(1)>', phone: '1' } }),
      { to: 'o@example.com', siteOrigin: undefined },
    );
    expect(mail.message.html).not.toContain('<img');
    expect(mail.message.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.message.text).not.toContain('staff console:');
  });

  it('never makes a link of the visitor’s words: only the phone and the console are links', () => {
    const mail = requestMail(
      summaryOf({
        id: 'x',
        data: {
          name: 'Refunds at evil.example',
          phone: '01202 123456',
          message: 'Your invoice: https://evil.example/pay',
        },
      }),
      { to: 'o@example.com', siteOrigin: 'https://www.example.co.uk' },
    );
    for (const part of [mail.message.subject, mail.message.text, mail.message.html]) {
      expect(part).not.toMatch(/evil\.example/);
    }
    expect(mail.message.text).toContain('Message: Your invoice: https[:]//evil[.]example/pay');
    const hrefs = [...mail.message.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([
      'tel:01202123456',
      'https://www.example.co.uk/admin/chat/requests?request=x',
    ]);
  });

  it('without OWNER_EMAIL, or when the mail cannot be queued, still pushes and says why', async () => {
    const none = fakes({ ownerEmail: ' ' });
    const result = await announceRequest(REQUEST, none.dependencies);
    expect(result).toMatchObject({ mail: 'no-owner-email', push: { status: 'sent' } });
    expect(none.logged).toContain('OWNER_EMAIL is not set: nobody is e-mailed about new requests.');
    const failing = fakes({ failMail: true });
    expect(await announceRequest(REQUEST, failing.dependencies)).toMatchObject({
      mail: { failed: 'Firestore unavailable' },
      push: { status: 'sent' },
    });
  });
});
