/**
 * The OAuth client the console's token calls use (spec 7: fixed Basic client credentials). A
 * browser cannot keep a secret: these name the app, they protect nothing.
 */
const CLIENT_ID = import.meta.env.VITE_OAUTH_CLIENT_ID ?? 'web-console';
const CLIENT_SECRET = import.meta.env.VITE_OAUTH_CLIENT_SECRET ?? 'web-console-secret';

export const basicClientAuth = (): string => `Basic ${btoa(`${CLIENT_ID}:${CLIENT_SECRET}`)}`;
