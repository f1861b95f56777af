import { createRequestsStore, type LeadRequest, type RequestsStore } from '@detailing/core';
import { createMemoryChat } from '@detailing/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RequestCard } from './request-card';

// Issue #41: the site's forms once stored any e-mail address as typed, and the card built its
// `mailto:` from it as it was: `sam@example.com?cc=boss@evil.example&body=...` opened staff's
// mail client with a copy to the attacker and a body of the attacker's words. The endpoint now
// refuses such an address, but requests stored before it did keep theirs: the card must still
// link to exactly the address, and call exactly the number.

const stores: RequestsStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.getState().dispose();
});

const HOSTILE_EMAIL =
  'sam@example.com?cc=boss@evil.example&bcc=all@evil.example&subject=Invoice&body=Pay%20here';

function renderCard(overrides: Partial<LeadRequest>) {
  const memory = createMemoryChat();
  const request: LeadRequest = {
    id: 'r-1',
    source: 'contact',
    name: 'Mallory',
    phone: '07700 900123',
    status: 'new',
    createdAt: Date.now(),
    ...overrides,
  };
  memory.seedRequest(request);
  const store = createRequestsStore(memory.staff());
  stores.push(store);
  return render(
    <RequestCard
      request={request}
      store={store}
      now={Date.now()}
      onOpenConversation={() => undefined}
    />,
  );
}

/** The headers a mail client would take from a `mailto:` link. */
function mailHeaders(href: string): string[] {
  const url = new URL(href);
  return [...url.searchParams.keys()].map((key) => key.toLowerCase());
}

describe('a request card, given a hostile stored e-mail and phone', () => {
  it('links to exactly the stored address, with no cc, bcc, subject or body', async () => {
    await renderCard({ email: HOSTILE_EMAIL });
    const link = page.getByRole('link', { name: HOSTILE_EMAIL });
    await expect.element(link).toBeVisible();
    const href = link.element().getAttribute('href') ?? '';
    expect(href).toMatch(/^mailto:/);
    expect(mailHeaders(href)).toEqual([]);
    expect(href).not.toMatch(/[?&#]|cc=|bcc=|subject=|body=/i);
    expect(decodeURIComponent(new URL(href).pathname)).toBe(HOSTILE_EMAIL);
  });

  it('calls only the digits of a stored phone, never another scheme', async () => {
    await renderCard({ phone: 'javascript:alert(1)//+44 7700?x=1' });
    await expect
      .element(page.getByRole('link', { name: 'Call Mallory' }))
      .toHaveAttribute('href', 'tel:14477001');
  });
});
