// @ts-check
import { describe, expect, it } from 'vitest';
import { quotaProjectEnv } from './staff.mjs';

describe('staff:grant and staff:revoke on a laptop (user credentials)', () => {
  it('name the target project as the quota project Identity Toolkit asks for', () => {
    expect(quotaProjectEnv('harbour-heath', {})).toEqual({
      GOOGLE_CLOUD_QUOTA_PROJECT: 'harbour-heath',
    });
  });

  it("keep the caller's own quota project, and set none without a project", () => {
    expect(quotaProjectEnv('harbour-heath', { GOOGLE_CLOUD_QUOTA_PROJECT: 'billing' })).toEqual({});
    expect(quotaProjectEnv(undefined, {})).toEqual({});
  });
});
