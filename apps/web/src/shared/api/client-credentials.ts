/**
 * The console's OAuth2 client. Spec 7: the token call uses fixed basic client credentials; a
 * browser cannot keep a secret, so these identify the app, they do not protect anything.
 */
const CLIENT_ID = import.meta.env.VITE_OAUTH_CLIENT_ID ?? 'web-console';
const CLIENT_SECRET = import.meta.env.VITE_OAUTH_CLIENT_SECRET ?? 'web-console-secret';

export const basicClientAuth = (): string => `Basic ${btoa(`${CLIENT_ID}:${CLIENT_SECRET}`)}`;
