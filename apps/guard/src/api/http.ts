import i18n from 'i18next';
import { readSession } from '../session/session';
import { refreshTokens } from '../session/tokens';

/** A refusal (4xx with the server's message in the guard's language), a 5xx, or no network (status 0). */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
  /** The server said no: sending the same again would be refused again. */
  get refused(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export interface CallOptions {
  query?: Record<string, string | number | boolean | undefined>;
  /** A plain object goes as JSON; FormData as multipart. */
  body?: unknown;
  /** Extra headers (If-None-Match). */
  headers?: Record<string, string>;
}

export function urlOf(base: string, path: string, query?: CallOptions['query']): string {
  const url = new URL(path, base);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  return url.toString();
}

export async function failureOf(res: Response): Promise<ApiFailure> {
  const json = (await res.json().catch(() => null)) as { code?: string; message?: string } | null;
  return new ApiFailure(res.status, json?.code ?? `HTTP_${res.status}`, json?.message ?? res.statusText);
}

/** Refreshes this long before the access token ends, so a call never carries a dying token. */
const EARLY_MS = 60_000;

async function send(method: string, path: string, o: CallOptions): Promise<Response> {
  const session = readSession();
  if (!session) throw new ApiFailure(401, 'NO_SESSION', 'Not signed in');
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': i18n.language || 'th',
    authorization: `Bearer ${session.accessToken}`,
    ...o.headers,
  };
  let body: BodyInit | undefined;
  if (o.body instanceof FormData) body = o.body;
  else if (o.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(o.body);
  }
  try {
    return await fetch(urlOf(session.apiBase, path, o.query), { method, headers, body });
  } catch (e) {
    throw new ApiFailure(0, 'NETWORK', String(e));
  }
}

/**
 * One call with the session's bearer: the tokens are rotated first when the access token is
 * about to end, and once more on a 401. Throws ApiFailure for anything but 2xx (and 304).
 */
export async function apiResponse(method: string, path: string, o: CallOptions = {}): Promise<Response> {
  const session = readSession();
  if (session && session.accessExpiresAt - Date.now() < EARLY_MS) await refreshTokens();
  let res = await send(method, path, o);
  if (res.status === 401 && (await refreshTokens())) res = await send(method, path, o);
  if (!res.ok && res.status !== 304) throw await failureOf(res);
  return res;
}

export async function api<T>(method: string, path: string, o: CallOptions = {}): Promise<T> {
  const res = await apiResponse(method, path, o);
  return (await res.json()) as T;
}

/** The `{ data }` of an envelope. */
export async function apiData<T>(method: string, path: string, o: CallOptions = {}): Promise<T> {
  return (await api<{ data: T }>(method, path, o)).data;
}
