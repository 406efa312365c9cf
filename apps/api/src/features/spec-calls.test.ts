import type { LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raise, userIdOf } from '../test/notify-helpers';
import { browserKeys } from '../test/push-service';
import { bearer, CLIENT_AUTH, createTestApp, signIn, type TestApp } from '../test/test-app';

/**
 * Spec section 7's session, notification and guard handover calls, each sent exactly as the
 * spec writes its payload (no field it does not name, none it names left out), on the demo data.
 * A contract that starts requiring more than the spec sends, or stops answering a field the spec
 * reads, fails here.
 */
let t: TestApp;
let token: string;
let notificationID: string;
const community = 'riverside-condo';
const fcmToken = JSON.stringify(browserKeys().subscription('https://push.example.test/send/spec'));

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t, 'pmc@demo.test')).access_token;
  const pmcId = await userIdOf(t, 'pmc@demo.test');
  notificationID = (await raise(t, community, { kind: 'users', userIds: [pmcId] }))[0]!;
});
afterAll(() => t.close());

interface SpecCall {
  operation: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  query?: () => Record<string, string>;
  body?: () => object;
  /** OAuth's own form encoding (the token call); JSON otherwise. */
  form?: boolean;
  /** The fixed Basic client credentials instead of the bearer token. */
  client?: boolean;
  /** The response fields the spec says the console reads. */
  reads: (body: Record<string, unknown>) => void;
}

const isSuccess = (body: Record<string, unknown>) => expect(body.isSuccess).toBe(true);

const calls: SpecCall[] = [
  {
    operation: 'Get access token (e-mail)',
    method: 'POST',
    url: '/api/authentication/token',
    form: true,
    client: true,
    body: () => ({ grant_type: 'password', username: 'pmc@demo.test', password: 'demo1234' }),
    reads: (b) => expect(b).toMatchObject({ access_token: expect.any(String), token_type: 'Bearer' }),
  },
  {
    operation: 'Get access token (Facebook identity, prefixed)',
    method: 'POST',
    url: '/api/authentication/token',
    form: true,
    client: true,
    body: () => ({ grant_type: 'password', username: 'facebook:100200300', password: 'demo1234' }),
    reads: (b) => expect(b.access_token).toEqual(expect.any(String)),
  },
  {
    operation: 'Check existing user ID / account identity',
    method: 'GET',
    url: '/api/account/identity/check',
    query: () => ({ userIdentity: 'pmc@demo.test', identityType: 'EMAIL' }),
    reads: isSuccess,
  },
  {
    operation: 'Get user info',
    method: 'GET',
    url: '/api/user/info',
    reads: (b) =>
      expect(b).toMatchObject({
        isSuccess: true,
        userID: 'pmc@demo.test',
        profile: expect.any(Object),
        errorMessage: null,
      }),
  },
  {
    operation: 'Get user ACL',
    method: 'GET',
    url: '/api/acl/user',
    query: () => ({ communityID: community }),
    reads: (b) => expect(b).toMatchObject({ isSuccess: true, items: expect.any(Array) }),
  },
  { operation: 'Get user communities', method: 'GET', url: '/api/user/community', reads: isSuccess },
  {
    operation: 'Get community feature',
    method: 'GET',
    url: '/api/community/feature',
    query: () => ({ communityID: community }),
    reads: isSuccess,
  },
  {
    operation: 'Get community info',
    method: 'GET',
    url: '/api/community/info',
    query: () => ({ communityID: community }),
    reads: isSuccess,
  },
  {
    operation: 'Update user preference',
    method: 'PUT',
    url: '/api/user/preference',
    body: () => ({
      preferences: [
        { key: 'lang', value: 'th' },
        { key: 'current-community', value: community },
      ],
    }),
    reads: isSuccess,
  },
  {
    operation: 'Get usage status',
    method: 'GET',
    url: '/api/sam-um/v1/usage-status',
    query: () => ({ communityID: community, feature: 'UM' }),
    reads: (b) =>
      expect(b).toMatchObject({ isSuccess: true, data: { status: 'ACTIVE' }, message: expect.any(String) }),
  },
  {
    operation: 'Community user notification count',
    method: 'GET',
    url: '/api/notification/community/user',
    query: () => ({ entityType: 'PMC' }),
    reads: isSuccess,
  },
  {
    operation: 'Get user notification',
    method: 'GET',
    url: '/api/notification/user',
    query: () => ({ communityID: community }),
    reads: (b) =>
      expect(b).toMatchObject({
        userNotificationCountList: [{ count: expect.any(Number) }],
        errorMessage: null,
      }),
  },
  {
    operation: 'Subscribe web notifications',
    method: 'POST',
    url: '/api/notification/webniti/subscribe',
    body: () => ({ fcmToken }),
    reads: isSuccess,
  },
  {
    operation: 'Unsubscribe / delete registration',
    method: 'DELETE',
    url: '/api/notification/webniti/unsubscribe',
    body: () => ({ fcmToken }),
    reads: isSuccess,
  },
  {
    operation: 'Web badge count',
    method: 'GET',
    url: '/api/notification/badge/count',
    query: () => ({ communityID: community }),
    reads: (b) => expect(b).toMatchObject({ isSuccess: true, item: { inboxBadgeCount: expect.any(Number) } }),
  },
  {
    operation: "Web inbox (first page: lastKey 'undefined')",
    method: 'GET',
    url: '/api/notification/inbox',
    query: () => ({ communityID: community, lastKey: 'undefined' }),
    reads: (b) => expect(b).toMatchObject({ isSuccess: true, items: [{ notificationID }] }),
  },
  {
    operation: 'Mark inbox item read',
    method: 'PUT',
    url: '/api/notification/inbox/read',
    body: () => ({ notificationID }),
    reads: (b) => expect(b).toMatchObject({ isSuccess: true, item: { inboxBadgeCount: expect.any(Number) } }),
  },
  {
    operation: 'Guard handover',
    method: 'POST',
    url: '/api/account/token',
    body: () => ({ userID: 'pmc@demo.test', feature: 'GUARD' }),
    reads: (b) =>
      expect(b).toMatchObject({
        isSuccess: true,
        message: expect.any(String),
        data: { tokenID: expect.any(String) },
      }),
  },
];

function send(call: SpecCall): Promise<Response> {
  const body = call.body?.();
  return t.app.inject({
    method: call.method,
    url: call.url,
    query: call.query?.(),
    headers: {
      ...(call.client ? { authorization: CLIENT_AUTH } : bearer(token)),
      ...(call.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(body === undefined
      ? {}
      : { payload: call.form ? new URLSearchParams(body as Record<string, string>).toString() : body }),
  });
}

describe('spec section 7 payloads, sent as the spec writes them', () => {
  // In order: the read mark and the badge before it share one notification.
  it.each(calls)('$operation: $method $url', async (call) => {
    const res = await send(call);
    // The spec's console acts on 200 or 201.
    expect([200, 201], res.body).toContain(res.statusCode);
    call.reads(res.json());
  });
});
