import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { BOOKING_TEXTS, type BookingSettings, londonTime } from '@detailing/core/booking';
import { BOOKING_DAYS, BOOKINGS, PHOTOS, REQUESTS } from '@detailing/core/collections';
import { describe, expect, it } from 'vitest';
import { adminAppPerTest } from './testing/admin-app.js';
import { bookingEndpoint, SITE } from './testing/booking-endpoint.js';
import { BOOKING_HEADLINES, MANAGE_TEXTS } from './booking-manage.js';
import { MOVE_PROBLEMS } from './booking-move.js';
import { BOOKING_PAGE_TEXTS } from './booking-pages.js';
import { MAIL } from '@detailing/core/collections';
import { sendBookingReminders } from './booking-reminders.js';

let db: Firestore;

adminAppPerTest('bookings', (app) => {
  db = getFirestore(app);
});

/** Monday 30 November 2026, 09:00 in London (GMT). */
const NOW = Date.UTC(2026, 10, 30, 9, 0);

const endpoint = (settings?: Partial<BookingSettings>) => bookingEndpoint(db, NOW, settings);

const ME = { name: 'Sam Carter', phone: '07700 900123', email: 'sam@example.com' };
const stored = async () => (await db.collection(BOOKINGS).get()).docs.map((d) => d.data());

