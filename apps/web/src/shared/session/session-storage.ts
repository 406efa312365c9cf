import { ALL_SESSION_KEYS, type SessionKey } from './storage-keys';

/**
 * "Remember me" keeps the session in localStorage (survives a browser restart); without it the
 * session lives in sessionStorage and ends with the browser. Reads look in whichever holds the
 * id token, so one code path serves both.
 */
const hasIdToken = (s: Storage) => s.getItem('id_token') !== null;

export function activeStorage(): Storage {
  return hasIdToken(sessionStorage) && !hasIdToken(localStorage) ? sessionStorage : localStorage;
}

export function readKey(key: SessionKey): string | null {
  return activeStorage().getItem(key);
}

export function readJson<T>(key: SessionKey, fallback: T): T {
  const raw = readKey(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeKeys(
  values: Partial<Record<SessionKey, string | null>>,
  target = activeStorage(),
): void {
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) target.removeItem(key);
    else target.setItem(key, value);
  }
}

/** Removes every session key from both storages; device settings (theme, language) stay. */
export function clearSessionStorage(): void {
  for (const store of [localStorage, sessionStorage]) {
    for (const key of ALL_SESSION_KEYS) store.removeItem(key);
  }
}
