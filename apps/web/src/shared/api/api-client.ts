import type { Operation } from '@cc/contracts/envelope';
import { DEFAULT_LANG } from '@cc/contracts/i18n';
import i18n from 'i18next';
import type { z } from 'zod';
import { readKey } from '../session/session-storage';
import { ApiError, errorFromBody, errorMessageOf } from './api-error';
import { refreshOnce } from './tokens';

export interface CallOptions {
  query?: Record<string, string | number | boolean | undefined>;
  /** A plain object is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  /** Public calls (config, sign-up, password reset) send no bearer. */
  auth?: boolean;
  signal?: AbortSignal;
}

function url(path: string, query: CallOptions['query']): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

function send(method: string, path: string, o: CallOptions): Promise<Response> {
  // The API words its refusals in the language the console shows.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': i18n.language || DEFAULT_LANG,
  };
  const token = readKey('access_token');
  if (o.auth !== false && token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (o.body instanceof FormData) body = o.body;
  else if (o.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(o.body);
  }
  return fetch(url(path, o.query), { method, headers, body, signal: o.signal });
}

/**
 * One HTTP call with the house rules: bearer token, one refresh on 401 then sign-out, and the
 * envelope turned into ApiError whenever the status is not 2xx or isSuccess is false.
 */
export async function apiCall<T>(method: string, path: string, o: CallOptions = {}): Promise<T> {
  let res: Response;
  try {
    res = await send(method, path, o);
    if (res.status === 401 && o.auth !== false && (await refreshOnce())) res = await send(method, path, o);
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(0, 'NETWORK', errorMessageOf(e));
  }
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok || (json as { isSuccess?: unknown } | null)?.isSuccess === false) {
    throw errorFromBody(res.status, json);
  }
  return json as T;
}

/**
 * The same house rules for an answer that is not an envelope (a file download, an NDJSON
 * stream): the Response comes back as it is once the status is 2xx; otherwise the error
 * envelope (or its absence) becomes an ApiError, which keeps the envelope's `data`.
 */
export async function apiResponse(method: string, path: string, o: CallOptions = {}): Promise<Response> {
  let res: Response;
  try {
    res = await send(method, path, o);
    if (res.status === 401 && o.auth !== false && (await refreshOnce())) res = await send(method, path, o);
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(0, 'NETWORK', errorMessageOf(e));
  }
  if (res.ok) return res;
  const json: unknown = await res.json().catch(() => null);
  throw errorFromBody(res.status, json);
}

/** Calls a contract operation; its path and method come from the shared contract. */
export function callOp<O extends Operation>(op: O, o: CallOptions = {}): Promise<z.infer<O['response']>> {
  return apiCall(op.method, op.path, o);
}
