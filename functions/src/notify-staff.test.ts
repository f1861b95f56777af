import type { FirebaseError } from 'firebase-admin/app';
import type { BatchResponse, SendResponse, TokenMessage } from 'firebase-admin/messaging';
import { describe, expect, it } from 'vitest';
import { buildPush, isDeadRegistration, previewOf, summaryText } from './staff-push.js';
import {
  cachedStaffDirectory,
  type DeviceRepository,
  type MessagingPort,
  type PushAllowance,
  type PushThrottle,
  notifyStaff,
  SEND_BATCH_SIZE,
  type StaffDevice,
  type StaffDirectory,
} from './notify-staff.js';

const SESSION = '3f9c2a7e-1b2c-4d5e-8f90-123456789abc';

/** An error as the Admin SDK reports it for one message of a batch. */
function fcmError(code: string, message: string): FirebaseError {
  return { code, message, toJSON: () => ({ code, message }) };
}

const NOT_REGISTERED = fcmError(
  'messaging/registration-token-not-registered',
  'Requested entity was not found.',
);
const INVALID_TOKEN = fcmError(
  'messaging/invalid-registration-token',
  'Invalid registration token provided.',
);
const MALFORMED_TOKEN = fcmError(
  'messaging/invalid-argument',
  'The registration token is not a valid FCM registration token',
);
const BAD_PAYLOAD = fcmError('messaging/invalid-argument', 'Invalid JSON payload received.');
const UNAVAILABLE = fcmError('messaging/server-unavailable', 'The server is overloaded.');

/** A fake FCM that answers per token, recording every batch it was given. */
function fakeMessaging(outcomes: Record<string, FirebaseError | undefined> = {}) {
  const batches: TokenMessage[][] = [];
  const messaging: MessagingPort = {
    async sendEach(messages) {
      batches.push(messages);
      const responses: SendResponse[] = messages.map((message, i) => {
        const error = outcomes[message.token];
        return error ? { success: false, error } : { success: true, messageId: `m-${i}` };
      });
      const failureCount = responses.filter((r) => !r.success).length;
      const response: BatchResponse = {
        responses,
        successCount: responses.length - failureCount,
        failureCount,
      };
      return response;
    },
  };
  return { messaging, batches };
}

/** The uid of a current member of staff, the owner of a device unless a test says otherwise. */
const STAFF = 'staff-uid';

/** Firebase Auth's view of who holds the staff claim now: `staff` do, everyone else not. */
function fakeDirectory(staff: readonly string[] = [STAFF]) {
  const asked: string[] = [];
  const directory: StaffDirectory = {
    async isStaff(uid) {
      asked.push(uid);
      return staff.includes(uid);
    },
  };
  return { directory, asked };
}
const staff = fakeDirectory().directory;

/** A throttle that lets every message through, as if each came a minute after the last. */
const throttle: PushThrottle = { claim: async () => ({ send: true, count: 1 }) };

function fakeDevices(initial: StaffDevice[]) {
  let devices = initial.map((device) => ({ uid: STAFF, ...device }));
  const repository: DeviceRepository = {
    list: async () => [...devices],
    remove: async (ids) => {
      devices = devices.filter((d) => !ids.includes(d.id));
    },
  };
  return { repository, remaining: () => devices.map((d) => d.id) };
}

const visitorMessage = (content = 'Hi, could I get a quote for a ceramic coating?') => ({
  sessionId: SESSION,
  messageId: 'message-0001',
  data: { sender: 'user', content, seq: 0 },
});

