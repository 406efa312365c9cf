/** A client UUID for a queued action (crypto.randomUUID needs a secure context, which the app has). */
export const newClientUUID = (): string => crypto.randomUUID();
