/**
 * Where attempt times are kept: in this process, or in Redis so every API instance counts the
 * same attempts. An attempt counts while it is younger than the window it was made in.
 */
export interface AttemptStore {
  /** The attempts on key in the window that ends at now. */
  count(key: string, windowMs: number, now: number): Promise<number>;
  add(key: string, windowMs: number, now: number): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  windowMs: number;
  times: number[];
}

/** Bounds memory when many keys each try once (a spray across addresses or accounts). */
const SWEEP_ABOVE = 100_000;

/** Counts in this process only: right for one instance, and the fallback while Redis is away. */
export function memoryAttemptStore(): AttemptStore {
  const entries = new Map<string, Entry>();
  const recent = (key: string, now: number, windowMs?: number): number[] => {
    const entry = entries.get(key);
    if (!entry) return [];
    entry.times = entry.times.filter((t) => now - t < (windowMs ?? entry.windowMs));
    if (!entry.times.length) entries.delete(key);
    return entry.times;
  };
  return {
    count: async (key, windowMs, now) => recent(key, now, windowMs).length,
    async add(key, windowMs, now) {
      entries.set(key, { windowMs, times: [...recent(key, now, windowMs), now] });
      if (entries.size > SWEEP_ABOVE) for (const k of entries.keys()) recent(k, now);
    },
    clear: async (key) => void entries.delete(key),
    close: async () => entries.clear(),
  };
}