describe('notifyStaff', () => {
  it('given a visitor message, every registered device gets "New Live Chat Message" with the short session id', async () => {
    const { messaging, batches } = fakeMessaging();
    const { repository } = fakeDevices([
      { id: 'phone', token: 'token-phone' },
      { id: 'laptop', token: 'token-laptop' },
    ]);

    const result = await notifyStaff(visitorMessage(), {
      devices: repository,
      staff,
      throttle,
      messaging,
    });

    expect(result).toEqual({
      status: 'sent',
      successCount: 2,
      failureCount: 0,
      removed: [],
      revoked: [],
    });
    expect(batches).toHaveLength(1);
    expect(batches[0]?.map((m) => m.token)).toEqual(['token-phone', 'token-laptop']);
    expect(batches[0]?.[0]?.data).toEqual({
      type: 'visitor-message',
      title: 'New Live Chat Message',
      body: 'Session 3f9c2a7e: Hi, could I get a quote for a ceramic coating?',
      count: '1',
      sessionId: SESSION,
      shortId: '3f9c2a7e',
      url: `/admin/chat?session=${SESSION}`,
    });
  });

  it('given a staff reply, nobody is notified', async () => {
    const { messaging, batches } = fakeMessaging();
    const { repository } = fakeDevices([{ id: 'phone', token: 'token-phone' }]);
    const reply = { ...visitorMessage(), data: { sender: 'admin', content: 'Hello!', seq: 1 } };

    const result = await notifyStaff(reply, { devices: repository, staff, throttle, messaging });

    expect(result).toEqual({ status: 'skipped', reason: 'not-a-visitor-message' });
    expect(batches).toEqual([]);
  });

  it('given a vanished document, nobody is notified', async () => {
    const { messaging, batches } = fakeMessaging();
    const { repository } = fakeDevices([{ id: 'phone', token: 'token-phone' }]);
    const result = await notifyStaff(
      { sessionId: SESSION, messageId: 'message-0001', data: undefined },
      { devices: repository, staff, throttle, messaging },
    );
    expect(result.status).toBe('skipped');
    expect(batches).toEqual([]);
  });

  it('given no registered device, nothing is sent', async () => {
    const { messaging, batches } = fakeMessaging();
    const { repository } = fakeDevices([]);
    const result = await notifyStaff(visitorMessage(), {
      devices: repository,
      staff,
      throttle,
      messaging,
    });
    expect(result).toEqual({ status: 'skipped', reason: 'no-devices', revoked: [] });
    expect(batches).toEqual([]);
  });

  it('deletes the registrations FCM calls dead and keeps the rest, without stopping at a bad one', async () => {
    const { messaging } = fakeMessaging({
      'token-gone': NOT_REGISTERED,
      'token-invalid': INVALID_TOKEN,
      'token-malformed': MALFORMED_TOKEN,
      'token-busy': UNAVAILABLE,
    });
    const { repository, remaining } = fakeDevices([
      { id: 'gone', token: 'token-gone' },
      { id: 'ok-1', token: 'token-ok-1' },
      { id: 'invalid', token: 'token-invalid' },
      { id: 'malformed', token: 'token-malformed' },
      { id: 'busy', token: 'token-busy' },
      { id: 'ok-2', token: 'token-ok-2' },
    ]);
    const logged: string[] = [];

    const result = await notifyStaff(visitorMessage(), {
      devices: repository,
      staff,
      throttle,
      messaging,
      log: (message, _details, severity = 'info') => logged.push(`${severity}: ${message}`),
    });

    expect(result).toEqual({
      status: 'sent',
      successCount: 2,
      failureCount: 4,
      removed: ['gone', 'invalid', 'malformed'],
      revoked: [],
    });
    expect(remaining()).toEqual(['ok-1', 'busy', 'ok-2']);
    // At error level: a log-based alert catches it.
    expect(logged).toContain('error: A push to a staff device failed.');
    expect(logged).toContain('info: Removed dead staff device registrations.');
  });

  it('sends nothing to the devices of former staff and deletes them (an ex-employee gets no preview)', async () => {
    const { messaging, batches } = fakeMessaging();
    const { repository, remaining } = fakeDevices([
      { id: 'current-phone', token: 'token-current' },
      { id: 'former-phone', token: 'token-former', uid: 'former-uid' },
      { id: 'former-laptop', token: 'token-former-2', uid: 'former-uid' },
      { id: 'ownerless', token: 'token-ownerless', uid: undefined },
    ]);
    const { directory, asked } = fakeDirectory([STAFF]);

    const result = await notifyStaff(visitorMessage('card ending 4242'), {
      devices: repository,
      staff: directory,
      throttle,
      messaging,
    });

    expect(batches.flat().map((m) => m.token)).toEqual(['token-current']);
    expect(result).toMatchObject({
      status: 'sent',
      successCount: 1,
      revoked: ['former-phone', 'former-laptop', 'ownerless'],
    });
    expect(remaining()).toEqual(['current-phone']);
    // One lookup per owner, not per device.
    expect(asked.sort()).toEqual(['former-uid', STAFF]);
  });

  it('given only former staff, sends nothing and still deletes their devices', async () => {
    const { messaging, batches } = fakeMessaging();
    const { repository, remaining } = fakeDevices([{ id: 'former', token: 't', uid: 'gone' }]);
    const result = await notifyStaff(visitorMessage(), {
      devices: repository,
      staff,
      throttle,
      messaging,
    });
    expect(result).toEqual({ status: 'skipped', reason: 'no-devices', revoked: ['former'] });
    expect(batches).toEqual([]);
    expect(remaining()).toEqual([]);
  });

  it('when Auth cannot say who is staff, skips those devices and keeps them', async () => {
    const { messaging, batches } = fakeMessaging();
    const { repository, remaining } = fakeDevices([{ id: 'phone', token: 'token-phone' }]);
    const unreachable: StaffDirectory = {
      isStaff: () => Promise.reject(new Error('auth/internal-error')),
    };
    const logged: string[] = [];
    const result = await notifyStaff(visitorMessage(), {
      devices: repository,
      staff: unreachable,
      throttle,
      messaging,
      log: (message, _details, severity = 'info') => logged.push(`${severity}: ${message}`),
    });
    expect(result).toEqual({ status: 'skipped', reason: 'no-devices', revoked: [] });
    expect(batches).toEqual([]);
    expect(remaining()).toEqual(['phone']);
    expect(logged).toContain('error: Could not check a staff account; its devices are skipped.');
  });

  it('sends nothing while the conversation is throttled, then says how many messages are new', async () => {
    const { messaging, batches } = fakeMessaging();
    const { repository } = fakeDevices([{ id: 'phone', token: 'token-phone' }]);
    const answers = [
      { send: false, count: 2 },
      { send: true, count: 3 },
    ];
    const held: PushThrottle = { claim: async () => answers.shift() ?? { send: true, count: 1 } };
    const dependencies = { devices: repository, staff, throttle: held, messaging };

    expect(await notifyStaff(visitorMessage('Second'), dependencies)).toEqual({
      status: 'skipped',
      reason: 'throttled',
    });
    expect(batches).toEqual([]);

    await notifyStaff(visitorMessage('And a third'), dependencies);
    expect(batches[0]?.[0]?.data).toMatchObject({
      body: 'Session 3f9c2a7e, 3 new messages: And a third',
      count: '3',
    });
  });

  it('once the minute across all conversations is spent, sends one summary, then nothing', async () => {
    const { messaging, batches } = fakeMessaging();
    const { repository } = fakeDevices([{ id: 'phone', token: 'token-phone' }]);
    const answers: PushAllowance[] = ['send', 'summary', 'held'];
    const dependencies = {
      devices: repository,
      staff,
      throttle,
      messaging,
      budget: { take: async () => answers.shift() ?? 'held' },
      awaitingReply: async () => 37,
    };

    expect(await notifyStaff(visitorMessage('First'), dependencies)).toMatchObject({
      status: 'sent',
    });
    expect(await notifyStaff(visitorMessage('Second'), dependencies)).toMatchObject({
      status: 'sent',
      summary: true,
    });
    expect(await notifyStaff(visitorMessage('Third'), dependencies)).toEqual({
      status: 'skipped',
      reason: 'capped',
    });
    expect(batches.map((batch) => batch[0]?.data?.body)).toEqual([
      'Session 3f9c2a7e: First',
      '37 conversations are waiting for a reply. More notifications in a minute: open the console.',
    ]);
    // The summary carries no visitor's words and opens the list, under the one shared tag.
    expect(batches[1]?.[0]?.data).toMatchObject({ type: 'summary', url: '/admin/chat' });
    expect(batches[1]?.[0]?.data).not.toHaveProperty('sessionId');
  });

  it('says one conversation in the singular', () => {
    expect(summaryText(1)).toBe(
      '1 conversation is waiting for a reply. More notifications in a minute: open the console.',
    );
  });

  it('sends in batches of at most 500 devices', async () => {
    const { messaging, batches } = fakeMessaging();
    const many = Array.from({ length: SEND_BATCH_SIZE + 3 }, (_, i) => ({
      id: `d${i}`,
      token: `t${i}`,
    }));
    const { repository } = fakeDevices(many);

    const result = await notifyStaff(visitorMessage(), {
      devices: repository,
      staff,
      throttle,
      messaging,
    });

    expect(batches.map((b) => b.length)).toEqual([SEND_BATCH_SIZE, 3]);
    expect(result).toMatchObject({ status: 'sent', successCount: SEND_BATCH_SIZE + 3 });
  });
});

