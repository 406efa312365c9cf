import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../test/refusal';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let committee: string;
beforeAll(async () => {
  t = await createTestApp();
  committee = (await signIn(t, 'committee@demo.test')).access_token;
});
afterAll(() => t.close());

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const info = async (token = committee) =>
  (await t.app.inject({ url: '/api/user/info', headers: bearer(token) })).json();
const putJson = (body: object, token = committee) =>
  t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: bearer(token), payload: body });
const putForm = (fields: Record<string, string>, photo?: { bytes: Buffer; name: string; type: string }) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (photo) form.append('photo', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
  return t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: bearer(committee), payload: form });
};
/** Every stored profile photo, whoever's (each user's lie under their own key). */
const profileFiles = async () =>
  (await fs.readdir(path.join(t.dataDir, 'uploads', 'private'), { recursive: true }).catch(() => [])).filter(
    (f) => /profiles[/\\].+\.\w+$/.test(f),
  );

describe('PUT /api/user/profile with JSON', () => {
  it('saves names, gender, mobile and birth date, as /api/user/info then shows', async () => {
    const res = await putJson({
      firstname: ' วิชัย ',
      lastname: 'ใจงาม',
      gender: 'OTHERS',
      mobile: '+66 81 234 5678',
      birthdate: '1985-02-28',
    });
    expect(res.statusCode).toBe(200);
    const saved = {
      email: 'committee@demo.test',
      firstname: 'วิชัย',
      lastname: 'ใจงาม',
      imageUrl: null,
      gender: 'OTHERS',
      mobile: '+66 81 234 5678',
      birthdate: '1985-02-28',
    };
    expect(res.json()).toEqual({ isSuccess: true, data: saved });
    expect((await info()).profile).toEqual(saved);
  });

  it('clears the optional fields with null', async () => {
    expect((await putJson({ gender: null, mobile: null, birthdate: null })).statusCode).toBe(200);
    expect((await info()).profile).toMatchObject({ gender: null, mobile: null, birthdate: null });
    expect((await putJson({ gender: 'FEMALE' })).statusCode).toBe(200);
    expect((await info()).profile.gender).toBe('FEMALE');
  });

  it('ignores fields a user may not set, such as the picture URL', async () => {
    const res = await putJson({ imageUrl: 'https://evil.example/x.png', passwordHash: 'x', lastname: 'ดี' });
    expect(res.statusCode).toBe(200);
    const profile = (await info()).profile;
    expect(profile.imageUrl).toBeNull();
    expect(profile.lastname).toBe('ดี');
  });

  it('refuses a bad gender, birth date, mobile or name, naming the field, and changes nothing', async () => {
    const before = (await info()).profile;
    const cases: [object, RegExp][] = [
      [{ gender: 'UNKNOWN' }, /gender/],
      [{ gender: 'male' }, /gender/],
      [{ birthdate: '28/02/1985' }, /Birth date must be a date/],
      [{ birthdate: '1985-02-30' }, /Birth date must be a date/],
      [{ mobile: 'call me' }, /Mobile number/],
      [{ mobile: '12' }, /Mobile number/],
      [{ firstname: '   ' }, /First name is required/],
      [{ lastname: 'x'.repeat(101) }, /Last name must be at most 100/],
      [{ email: 'not-an-email' }, /valid e-mail/],
    ];
    for (const [body, message] of cases) {
      // A valid field alongside the bad one must not be saved either.
      expectRefusal(await putJson({ ...body, firstname: 'ไม่ควรบันทึก', ...body }), 400, undefined, message);
    }
    expect((await info()).profile).toEqual(before);
  });

  it('refuses an e-mail another account uses with 409, in any case', async () => {
    const before = (await info()).profile;
    expectRefusal(await putJson({ email: 'PMC@demo.test', firstname: 'x' }), 409, 'EMAIL_TAKEN');
    expect((await info()).profile).toEqual(before);
  });

  it('changes the e-mail, which then signs in', async () => {
    const admin = (await signIn(t, 'admin@demo.test')).access_token;
    const res = await putJson({ email: 'Kamala@Demo.test' }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe('kamala@demo.test');
    expect((await info(admin)).userID).toBe('kamala@demo.test');
    await expect(signIn(t, 'kamala@demo.test')).resolves.toHaveProperty('access_token');
    await expect(signIn(t, 'admin@demo.test')).rejects.toThrow(/failed/);
  });

  it('refuses without a token', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/user/profile', payload: { firstname: 'x' } });
    expectRefusal(res, 401, 'NO_TOKEN');
  });
});

describe('PUT /api/user/profile with a photo (multipart)', () => {
  it('stores the photo, serves it, and saves the text fields', async () => {
    const res = await putForm(
      { firstname: 'วิชัย', gender: '', birthdate: '1990-01-15' },
      { bytes: PNG, name: 'me.png', type: 'image/png' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json().data;
    expect(profile).toMatchObject({ firstname: 'วิชัย', gender: null, birthdate: '1990-01-15' });
    // A person's photo is private to them: a signed link under their own key.
    expect(profile.imageUrl).toMatch(/^\/api\/files\/private\/u-[0-9a-f-]+\/profiles\/[0-9a-f-]+\.png\?exp=/);
    expect((await info()).profile.imageUrl).toBe(profile.imageUrl);

    const onDisk = path.join(t.dataDir, 'uploads', profile.imageUrl.split('?')[0].replace('/api/files/', ''));
    expect(await fs.readFile(onDisk)).toEqual(PNG);
    const served = await t.app.inject({ url: profile.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(PNG);
  });

  it('takes the type from the bytes: text named x.png is refused and nothing is kept', async () => {
    const before = (await info()).profile;
    const files = await profileFiles();
    const res = await putForm(
      { lastname: 'ไม่ควรบันทึก' },
      { bytes: Buffer.from('just some text, not a picture'), name: 'x.png', type: 'image/png' },
    );
    expectRefusal(res, 400, 'UNSUPPORTED_FILE', /JPEG, PNG or WebP/);
    expect((await info()).profile).toEqual(before);
    expect(await profileFiles()).toEqual(files);
  });

  it('refuses bad text fields in a form, and keeps neither the photo nor the fields', async () => {
    const before = (await info()).profile;
    const files = await profileFiles();
    const photo = { bytes: PNG, name: 'me.png', type: 'image/png' };
    expectRefusal(
      await putForm({ birthdate: 'yesterday', lastname: 'x' }, photo),
      400,
      undefined,
      /Birth date/,
    );
    expectRefusal(await putForm({ email: 'pmc@demo.test' }, photo), 409, 'EMAIL_TAKEN');
    expect((await info()).profile).toEqual(before);
    expect(await profileFiles()).toEqual(files);
  });

  it('refuses a photo over 5 MiB with 413', async () => {
    const before = (await info()).profile;
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await putForm({ lastname: 'ใหญ่' }, { bytes: big, name: 'big.png', type: 'image/png' });
    expectRefusal(res, 413, undefined, /too large/);
    expect((await info()).profile).toEqual(before);
  });
});
