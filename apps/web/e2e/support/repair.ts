import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { tokenFor } from './api';

/** Repair's spec helpers: the resident's side through the API, as the residents' app calls it. */

/** A 1×1 PNG: the API reads a photo's type from its bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const auth = async (request: APIRequestContext, email: string) => ({
  authorization: `Bearer ${await tokenFor(request, email)}`,
});

export async function repairGet<T>(request: APIRequestContext, email: string, url: string): Promise<T> {
  const res = await request.get(url, { headers: await auth(request, email) });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A JSON post that must succeed; answers the request as it now stands. */
export async function repairPost(request: APIRequestContext, email: string, url: string, data: object) {
  const res = await request.post(url, { headers: await auth(request, email), data });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: { requestID: string; no: number; state: string } }).data;
}

/** A multipart post (fields and `photo` files), the IDs in the query as the API's guard reads them. */
export async function repairForm(
  request: APIRequestContext,
  email: string,
  url: string,
  query: Record<string, string>,
  fields: Record<string, string>,
  photos = 0,
) {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    ...fields,
  };
  // Playwright's multipart takes one value a name; one photo is all the spec sends.
  if (photos) multipart.photo = { name: 'leak.png', mimeType: 'image/png', buffer: PNG };
  const res = await request.post(`${url}?${new URLSearchParams(query)}`, {
    headers: await auth(request, email),
    multipart,
  });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: { requestID: string; no: number; state: string } }).data;
}