describe('cachedStaffDirectory', () => {
  it('asks Auth once per member of staff within the minute, then again', async () => {
    let clock = 0;
    let claim = true;
    let lookups = 0;
    const directory = cachedStaffDirectory(
      {
        async isStaff() {
          lookups += 1;
          return claim;
        },
      },
      { ttlMs: 60_000, now: () => clock },
    );
    expect(await directory.isStaff('a')).toBe(true);
    claim = false; // revoked now
    clock = 59_999;
    expect(await directory.isStaff('a')).toBe(true);
    expect(lookups).toBe(1);
    clock = 60_000;
    expect(await directory.isStaff('a')).toBe(false);
    expect(lookups).toBe(2);
  });
});

describe('isDeadRegistration', () => {
  it('treats unregistered and invalid tokens as dead, and a malformed token reported as invalid-argument', () => {
    expect(isDeadRegistration(NOT_REGISTERED)).toBe(true);
    expect(isDeadRegistration(INVALID_TOKEN)).toBe(true);
    expect(isDeadRegistration(MALFORMED_TOKEN)).toBe(true);
  });

  it('keeps the registration when the fault is ours or passing', () => {
    expect(isDeadRegistration(BAD_PAYLOAD)).toBe(false);
    expect(isDeadRegistration(UNAVAILABLE)).toBe(false);
    expect(isDeadRegistration(undefined)).toBe(false);
  });
});

