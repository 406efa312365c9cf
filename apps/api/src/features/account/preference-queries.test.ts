import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../../test/notify-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { isMemberOf, preferencesOf, savePreferences } from './preference-queries';

let t: TestApp;
const id: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['guard', 'pmc']) id[who] = await userIdOf(t, `${who}@demo.test`);
});
afterAll(() => t.close());

describe('preference queries', () => {
  it("read and change only the user's own rows", async () => {
    await savePreferences(t.db, id.pmc!, [
      { key: 'lang', value: 'fr' },
      { key: 'current-community', value: 'green-ville-village' },
    ]);
    await savePreferences(t.db, id.guard!, [{ key: 'lang', value: 'en' }]);
    await savePreferences(t.db, id.guard!, [{ key: 'current-community', value: 'riverside-condo' }]);
    expect(await preferencesOf(t.db, id.guard!)).toEqual(
      expect.arrayContaining([
        { key: 'lang', value: 'en' },
        { key: 'current-community', value: 'riverside-condo' },
      ]),
    );
    expect(await preferencesOf(t.db, id.guard!)).toHaveLength(2);
    expect(await preferencesOf(t.db, id.pmc!)).toEqual(
      expect.arrayContaining([
        { key: 'lang', value: 'fr' },
        { key: 'current-community', value: 'green-ville-village' },
      ]),
    );
  });

  it('count a member of community A in A only, never in B', async () => {
    expect(await isMemberOf(t.appDb, id.guard!, 'riverside-condo')).toBe(true);
    expect(await isMemberOf(t.appDb, id.guard!, 'green-ville-village')).toBe(false);
    expect(await isMemberOf(t.appDb, id.guard!, 'no-such-community')).toBe(false);
  });
});
