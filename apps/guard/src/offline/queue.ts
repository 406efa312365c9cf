import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * What the guard did without signal, waiting on the phone to be sent. Each entry carries the
 * client UUID it is sent with, every time: the server keeps one record per UUID and community
 * and answers a resend with the first result (`replayed: true`), so an answer lost on the way
 * never makes a second scan, check-in or incident. Entries are sent in the order they were made.
 */
export type QueuedKind = 'patrol-scan' | 'vms-checkin' | 'vms-checkout' | 'incident';

export interface QueuedEntry {
  /** Order of making; IndexedDB numbers them. */
  seq?: number;
  clientUUID: string;
  kind: QueuedKind;
  communityID: string;
  /** The operation's JSON body (clientUUID or clientID inside it too). */
  body: Record<string, unknown>;
  /** Incident photos, kept as blobs until sent. */
  photos?: Blob[];
  /** A line the guard recognises in the waiting list (a checkpoint's name, a visitor's). */
  label: string;
  createdAt: string;
  state: 'waiting' | 'failed';
  /** The server's refusal, in the guard's language, when state is failed. */
  error?: string;
  attempts: number;
}

interface QueueDB extends DBSchema {
  queue: { key: number; value: QueuedEntry; indexes: { byUUID: string } };
}

const DB_NAME = 'guardos';
let opened: Promise<IDBPDatabase<QueueDB>> | null = null;

function db(): Promise<IDBPDatabase<QueueDB>> {
  opened ??= openDB<QueueDB>(DB_NAME, 1, {
    upgrade(d) {
      const store = d.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
      store.createIndex('byUUID', 'clientUUID', { unique: true });
    },
  });
  return opened;
}

const listeners = new Set<() => void>();
const changed = () => {
  for (const l of listeners) l();
};
export function onQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function enqueue(
  entry: Omit<QueuedEntry, 'seq' | 'state' | 'attempts' | 'createdAt'>,
): Promise<QueuedEntry> {
  const full: QueuedEntry = { ...entry, state: 'waiting', attempts: 0, createdAt: new Date().toISOString() };
  full.seq = await (await db()).add('queue', full);
  changed();
  return full;
}

/** Every entry, oldest first. */
export async function listQueue(): Promise<QueuedEntry[]> {
  return (await db()).getAll('queue');
}

export async function removeEntry(seq: number): Promise<void> {
  await (await db()).delete('queue', seq);
  changed();
}

export async function markFailed(seq: number, error: string): Promise<void> {
  const d = await db();
  const entry = await d.get('queue', seq);
  if (!entry) return;
  await d.put('queue', { ...entry, state: 'failed', error, attempts: entry.attempts + 1 });
  changed();
}

export async function countAttempt(seq: number): Promise<void> {
  const d = await db();
  const entry = await d.get('queue', seq);
  if (entry) await d.put('queue', { ...entry, attempts: entry.attempts + 1 });
}

/** For tests: forget the open connection (fake-indexeddb is replaced between tests). */
export function resetQueueConnection(): void {
  opened = null;
}
