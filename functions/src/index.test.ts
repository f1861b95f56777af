import { describe, expect, it } from 'vitest';
import * as entry from './index.js';
import {
  announceNewRequest,
  chatMailStop,
  closeAndDeleteOldConversations,
  fileChatCallbackOnVisitorMessage,
  markRequestQuotedOnQuote,
  notifyStaffOnVisitorMessage,
  replyWhenAwayOnVisitorMessage,
  requests,
  scheduleReplyMailOnStaffMessage,
  sendReplyMails,
  startSitePublishOnRequest,
  TRIGGERS,
} from './index.js';

/** A Firestore trigger on a document's creation at `document`, retried on a failure or not. */
const created = (document: string, retry: boolean) => ({
  eventTrigger: {
    eventType: 'google.cloud.firestore.document.v1.created',
    eventFilterPathPatterns: { document },
    retry,
  },
});
const MESSAGE = 'chatSessions/{sessionId}/messages/{messageId}';

describe('the one list of triggers (triggers/list.ts)', () => {
  it('is what index.ts deploys: each entry under its name and kind, and no trigger beside it', () => {
    const deployed = Object.entries(entry).flatMap(([name, value]) =>
      typeof value === 'function' && '__endpoint' in value
        ? [{ name, endpoint: value.__endpoint }]
        : [],
    );
    const kindOf = (endpoint: object) => {
      if ('scheduleTrigger' in endpoint) return 'schedule';
      if (!('eventTrigger' in endpoint)) return 'http';
      const { eventType } = (endpoint as { eventTrigger: { eventType: string } }).eventTrigger;
      return eventType.endsWith('.created') ? 'created' : 'written';
    };
    const triggers = deployed.filter(({ endpoint }) => kindOf(endpoint) !== 'http');
    expect(
      Object.fromEntries(triggers.map(({ name, endpoint }) => [name, kindOf(endpoint)])),
    ).toEqual(
      Object.fromEntries(Object.entries(TRIGGERS).map(([name, trigger]) => [name, trigger.kind])),
    );
  });
});

describe('the deployed trigger', () => {
  it('is a 2nd-gen Firestore create trigger on chat messages in europe-west2, not retried', () => {
    const endpoint = notifyStaffOnVisitorMessage.__endpoint;
    expect(endpoint.platform).toBe('gcfv2');
    expect(endpoint.region).toEqual(['europe-west2']);
    expect(endpoint).toMatchObject(created(MESSAGE, false));
  });
});

describe('the retention schedule', () => {
  it('is a 2nd-gen scheduled function in europe-west2, once a day in London time, not retried', () => {
    const endpoint = closeAndDeleteOldConversations.__endpoint;
    expect(endpoint.platform).toBe('gcfv2');
    expect(endpoint.region).toEqual(['europe-west2']);
    expect(endpoint.timeoutSeconds).toBe(540);
    expect(endpoint).toMatchObject({
      scheduleTrigger: {
        schedule: 'every day 03:30',
        timeZone: 'Europe/London',
        retryConfig: { retryCount: 0 },
      },
    });
  });
});

describe('the away reply trigger', () => {
  it('is a 2nd-gen Firestore create trigger on chat messages in europe-west2, retried', () => {
    const endpoint = replyWhenAwayOnVisitorMessage.__endpoint;
    expect(endpoint.platform).toBe('gcfv2');
    expect(endpoint.region).toEqual(['europe-west2']);
    expect(endpoint).toMatchObject(created(MESSAGE, true));
  });
});

describe('the requests and reply e-mail functions', () => {
  it.each([
    ['announceNewRequest', announceNewRequest, created('requests/{requestId}', false)],
    ['fileChatCallbackOnVisitorMessage', fileChatCallbackOnVisitorMessage, created(MESSAGE, true)],
    ['scheduleReplyMailOnStaffMessage', scheduleReplyMailOnStaffMessage, created(MESSAGE, true)],
    [
      'markRequestQuotedOnQuote',
      markRequestQuotedOnQuote,
      created('chatSessions/{sessionId}/quotes/{quoteId}', true),
    ],
    ['sendReplyMails', sendReplyMails, { scheduleTrigger: { schedule: 'every 1 minutes' } }],
    ['requests', requests, { httpsTrigger: {} }],
    ['chatMailStop', chatMailStop, { httpsTrigger: {} }],
  ])('%s is a 2nd-gen function in europe-west2 of its kind', (_, fn, kind) => {
    expect(fn.__endpoint.platform).toBe('gcfv2');
    expect(fn.__endpoint.region).toEqual(['europe-west2']);
    expect(fn.__endpoint).toMatchObject(kind);
  });
});

describe('production publishing', () => {
  it('starts the publish workflow on a new sitePublishes request, with the deploy token secret', () => {
    const endpoint = startSitePublishOnRequest.__endpoint;
    expect(endpoint.region).toEqual(['europe-west2']);
    expect(endpoint.secretEnvironmentVariables).toEqual([
      expect.objectContaining({ key: 'GITHUB_DEPLOY_TOKEN' }),
    ]);
    expect(endpoint).toMatchObject(created('sitePublishes/{publishId}', false));
  });
});
