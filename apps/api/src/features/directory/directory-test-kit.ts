import { eq } from 'drizzle-orm';
import { memberships } from '../../platform/tenancy/tables';
import type { Caller } from '../../test/as-user';
import { countRows } from '../../test/rows';
import type { TestApp } from '../../test/test-app';

/** Test helpers for the directory suites: the demo condo and its invitation codes. */
export const RIVERSIDE = 'riverside-condo';

export const memberCount = (t: TestApp) =>
  countRows(t.db, memberships, eq(memberships.communityId, RIVERSIDE));

/** Generates resident codes in Riverside as `who`. */
export const gen = (who: Caller, body: object) =>
  who('POST', '/api/community/invitation/gen', { body: { communityID: RIVERSIDE, ...body } });

/** Generates staff codes in Riverside as `who`. */
export const staffGen = (who: Caller, body: object) =>
  who('POST', '/api/community/pmc/invitation/gen', { body: { communityID: RIVERSIDE, ...body } });

/** Redeems a code as a stranger would: signed out, from an address of their own. */
export const redeem = (
  t: TestApp,
  body: object,
  headers: Record<string, string> = {},
  remoteAddress = '198.51.100.1',
) => t.app.inject({ method: 'POST', url: '/api/invitation/redeem', payload: body, headers, remoteAddress });

/** A complete sign-up with a code. */
export const signup = (code: string, email: string) => ({
  code,
  email,
  password: 'river-view-2024',
  firstname: 'มานี',
  lastname: 'ใจงาม',
  acceptTerms: true,
});

/** A code's status as staff see it in the list. */
export const invitationStatus = async (who: Caller, code: string) =>
  (await who('GET', '/api/community/unit/invitation', { query: { communityID: RIVERSIDE, q: code } })).json()
    .items[0]?.status;
