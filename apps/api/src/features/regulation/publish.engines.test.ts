import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { regulationKit } from './regulation-test-kit';
import { regulationVersions } from './tables';

/** On PGlite and PostgreSQL: the document row's lock decides, never timing. */
describe('regulation changes at once', () => {
  apiTest('two staff publish one draft at once: one wins, the other gets 409', async ({ api, community }) => {
    const k = await regulationKit(api, community);
    const other = await community.member('ADMIN');
    const d = await k.draft();
    const versionID = d.versions[0].versionID;
    const answers = await Promise.all([
      k.post(k.staff, 'publish', { versionID }),
      k.post(other, 'publish', { versionID }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('REGULATION_NOT_DRAFT');
    const rows = await api.db
      .select()
      .from(regulationVersions)
      .where(eq(regulationVersions.documentId, d.documentID));
    expect(rows.map((r) => r.status)).toEqual(['PUBLISHED']);
  });

  apiTest(
    'three units acknowledge three times each at once: each unit counted once',
    async ({ api, community }) => {
      const k = await regulationKit(api, community);
      const { versionID } = await k.published();
      const answers = await Promise.all(
        [...k.residents, ...k.residents, ...k.residents].map((r) => k.post(r, 'acknowledge', { versionID })),
      );
      expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.body)).toEqual([]);
      const report = (await k.get(k.staff, 'report', { versionID })).json().data;
      expect(report.totals).toEqual({ units: 3, read: 3, acknowledged: 3 });
    },
  );
});
