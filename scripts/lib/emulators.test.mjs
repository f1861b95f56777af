// @ts-check
import { describe, expect, it } from 'vitest';
import { localCsp } from './emulators.mjs';

describe('localCsp', () => {
  const production =
    "default-src 'self'; connect-src 'self' https://firestore.googleapis.com; form-action 'self' https://formsubmit.co; upgrade-insecure-requests";

  it('lets the pages reach the local emulators, and nothing else new', () => {
    const csp = localCsp(production, 'http://127.0.0.1:8080');
    expect(csp).toBe(
      "default-src 'self'; connect-src 'self' https://firestore.googleapis.com http://127.0.0.1:8080; form-action 'self' https://formsubmit.co",
    );
  });

  it('drops upgrade-insecure-requests, which would send emulator traffic to https', () => {
    expect(localCsp(production, '')).not.toContain('upgrade-insecure-requests');
  });
});
