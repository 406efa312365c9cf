import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from '../../shared/session/use-session';
import { type Appearance, DEFAULT_APPEARANCE, LAYOUT_IDS, THEME_IDS } from './theme-options';

/**
 * The theme choice belongs to the person, not the browser session: it is kept per userID in
 * localStorage, outside the session keys, so signing out and back in keeps it.
 */
const keyFor = (userID: string | null) => `appearance:${userID ?? 'guest'}`;

const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; value: Appearance }>();

function sanitize(v: Partial<Appearance>): Appearance {
  const pick = <T extends string>(x: unknown, allowed: readonly T[], d: T): T =>
    allowed.includes(x as T) ? (x as T) : d;
  return {
    topbar: pick(v.topbar, THEME_IDS, DEFAULT_APPEARANCE.topbar),
    sidebar: pick(v.sidebar, THEME_IDS, DEFAULT_APPEARANCE.sidebar),
    layout: pick(v.layout, LAYOUT_IDS, DEFAULT_APPEARANCE.layout),
  };
}

function read(key: string): Appearance {
  const raw = localStorage.getItem(key);
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.value;
  let parsed: Partial<Appearance> = {};
  try {
    parsed = raw ? (JSON.parse(raw) as Partial<Appearance>) : {};
  } catch {
    // A damaged entry falls back to the defaults rather than breaking the layout.
  }
  const value = sanitize(parsed);
  cache.set(key, { raw, value });
  return value;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useAppearance(): [Appearance, (next: Partial<Appearance>) => void] {
  const key = keyFor(useSession().userID);
  const value = useSyncExternalStore(subscribe, () => read(key));
  const update = useCallback(
    (next: Partial<Appearance>) => {
      localStorage.setItem(key, JSON.stringify({ ...read(key), ...next }));
      for (const l of listeners) l();
    },
    [key],
  );
  return [value, update];
}
