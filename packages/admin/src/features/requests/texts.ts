import type { RequestFilter, RequestSource, RequestStatus } from '@detailing/core';

/** The console's words (OWNER-TOOLS.md 1), and ours for the statuses and the sources. */
export const REQUEST_TEXTS_CONSOLE = {
  section: 'Requests',
  filters: { new: 'New', open: 'Open', all: 'All' } satisfies Record<RequestFilter, string>,
  statuses: {
    new: 'New',
    contacted: 'Contacted',
    quoted: 'Quoted',
    booked: 'Booked',
    closed: 'Closed',
  } satisfies Record<RequestStatus, string>,
  sources: {
    callback: 'Callback form',
    booking: 'Booking form',
    contact: 'Contact form',
    'chat-callback': 'Live chat callback',
  } satisfies Record<RequestSource, string>,
  call: 'Call',
} as const;