describe('/api/bookings on Firestore (emulator)', () => {
  it('shows free slots, takes one, and holds its days: a Ceramic Coating, Large, two days', async () => {
    const api = endpoint();
    const slots = await api.slots('service=ceramic-coating&size=large&addOn=Glass+Coating');
    expect(slots.http).toBe(200);
    expect(slots.job).toMatchObject({ total: 800, length: { days: 2 } });
    // 24 hours' notice from Monday 09:00: Tuesday's 08:30 is too near; Wednesday opens the list.
    const [first] = slots.days;
    expect(first).toEqual({ date: '2026-12-02', starts: [londonTime('2026-12-02', '08:30')] });
    const booked = await api.bookJson({
      service: 'ceramic-coating',
      size: 'large',
      addOns: ['Glass Coating'],
      start: first.starts[0],
      ...ME,
    });
    expect(booked).toMatchObject({ http: 201, status: 'requested', id: expect.any(String) });
    expect(booked.manage).toMatch(`${SITE}/api/bookings/manage?b=${booked.id}&t=`);
    const [booking] = await stored();
    expect(booking).toMatchObject({
      status: 'requested',
      date: '2026-12-02',
      job: { serviceName: 'Ceramic Coating', total: 800, size: 'large' },
      ...ME,
    });
    // Wednesday and Thursday are held: the next two-day start is Friday (then Monday).
    const days = await db.collection(BOOKING_DAYS).get();
    expect(days.docs.map((d) => d.id)).toEqual(['2026-12-02', '2026-12-03']);
    const after = await api.slots('service=ceramic-coating&size=large');
    expect(after.days[0].date).toBe('2026-12-04');
  });

  it('gives the last slot to one of twenty visitors at once; the rest are told and shown the next', async () => {
    // One 90-minute opening on each of two days: Wednesday's is the slot they race for.
    const only = { open: '10:00', close: '11:30' };
    const api = endpoint({
      hours: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
      exceptions: { '2026-12-02': only, '2026-12-03': only },
    });
    const start = londonTime('2026-12-02', '10:00');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.bookJson(
          { service: 'headlight-restoration', size: 'small', start, ...ME, name: `Driver ${i}` },
          `203.0.113.${i + 1}`,
        ),
      ),
    );
    expect(answers.map((a) => a.http).sort()).toEqual([201, ...Array(19).fill(409)]);
    const refused = answers.filter((a) => a.http !== 201);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(answer).toMatchObject({
        http: 409,
        problems: { start: BOOKING_TEXTS.slotTaken },
        days: [{ date: '2026-12-03', starts: [londonTime('2026-12-03', '10:00')] }],
      });
    }
    expect(await stored()).toHaveLength(1);
    const day = await db.collection(BOOKING_DAYS).doc('2026-12-02').get();
    expect(Object.keys(day.get('held'))).toHaveLength(1);
  });

  it('refuses with the field’s words and stores nothing: outside the area, a quote, a bad field, a gone time', async () => {
    const api = endpoint();
    const wash = { service: 'decontamination-wash', size: 'medium', ...ME, address: '1 High St' };
    const slots = await api.slots('service=decontamination-wash&size=medium&postcode=bh23+1aa');
    const start = slots.days[0].starts[0];
    expect(await api.bookJson({ ...wash, postcode: 'SO40 1AA', start })).toEqual({
      http: 422,
      problems: { postcode: BOOKING_TEXTS.outsideArea('SO40 1AA', '07700 900461') },
    });
    expect(await api.slots('service=ppf&size=small')).toEqual({
      http: 422,
      problems: { service: BOOKING_TEXTS.quoteRequired },
    });
    expect(await api.bookJson({ ...wash, postcode: 'BH23 1AA', start, email: 'sam@' })).toEqual({
      http: 422,
      problems: { email: BOOKING_TEXTS.email },
    });
    // Monday 10:00 is an hour away (24 hours' notice); 10:10 is off the grid.
    for (const time of [londonTime('2026-11-30', '10:00'), start + 10 * 60_000]) {
      const gone = await api.bookJson({ ...wash, postcode: 'BH23 1AA', start: time });
      expect(gone).toMatchObject({ http: 409, problems: { start: BOOKING_TEXTS.slotGone } });
    }
    expect(await stored()).toEqual([]);
  });

  it('keeps up to four photos with a booking, each a JPEG or WebP by its bytes; refuses the rest whole', async () => {
    const api = endpoint();
    const [day] = (await api.slots('service=headlight-restoration&size=small')).days;
    const jpeg = (size: number) =>
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size)]).toString('base64');
    const photo = (id: string, image = jpeg(2000)) => ({
      id,
      type: 'image/jpeg',
      width: 1200,
      height: 900,
      image,
      thumb: jpeg(200),
    });
    const job = { service: 'headlight-restoration', size: 'small', ...ME, start: day.starts[0] };
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]).toString('base64');
    for (const photos of [
      // A PNG called a JPEG, one too large, five, two with one id, a thumbnail missing.
      [photo('photo00000000000001', png)],
      [photo('photo00000000000001', jpeg(700_000))],
      ['1', '2', '3', '4', '5'].map((n) => photo(`photo0000000000000${n}`)),
      [photo('photo00000000000001'), photo('photo00000000000001')],
      [{ ...photo('photo00000000000001'), thumb: undefined }],
    ]) {
      expect(await api.bookJson({ ...job, photos })).toEqual({
        http: 422,
        problems: { photos: BOOKING_TEXTS.photos },
      });
    }
    expect(await stored()).toHaveLength(0);

    const booked = await api.bookJson({
      ...job,
      photos: [photo('photo00000000000001'), photo('photo00000000000002')],
    });
    expect(booked.http).toBe(201);
    const doc = db.collection(BOOKINGS).doc(booked.id);
    expect((await doc.get()).get('photos')).toEqual([
      { id: 'photo00000000000001', width: 1200, height: 900 },
      { id: 'photo00000000000002', width: 1200, height: 900 },
    ]);
    const kept = await doc.collection(PHOTOS).doc('photo00000000000001').get();
    expect(kept.get('type')).toBe('image/jpeg');
    expect(Buffer.from(kept.get('image'))).toEqual(Buffer.from(jpeg(2000), 'base64'));
  });

  it('books without JavaScript: the times on a page, then the booking’s own page', async () => {
    const api = endpoint();
    const fields = new URLSearchParams({
      service: 'maintenance-detail-in-out',
      size: 'small',
      postcode: 'bh23 1aa',
      address: '1 High Street, Christchurch',
      ...ME,
    });
    fields.append('addOn', 'Pet hair removal');
    const times = await api.bookForm(fields);
    expect(times.status).toBe(200);
    expect(times.body).toContain(BOOKING_PAGE_TEXTS.chooseTitle);
    expect(times.body).toContain('Tuesday 1 December');
    const first = /name="start" value="(\d+)"/.exec(times.body)?.[1] ?? '';
    // Every field rides along as a hidden input.
    expect(times.body).toContain('<input type="hidden" name="addOn" value="Pet hair removal"/>');
    fields.set('start', first);
    const booked = await api.bookForm(fields);
    expect(booked.status).toBe(303);
    const manage = booked.headers.location ?? '';
    const own = await api.get(manage.slice(SITE.length));
    expect(own.status).toBe(200);
    expect(own.body).toContain(BOOKING_HEADLINES.requested);
    expect(own.body).toContain('In &amp; Out Maintenance Detail with Pet hair removal: £100');
    expect(own.body).toContain('at your address in BH23 1AA');
    // The address the visitor typed is not shown to whoever holds the link.
    expect(own.body).not.toContain('High Street');
    const forged = await api.get(manage.slice(SITE.length).replace(/t=[^&]+/, 't=forged'));
    expect(forged.status).toBe(404);

    // The customer cancels from the link: asked once more, then cancelled, the time free again.
    expect(own.body).toContain(MANAGE_TEXTS.cancel);
    const key = Object.fromEntries(new URL(manage).searchParams);
    const sure = await api.manageForm({ ...key, action: 'cancel' });
    expect(sure.body).toContain(MANAGE_TEXTS.sure);
    expect(
      (await api.manageForm({ b: key.b ?? '', t: 'forged', action: 'cancel-sure' })).status,
    ).toBe(404);
    const done = await api.manageForm({ ...key, action: 'cancel-sure' });
    expect(done).toMatchObject({ status: 303, headers: { location: manage } });
    const [cancelled] = await stored();
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'customer' });
    expect((await db.collection(MAIL).doc(`booking-${key.b}-cancelled-1`).get()).exists).toBe(true);
    const owner = await db.collection(MAIL).doc(`booking-owner-${key.b}-cancelled-1`).get();
    expect(owner.get('message.subject')).toMatch(/^Cancelled by the customer: /);
    const after = await api.get(manage.slice(SITE.length));
    expect(after.body).toContain('<h1>Cancelled</h1>');
    expect(after.body).not.toContain(MANAGE_TEXTS.cancel);
    expect(
      (await api.slots('service=maintenance-detail-in-out&size=small&postcode=BH23+1AA')).days[0]
        .starts,
    ).toContain(Number(first));
  });

  it('lets staff confirm, decline and cancel: each e-mails the customer; a freed slot is free again', async () => {
    const api = endpoint();
    const slots = await api.slots('service=headlight-restoration&size=small');
    const start = slots.days[0].starts[0];
    const booked = await api.bookJson({
      service: 'headlight-restoration',
      size: 'small',
      start,
      ...ME,
    });
    // Nobody's token, a malformed change, an action the status does not allow.
    expect(await api.staffAct({ id: booked.id, action: 'confirm' }, 'forged')).toMatchObject({
      http: 403,
    });
    expect(await api.staffAct({ id: booked.id, action: 'delete' })).toMatchObject({ http: 400 });
    expect(await api.staffAct({ id: booked.id, action: 'done' })).toMatchObject({ http: 409 });
    expect(await api.staffAct({ id: 'nope', action: 'confirm' })).toMatchObject({ http: 404 });

    expect(await api.staffAct({ id: booked.id, action: 'confirm' })).toEqual({
      http: 200,
      status: 'confirmed',
    });
    const confirmed = await db.collection(MAIL).doc(`booking-${booked.id}-confirmed-1`).get();
    expect(confirmed.get('message.subject')).toMatch(/^Booked: Headlight Restoration on /);
    expect(confirmed.get('message').attachments[0].content).toContain('STATUS:CONFIRMED');
    expect((await db.collection(BOOKINGS).doc(booked.id).get()).get('confirmedBy')).toBe('staff-1');
    // Taken: the first start is no longer offered.
    expect(
      (await api.slots('service=headlight-restoration&size=small')).days[0].starts,
    ).not.toContain(start);

    expect(await api.staffAct({ id: booked.id, action: 'cancel' })).toEqual({
      http: 200,
      status: 'cancelled',
    });
    const cancelled = await db.collection(MAIL).doc(`booking-${booked.id}-cancelled-2`).get();
    expect(cancelled.get('message').attachments[0].content).toContain('METHOD:CANCEL');
    expect((await api.slots('service=headlight-restoration&size=small')).days[0].starts).toContain(
      start,
    );
    // Cancelled is final.
    expect(await api.staffAct({ id: booked.id, action: 'confirm' })).toMatchObject({ http: 409 });
  });

  it('lets staff move a booking or suggest a time: its own time counts free, a taken one is refused', async () => {
    const api = endpoint();
    const job = { service: 'headlight-restoration', size: 'small', ...ME };
    // Tuesday 1 December: 90-minute jobs, 30 minutes' travel between them.
    const [day] = (await api.slots('service=headlight-restoration&size=small')).days;
    const at = (time: string) => londonTime(day.date, time);
    const [first, second, third] = [at('09:00'), at('12:00'), at('16:00')];
    const a = await api.bookJson({ ...job, start: first });
    const b = await api.bookJson({ ...job, start: third });
    expect([a.http, b.http]).toEqual([201, 201]);
    const times = await api.staffAct({ id: a.id, action: 'times' });
    expect(times.http).toBe(200);
    // Staff are not held to the minimum notice: today (Monday, now 09:00) is offered to them.
    expect(times.days[0].date).toBe('2026-11-30');
    expect(times.days[0].starts[0]).toBe(londonTime('2026-11-30', '09:00'));
    // A's own start is offered to A; B's is not.
    const tuesday = times.days.find((d: { date: string }) => d.date === day.date);
    expect(tuesday.starts).toContain(first);
    expect(tuesday.starts).not.toContain(third);
    expect(await api.staffAct({ id: a.id, action: 'times' }, 'forged')).toMatchObject({
      http: 403,
    });
    expect(await api.staffAct({ id: a.id, action: 'move' })).toMatchObject({ http: 400 });
    expect(await api.staffAct({ id: a.id, action: 'move', start: third })).toEqual({
      http: 409,
      problem: MOVE_PROBLEMS.taken,
    });
    expect(await api.staffAct({ id: a.id, action: 'move', start: NOW - 3_600_000 })).toMatchObject({
      http: 409,
    });

    expect(await api.staffAct({ id: a.id, action: 'suggest', start: second })).toEqual({
      http: 200,
      status: 'requested',
    });
    expect((await db.collection(BOOKINGS).doc(a.id).get()).data()).toMatchObject({
      start: second,
      suggested: true,
      revision: 1,
      movedBy: 'staff-1',
    });
    const held = (await db.collection(BOOKING_DAYS).doc(day.date).get()).get('held');
    expect(held[a.id]).toEqual([{ start: second, end: expect.any(Number) }]);
    const mail = await db.collection(MAIL).doc(`booking-${a.id}-suggested-1`).get();
    expect(mail.get('message.subject')).toMatch(/^Can you do another time\? Headlight Restoration/);
    expect(mail.get('message').attachments[0].content).toContain('SEQUENCE:1');
    // The first start is free again; a confirmed booking moves and stays confirmed.
    expect(await api.staffAct({ id: b.id, action: 'confirm' })).toMatchObject({ http: 200 });
    expect(await api.staffAct({ id: b.id, action: 'suggest', start: first })).toMatchObject({
      http: 409,
      problem: MOVE_PROBLEMS['not-allowed'],
    });
    expect(await api.staffAct({ id: b.id, action: 'move', start: first })).toEqual({
      http: 200,
      status: 'confirmed',
    });
    const moved = await db.collection(MAIL).doc(`booking-${b.id}-moved-2`).get();
    expect(moved.get('message.subject')).toMatch(/^New time: Headlight Restoration/);
    expect(moved.get('message').attachments[0].content).toContain('STATUS:CONFIRMED');
  });

  it('moves two bookings racing for one time: exactly one gets it', async () => {
    const api = endpoint();
    const job = { service: 'headlight-restoration', size: 'small', ...ME };
    const [day] = (await api.slots('service=headlight-restoration&size=small')).days;
    const target = day.starts[2];
    const ids: string[] = [];
    for (const start of [day.starts[0], day.starts.at(-1)]) {
      ids.push((await api.bookJson({ ...job, start })).id);
    }
    const answers = await Promise.all(
      ids.map((id) => api.staffAct({ id, action: 'move', start: target })),
    );
    expect(answers.map((a) => a.http).sort()).toEqual([200, 409]);
    const held = (await db.collection(BOOKING_DAYS).doc(day.date).get()).get('held');
    const onTarget = Object.values(held as Record<string, { start: number }[]>).filter(
      (spans) => spans[0]?.start === target,
    );
    expect(onTarget).toHaveLength(1);
    expect(Object.keys(held)).toHaveLength(2);
  });

  it('lets the customer take a suggested time, or choose another from their link', async () => {
    const api = endpoint();
    const job = { service: 'headlight-restoration', size: 'small', ...ME };
    const [day, next] = (await api.slots('service=headlight-restoration&size=small')).days;
    const booked = await api.bookJson({ ...job, start: day.starts[0] });
    const manage = new URL(booked.manage);
    const key = Object.fromEntries(manage.searchParams);
    await api.staffAct({ id: booked.id, action: 'suggest', start: day.starts[1] });
    const page = await api.get(`${manage.pathname}${manage.search}`);
    expect(page.body).toContain(`<h1>${MANAGE_TEXTS.suggested}</h1>`);
    expect(page.body).toContain(MANAGE_TEXTS.accept);
    expect((await api.manageForm({ b: key.b ?? '', t: 'forged', action: 'accept' })).status).toBe(
      404,
    );
    expect(await api.manageForm({ ...key, action: 'accept' })).toMatchObject({ status: 303 });
    expect((await db.collection(BOOKINGS).doc(booked.id).get()).data()).toMatchObject({
      status: 'confirmed',
      suggested: false,
      confirmedBy: 'customer',
    });
    expect((await db.collection(MAIL).doc(`booking-${booked.id}-confirmed-2`).get()).exists).toBe(
      true,
    );
    const owner = await db.collection(MAIL).doc(`booking-owner-${booked.id}-accepted-2`).get();
    expect(owner.get('to')).toBe('owner@example.com');

    // Another time: the free days on a page (its own time among them), then the move.
    const times = await api.manageForm({ ...key, action: 'times' });
    expect(times.status).toBe(200);
    expect(times.body).toContain(`value="${day.starts[1]}"`);
    expect(times.body).toContain('<input type="hidden" name="action" value="move"/>');
    const other = await api.bookJson({ ...job, start: next.starts[0] });
    // A time taken meanwhile: told, and shown the times again; nothing changed.
    const taken = await api.manageForm({ ...key, action: 'move', start: String(next.starts[0]) });
    expect(taken.status).toBe(409);
    expect(taken.body).toContain(MOVE_PROBLEMS.taken);
    expect(other.http).toBe(201);
    const start = next.starts.at(-1);
    expect(await api.manageForm({ ...key, action: 'move', start: String(start) })).toMatchObject({
      status: 303,
      headers: { location: booked.manage },
    });
    // A customer's new time waits for the owner again (bookings are not instant).
    expect((await db.collection(BOOKINGS).doc(booked.id).get()).data()).toMatchObject({
      status: 'requested',
      start,
      date: next.date,
      movedBy: 'customer',
      revision: 3,
    });
    const mail = await db.collection(MAIL).doc(`booking-${booked.id}-rescheduled-3`).get();
    expect(mail.get('message.subject')).toMatch(/^New time requested: /);
    const told = await db.collection(MAIL).doc(`booking-owner-${booked.id}-moved-3`).get();
    expect(told.get('message.subject')).toMatch(/^Moved by the customer: /);
    expect((await db.collection(BOOKING_DAYS).doc(day.date).get()).get('held')).toEqual({});
  });

  it('keeps a link from flooding an inbox: three e-mails a day, then the client’s limit', async () => {
    const api = endpoint();
    const [day] = (await api.slots('service=headlight-restoration&size=small')).days;
    const booked = await api.bookJson({
      service: 'headlight-restoration',
      size: 'small',
      start: day.starts[0],
      ...ME,
    });
    const key = Object.fromEntries(new URL(booked.manage).searchParams);
    const move = (start: number) =>
      api.manageForm({ ...key, action: 'move', start: String(start) });
    // The booking took one of the client's five an hour; four changes take the rest.
    for (const start of [day.starts[4], day.starts[0], day.starts[4], day.starts[0]]) {
      expect((await move(start)).status).toBe(303);
    }
    const mails = (await db.collection(MAIL).get()).docs.map((doc) => doc.id);
    expect(mails.filter((id) => id.startsWith(`booking-${booked.id}-rescheduled-`)).sort()).toEqual(
      [1, 2, 3].map((revision) => `booking-${booked.id}-rescheduled-${revision}`),
    );
    const limited = await move(day.starts[4]);
    expect(limited.status).toBe(429);
    expect(limited.body).toContain(BOOKING_PAGE_TEXTS.limited);
  });

  it('lets staff book for a customer from a request: into the diary, the request booked and linked', async () => {
    const api = endpoint();
    await db
      .collection(REQUESTS)
      .doc('req1')
      .set({
        source: 'callback',
        name: 'Jo Bloggs',
        phone: '07700 900555',
        status: 'contacted',
        createdAt: new Date(NOW),
      });
    const [day] = (await api.slots('service=headlight-restoration&size=small')).days;
    const fields = {
      action: 'create',
      requestId: 'req1',
      service: 'headlight-restoration',
      size: 'small',
      start: day.starts[0],
      name: 'Jo Bloggs',
      phone: '07700 900555',
      // A customer with no e-mail: staff leave it empty.
      email: '',
    };
    // Nobody's token; a request that is not there; a bad field, with its words.
    expect(await api.staffAct(fields, 'forged')).toMatchObject({ http: 403 });
    expect(await api.staffAct({ ...fields, requestId: 'gone' })).toMatchObject({ http: 404 });
    expect(await api.staffAct({ ...fields, phone: 'call me' })).toEqual({
      http: 422,
      problems: { phone: BOOKING_TEXTS.phone },
    });
    expect(await stored()).toHaveLength(0);

    const made = await api.staffAct(fields);
    expect(made).toEqual({ http: 201, id: expect.any(String), status: 'confirmed' });
    expect((await db.collection(BOOKINGS).doc(made.id).get()).data()).toMatchObject({
      status: 'confirmed',
      createdBy: 'staff-1',
      requestId: 'req1',
      email: '',
      job: { total: 100 },
    });
    expect((await db.collection(REQUESTS).doc('req1').get()).data()).toMatchObject({
      status: 'booked',
      bookingId: made.id,
    });
    // Its time is held like any other; the e-mail is never sent to nobody.
    expect(await api.staffAct({ ...fields, requestId: undefined })).toMatchObject({
      http: 409,
      problems: { start: BOOKING_TEXTS.slotTaken },
    });
    expect(
      await api.staffAct({ id: made.id, action: 'move', start: day.starts.at(-1) }),
    ).toMatchObject({
      http: 200,
    });
    expect((await db.collection(MAIL).get()).docs.map((doc) => doc.id)).toEqual([]);
  });

  it('reminds a confirmed booking once, a day before; not one confirmed within the day, nor a cancelled one', async () => {
    const api = endpoint();
    const slots = await api.slots('service=headlight-restoration&size=small');
    // Days ahead (confirmed now, more than a day before), and the first free one.
    const [soon, , first, second] = slots.days.map((day: { starts: number[] }) => day.starts[0]);
    const book = async (start: number) => {
      const booked = await api.bookJson({
        service: 'headlight-restoration',
        size: 'small',
        start,
        ...ME,
      });
      await api.staffAct({ id: booked.id, action: 'confirm' });
      return booked.id as string;
    };
    const [kept, cancelled] = [await book(first), await book(second)];
    await book(soon);
    await api.staffAct({ id: cancelled, action: 'cancel' });
    const remind = (now: number) =>
      sendBookingReminders({
        db,
        hoursBefore: 24,
        links: (id, service) => ({
          manage: `${SITE}/m?b=${id}`,
          bookAgain: `${SITE}/book-online/${service}`,
        }),
        phone: async () => '07700 900461',
        now: () => now,
      });
    // Two days before: nothing yet.
    expect(await remind(first - 48 * 3_600_000)).toEqual({ sent: 0 });
    expect(await remind(first - 23 * 3_600_000)).toEqual({ sent: 1 });
    const mail = await db.collection(MAIL).doc(`booking-${kept}-reminder-1`).get();
    expect(mail.get('message').subject).toMatch(/^Reminder: Headlight Restoration on /);
    expect(await remind(first - 22 * 3_600_000)).toEqual({ sent: 0 });
    expect((await db.collection(MAIL).doc(`booking-${cancelled}-reminder-2`).get()).exists).toBe(
      false,
    );
    // Confirmed (at NOW) a day or less before its start: the confirmation was the reminder.
    expect(soon - NOW).toBeLessThanOrEqual(24 * 3_600_000);
    expect(await remind(soon - 3_600_000)).toEqual({ sent: 0 });
  });
});
