import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  type DocumentData,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import {
  messageBatch,
  newId,
  seedDoc,
  seedSession,
  rulesEnvironmentForFile,
} from '../../testing/rules-fixtures';
import { SETTINGS } from '../../shared/domain/collections';

const rules = rulesEnvironmentForFile('rules-settings');
const { staff, nobody, revoked } = rules;
const visitor = (uid = 'visitor-1') => rules.visitor(uid);

const range = (open: string, close: string) => ({ open, close });
const valid = (): DocumentData => ({
  hours: {
    mon: range('08:00', '18:00'),
    tue: range('08:00', '18:00'),
    wed: range('08:00', '18:00'),
    thu: range('08:00', '18:00'),
    fri: range('08:00', '18:00'),
    sat: range('09:00', '16:00'),
    sun: null,
  },
  away: false,
  awayMessage: 'We are away; we will reply soon.',
});

const withHours = (changes: DocumentData): DocumentData => ({
  ...valid(),
  hours: { ...valid().hours, ...changes },
});

type Db = ReturnType<typeof staff>;
const settingsRef = (db: Db, id = 'chat') => doc(db, 'settings', id);

beforeEach(async () => {
  await seedDoc(rules.env, 'settings/chat', valid());
});

describe('firestore.rules: settings/chat', () => {
  it('lets anyone read it: staff, a visitor, and a visitor not yet signed in', async () => {
    await assertSucceeds(getDoc(settingsRef(staff())));
    await assertSucceeds(getDoc(settingsRef(visitor())));
    await assertSucceeds(getDoc(settingsRef(nobody())));
  });

  it('lets nobody list settings or read another settings document', async () => {
    await assertFails(getDocs(collection(staff(), SETTINGS)));
    await assertFails(getDoc(settingsRef(nobody(), 'secrets')));
  });

  it('lets staff save valid settings, closed days and the away switch included', async () => {
    await assertSucceeds(setDoc(settingsRef(staff()), { ...valid(), away: true }));
    await assertSucceeds(updateDoc(settingsRef(staff()), { away: false }));
    await assertSucceeds(setDoc(settingsRef(staff()), withHours({ mon: null, sat: null })));
  });

  it('refuses writes by a visitor, a visitor not signed in, and a former member of staff', async () => {
    await assertFails(setDoc(settingsRef(visitor()), { ...valid(), away: true }));
    await assertFails(updateDoc(settingsRef(visitor()), { away: true }));
    await assertFails(setDoc(settingsRef(nobody()), valid()));
    await assertFails(setDoc(settingsRef(revoked()), { ...valid(), away: true }));
  });

  it('refuses any other settings document, and deleting', async () => {
    await assertFails(setDoc(settingsRef(staff(), 'other'), valid()));
    await assertFails(deleteDoc(settingsRef(staff())));
  });

  it.each<[string, DocumentData]>([
    ['an opening time not HH:MM', withHours({ mon: range('8:00', '18:00') })],
    ['a closing time past 23:59', withHours({ mon: range('08:00', '24:00') })],
    ['minutes past 59', withHours({ mon: range('08:60', '18:00') })],
    ['opening after closing', withHours({ tue: range('18:00', '08:00') })],
    ['opening equal to closing', withHours({ tue: range('09:00', '09:00') })],
    ['a time that is a number', withHours({ wed: { open: 800, close: 1800 } })],
    ['a range with an extra field', withHours({ thu: { ...range('08:00', '18:00'), note: 'x' } })],
    ['a range without its close', withHours({ thu: { open: '08:00' } })],
    ['a day as a list of ranges', withHours({ fri: [range('08:00', '18:00')] })],
    ['an eighth day', withHours({ holiday: null })],
    [
      'a missing day',
      { ...valid(), hours: Object.fromEntries(Object.entries(valid().hours).slice(0, 6)) },
    ],
    ['away not a boolean', { ...valid(), away: 'yes' }],
    ['an empty away message', { ...valid(), awayMessage: '' }],
    ['an away message with surrounding spaces', { ...valid(), awayMessage: ' Away ' }],
    ['an away message of 501 characters', { ...valid(), awayMessage: 'x'.repeat(501) }],
    ['an away message with a control character', { ...valid(), awayMessage: 'Away\u0007' }],
    ['an extra field', { ...valid(), updatedBy: 'staff-1' }],
    ['no away message', { hours: valid().hours, away: false }],
  ])('refuses settings with %s, even from staff', async (_label, data) => {
    await assertFails(setDoc(settingsRef(staff()), data));
  });

  it('accepts an away message of exactly 500 characters', async () => {
    await assertSucceeds(
      setDoc(settingsRef(staff()), { ...valid(), awayMessage: 'x'.repeat(500) }),
    );
  });
});

describe('firestore.rules: the automatic reply cannot be forged', () => {
  it('refuses `automatic` on a message from a visitor or from staff', async () => {
    const sessionId = newId('session');
    await seedSession(rules.env, sessionId, { visitorUid: 'visitor-1' });
    await assertFails(
      messageBatch(visitor(), sessionId, newId('message'), { message: { automatic: true } }),
    );
    await assertFails(
      messageBatch(staff(), sessionId, newId('message'), {
        sender: 'admin',
        message: { automatic: true },
      }),
    );
    // The same message without it is accepted (the refusal above is about the field).
    await assertSucceeds(messageBatch(visitor(), sessionId, newId('message')));
  });
});
