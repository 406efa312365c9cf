import { generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { appleClientSecret } from './apple-client-secret';
import { configuredProviders, providerSettings } from './social-settings';

const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const pem = pair.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

describe("Sign in with Apple's signed client secret", () => {
  it('is an ES256 JWT Apple can verify: team, key, Services ID, audience, a short life', async () => {
    const secret = appleClientSecret(
      { teamId: 'TEAM123456', keyId: 'KEY1234567', privateKey: pem },
      'com.example.console',
    );
    expect(decodeProtectedHeader(secret)).toMatchObject({ alg: 'ES256', kid: 'KEY1234567' });
    const { payload } = await jwtVerify(secret, pair.publicKey, {
      audience: 'https://appleid.apple.com',
      issuer: 'TEAM123456',
    });
    expect(payload.sub).toBe('com.example.console');
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(15_777_000);
    // Signed with another key, it does not verify.
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey;
    await expect(jwtVerify(secret, other)).rejects.toThrow();
  });

  it('turns Apple on from the key alone, and refuses a partial or wrong key at start', () => {
    const env = {
      APPLE_CLIENT_ID: 'com.example.console',
      APPLE_TEAM_ID: 'T',
      APPLE_KEY_ID: 'K',
      APPLE_PRIVATE_KEY: pem.replaceAll('\n', '\\n'),
    };
    const config = loadConfig(env);
    expect(configuredProviders(config).apple).toBe(true);
    const secret = providerSettings(config, 'apple')!.clientSecret;
    expect(typeof secret).toBe('function');
    expect((secret as () => string)().split('.')).toHaveLength(3);
    expect(() => loadConfig({ ...env, APPLE_KEY_ID: undefined })).toThrow(/go together/);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    expect(() => loadConfig({ ...env, APPLE_PRIVATE_KEY: rsa })).toThrow(/P-256/);
  });
});
