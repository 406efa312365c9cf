const KEY = 'chatDeviceID';

/**
 * This browser's chat device ID: random, kept in localStorage so every tab of the browser is
 * one device (the server tells a second tab from a second device by it).
 */
export function chatDeviceID(storage: Storage = localStorage): string {
  const held = storage.getItem(KEY);
  if (held && /^[A-Za-z0-9._:-]{8,100}$/.test(held)) return held;
  const id = `web-${crypto.randomUUID()}`;
  storage.setItem(KEY, id);
  return id;
}
