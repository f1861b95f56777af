import { DEMO_PROJECT_ID } from '@detailing/core/testing/emulator-config';
import { SESSIONS } from '@detailing/core/domain';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, signInConsole } from './chat-test-project';
import { expect, skipConsultationPopup, test, testClientIp, waitForHydration } from './fixtures';
import { mailDevEmails, type MailDevEmail } from './maildev';
import { requestFrom, requestsFrom, uniqueName } from './requests';
import { MESSAGES } from '@detailing/core/collections';

/**
 * Requests end to end (OWNER-TOOLS.md 1), on the stack's own project: a form post (with and
 * without JavaScript) through Hosting's rewrite to the endpoint, the request in the console's
 * Requests section, live in a second staff context, the owner's e-mail in MailDev, the search
 * across requests and closed conversations, and the endpoint's answers to bad input.
 */

/** The e-mails MailDev holds whose subject names this visitor. */
async function mailsAbout(name: string): Promise<MailDevEmail[]> {
  return (await mailDevEmails()).filter((mail) => mail.subject.includes(name));
}

/** A member of staff in the console's Requests section, in a context of their own. */
async function staffOnRequests(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInConsole(page, '/admin/chat/requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  return { context, page };
}

/** The request's card in the console, found by the visitor's (unique) name. */
const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('a request from the site, in the console', () => {
  test('without JavaScript: the post lands on the thank-you page, in the open console, and in the owner’s inbox', async ({
    browser,
  }) => {
    const staff = await staffOnRequests(browser);
    const name = uniqueName('Robin NoScript');
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    const clientIp = testClientIp();
    await visitor.route('**/api/requests', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': clientIp } }),
    );
    const page = await visitor.newPage();
    await page.goto('/booking');
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Phone number').fill('07700 900555');
    await Promise.all([
      page.waitForURL(/\/thank-you$/),
      page.getByRole('button', { name: 'Request My Booking' }).click(),
    ]);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();

    // Live in the console that was already open (the Open filter), with a tap-to-call link.
    const shown = card(staff.page, name);
    await expect(shown).toBeVisible({ timeout: 15_000 });
    await expect(shown).toContainText('Booking form');
    await expect(shown).toContainText('Not specified');
    await expect(shown.getByRole('link', { name: `Call ${name}` })).toHaveAttribute(
      'href',
      'tel:07700900555',
    );
    await expect(shown.getByRole('radio', { name: 'New' })).toBeChecked();

    // The owner's e-mail, delivered to MailDev by the functions' runner.
    await expect.poll(async () => (await mailsAbout(name)).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await mailsAbout(name);
    expect(mail?.subject).toBe(`Booking request: ${name}`);
    expect(mail?.to.map((to) => to.address)).toEqual(['owner@example.com']);
    expect(mail?.text).toContain('Phone: 07700 900555');
    await Promise.all([staff.context.close(), visitor.close()]);
  });

  test('a status change and notes are seen live by a second member of staff', async ({
    browser,
    page,
  }) => {
    await skipConsultationPopup(page);
    const name = uniqueName('Alex Live');
    await page.goto('/contact');
    await waitForHydration(page);
    const form = page.getByRole('main').locator('form');
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Phone number').fill('07700 900666');
    await form.getByLabel(/Message/).fill('A quote for a ceramic coating, please.');
    await Promise.all([
      page.waitForURL(/\/thank-you$/),
      form.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    const stored = await requestFrom(name);

    const [first, second] = await Promise.all([staffOnRequests(browser), staffOnRequests(browser)]);
    const mine = card(first.page, name);
    const theirs = card(second.page, name);
    await expect(theirs).toContainText('A quote for a ceramic coating, please.');
    await mine.getByRole('radio', { name: 'Quoted' }).check();
    await expect(theirs.getByRole('radio', { name: 'Quoted' })).toBeChecked();
    await mine.getByLabel('Notes (staff only)').fill('Quoted £450, calls back Friday');
    await mine.getByRole('button', { name: 'Save notes' }).click();
    await expect(theirs.getByLabel('Notes (staff only)')).toHaveValue(
      'Quoted £450, calls back Friday',
    );
    await expect
      .poll(async () => (await requestFrom(name))['notes'])
      .toBe('Quoted £450, calls back Friday');
    expect((await requestFrom(name))['status']).toBe('quoted');

    // Closed: out of the Open list on both screens (a click: the card leaves the list at once,
    // so there is no checked box left to wait for), in All; then deleted for an erasure request.
    await mine.getByRole('radio', { name: 'Closed' }).click();
    await expect(mine).toBeHidden();
    await expect(theirs).toBeHidden();
    await second.page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(theirs.getByRole('radio', { name: 'Closed' })).toBeChecked();
    await theirs.getByRole('button', { name: `Delete the request from ${name}` }).click();
    await second.page.getByRole('button', { name: 'Delete for good' }).click();
    await expect(theirs).toBeHidden();
    await expect.poll(async () => (await requestsFrom(name)).length).toBe(0);
    expect(stored['status']).toBe('new');
    await Promise.all([first.context.close(), second.context.close()]);
  });

  test('one search finds the request and a closed conversation of the same person', async ({
    browser,
    request,
  }) => {
    const surname = uniqueName('Searchable').replace(/\s+/g, '');
    const name = `Morgan ${surname}`;
    const posted = await request.post('/api/requests', {
      form: { name, phone: '07700 900777', _subject: 'New General Inquiry from your website!' },
      headers: { 'x-forwarded-for': testClientIp() },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(303);
    // A closed conversation in which the visitor gave the same name.
    const sessionId = `closed${Math.random().toString(36).slice(2, 16)}`;
    const at = Timestamp.now();
    await adminDb(DEMO_PROJECT_ID)
      .collection(SESSIONS)
      .doc(sessionId)
      .set({
        status: 'closed',
        visitorUid: `visitor-${sessionId}`,
        createdAt: at,
        updatedAt: at,
        visitor: { name, phone: '+44 7700 900777' },
        lastMessage: { id: 'm1', content: 'Do you cover Ringwood?', sender: 'user' },
      });
    await adminDb(DEMO_PROJECT_ID)
      .collection(SESSIONS)
      .doc(sessionId)
      .collection(MESSAGES)
      .doc('m1')
      .set({ content: 'Do you cover Ringwood?', sender: 'user', createdAt: at, seq: 0 });

    const staff = await staffOnRequests(browser);
    await staff.page.getByLabel('Search by name, phone or e-mail').fill(surname.toLowerCase());
    await staff.page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(staff.page.getByText(`2 found for “${surname.toLowerCase()}”`)).toBeVisible();
    await expect(card(staff.page, name)).toBeVisible();
    const conversation = staff.page.getByRole('link', { name: new RegExp(`^${name} Closed`) });
    await expect(conversation).toContainText('Closed');
    // The phone number finds both too, typed as the visitor typed neither.
    await staff.page.getByLabel('Search by name, phone or e-mail').fill('7700900777');
    await staff.page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(card(staff.page, name)).toBeVisible();
    await expect(conversation).toBeVisible();
    // The conversation opens in the conversations view.
    await conversation.click();
    await expect(staff.page).toHaveURL(new RegExp(`/admin/chat\\?session=${sessionId}$`));
    await expect(staff.page.getByText('Do you cover Ringwood?')).toBeVisible();
    // And the closed conversations are listed on their own screen.
    await staff.page.goto('/admin/chat/closed');
    await expect(staff.page.getByRole('heading', { name: 'Closed conversations' })).toBeVisible();
    await expect(
      staff.page.getByRole('link', { name: new RegExp(`^${name} Closed`) }),
    ).toBeVisible();
    await staff.context.close();
  });
});

test.describe('the form endpoint refuses bad input, readably', () => {
  const form = { name: 'Bad Input', phone: '07700 900888', _subject: 'New General Inquiry' };

  test('405 for a GET, 413 for an oversize body, 400 page without a phone, 303 home for a foreign _next', async ({
    request,
    baseURL,
  }) => {
    const headers = { 'x-forwarded-for': testClientIp() };
    const get = await request.get('/api/requests', { headers });
    expect(get.status()).toBe(405);
    expect(get.headers()['allow']).toBe('POST');

    const huge = await request.post('/api/requests', {
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      data: `name=Big&phone=1&message=${'x'.repeat(17 * 1024)}`,
    });
    expect(huge.status()).toBe(413);
    expect(await huge.text()).toContain('This request is too long to send.');

    const noPhone = await request.post('/api/requests', {
      headers,
      form: { ...form, phone: '' },
    });
    expect(noPhone.status()).toBe(400);
    const page = await noPhone.text();
    expect(page).toContain('Please provide your name and phone number.');
    expect(page).toContain('Go back to the form');
    expect(page).not.toMatch(/at \w+ \(|Error:/);

    const name = uniqueName('Foreign Next');
    const foreign = await request.post('/api/requests', {
      headers,
      form: { ...form, name, _next: 'https://evil.example/phish' },
      maxRedirects: 0,
    });
    expect(foreign.status()).toBe(303);
    expect(foreign.headers()['location']).toBe(`${baseURL}/thank-you`);
    await requestFrom(name);
  });

  test('a filled honeypot is answered like success and stored nowhere', async ({ request }) => {
    const name = uniqueName('Honey Bot');
    const response = await request.post('/api/requests', {
      headers: { 'x-forwarded-for': testClientIp() },
      form: { ...form, name, _honey: 'http://spam.example' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers()['location']).toMatch(/\/thank-you$/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await requestsFrom(name)).toEqual([]);
  });

  test('a client gets 5 requests an hour: the 6th is refused, another client is not', async ({
    request,
  }) => {
    const client = testClientIp();
    const name = uniqueName('Rate Limited');
    const post = (ip: string) =>
      request.post('/api/requests', {
        headers: { 'x-forwarded-for': ip },
        form: { ...form, name },
        maxRedirects: 0,
      });
    for (let n = 1; n <= 5; n++) expect((await post(client)).status(), `post ${n}`).toBe(303);
    const sixth = await post(client);
    expect(sixth.status()).toBe(429);
    expect(await sixth.text()).toContain('Please try again in an hour.');
    expect((await post(testClientIp())).status()).toBe(303);
    expect(await requestsFrom(name)).toHaveLength(6);
  });
});