describe('the push itself', () => {
  it('is data-only (the service worker displays it) and urgent', () => {
    const push = buildPush('token', SESSION, { content: 'Hello' });
    expect(push).not.toHaveProperty('notification');
    expect(push.webpush?.headers).toEqual({ Urgency: 'high', TTL: '86400' });
  });

  it('previews long or multi-line messages on one short line', () => {
    expect(previewOf({ content: '  Two\n\nlines  ' })).toBe('Two lines');
    const preview = previewOf({ content: 'word '.repeat(40) });
    expect(preview.length).toBeLessThanOrEqual(80);
    expect(preview.endsWith('…')).toBe(true);
    expect(previewOf({ content: 42 })).toBe('');
  });

  it('cuts the preview between characters, never inside an emoji', () => {
    // 78 letters, then emoji (two UTF-16 units each) across the cut at character 79.
    const preview = previewOf({ content: `${'a'.repeat(78)}😀😀😀` });
    expect(Array.from(preview)).toHaveLength(80);
    expect(preview).toBe(`${'a'.repeat(78)}😀…`);
    // No lone surrogate anywhere: the string survives a UTF-8 round trip unchanged.
    expect(new TextDecoder().decode(new TextEncoder().encode(preview))).toBe(preview);
    expect(previewOf({ content: '😀'.repeat(80) })).toBe('😀'.repeat(80));
  });

  it('names photos first, then the words: "📷 Photo", "📷 2 photos"', () => {
    const photo = { id: 'photo-0001', width: 1600, height: 1200 };
    expect(buildPush('t', SESSION, { content: '', photos: [photo] }).data?.body).toBe(
      `Session ${SESSION.slice(0, 8)}: 📷 Photo`,
    );
    expect(previewOf({ content: 'Swirls  on\nthe bonnet', photos: [photo, photo] })).toBe(
      '📷 2 photos Swirls on the bonnet',
    );
    expect(previewOf({ content: 'No photos', photos: 'not a list' })).toBe('No photos');
  });

  it('links to the conversation in the console, with the id encoded', () => {
    expect(buildPush('t', 'abc_DEF-123', { content: 'x' }).data?.url).toBe(
      '/admin/chat?session=abc_DEF-123',
    );
  });
});
