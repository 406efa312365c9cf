/** What a key does on the verifier's queue. */
export type QueueAction = 'next' | 'previous' | 'verify' | 'reject' | 'print';

const KEYS: Record<string, QueueAction> = {
  j: 'next',
  ArrowDown: 'next',
  k: 'previous',
  ArrowUp: 'previous',
  v: 'verify',
  r: 'reject',
  p: 'print',
};

/** The part of a keydown event the mapping reads. */
export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target: EventTarget | null;
}

/** Whether the key goes to something the user types into (a field, an editable, a select's search). */
function typingIn(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const el = target as HTMLElement;
  const tag = el.tagName.toUpperCase();
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || el.isContentEditable === true;
}

/**
 * The queue's shortcut for a key, or null: letters only without Ctrl, ⌘ or Alt (the browser's
 * own shortcuts stay), and nothing while the caret is in a field, so a reason can contain "v".
 */
export function queueAction(e: KeyPress): QueueAction | null {
  if (e.ctrlKey || e.metaKey || e.altKey || typingIn(e.target)) return null;
  return KEYS[e.key] ?? KEYS[e.key.toLowerCase()] ?? null;
}

/** The row after or before `index` in a list of `count`, kept within it (-1: nothing chosen). */
export function movedIndex(index: number, count: number, action: 'next' | 'previous'): number {
  if (count === 0) return -1;
  if (index < 0) return 0;
  return action === 'next' ? Math.min(index + 1, count - 1) : Math.max(index - 1, 0);
}
