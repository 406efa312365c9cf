import { useEffect, useState } from 'react';
import { listQueue, onQueueChange, type QueuedEntry } from '../offline/queue';

/** The queue as the screens show it, re-read whenever an entry is added, sent or refused. */
export function useQueue(): QueuedEntry[] {
  const [entries, setEntries] = useState<QueuedEntry[]>([]);
  useEffect(() => {
    let live = true;
    const read = () =>
      void listQueue().then((e) => {
        if (live) setEntries(e);
      });
    read();
    const off = onQueueChange(read);
    return () => {
      live = false;
      off();
    };
  }, []);
  return entries;
}

export function useOnline(): boolean {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}
