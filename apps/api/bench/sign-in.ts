/** The web console's client credentials, which the token endpoint asks for. */
export const CLIENT = `Basic ${Buffer.from('web-console:web-console-secret').toString('base64')}`;

/** Signs the demo PMC in over HTTP and answers the header the bench then calls the API with. */
export async function signInAsPmc(app: string) {
  const res = await fetch(`${app}/api/authentication/token`, {
    method: 'POST',
    headers: { authorization: CLIENT, 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: 'pmc@demo.test', password: 'demo1234' }),
  });
  const { access_token } = (await res.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}
