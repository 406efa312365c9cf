import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { regulationKit, TODAY } from './regulation-test-kit';
import { regulationVersions } from './tables';

/** A published document with a second version drafted: answers the ids. */
async function withDraft(k: Awaited<ReturnType<typeof regulationKit>>) {
  const { documentID, versionID } = await k.published();
  const next = await k.post(k.staff, 'version/create', {
    documentID,
    bodyHtml: '<p>Open 05:00 to 23:00</p>',
    effectiveDate: TODAY,
    changeNote: 'Longer hours',
  });
  expect(next.statusCode, next.body).toBe(200);
  return { documentID, liveID: versionID, draftID: next.json().data.draftVersionID as string };
}

describe('regulation: a draft version discarded', () => {
  apiTest('goes with an audit row that keeps what it held', async ({ api, community }) => {
    const k = await regulationKit(api, community);
    const { documentID, liveID, draftID } = await withDraft(k);

    const res = await k.post(k.staff, 'version/discard', { versionID: draftID });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ documentID, status: 'PUBLISHED', draftVersionID: null });
    expect(res.json().data.versions.map((v: { versionID: string }) => v.versionID)).toEqual([liveID]);
    const rows = await api.db
      .select({ id: regulationVersions.id })
      .from(regulationVersions)
      .where(eq(regulationVersions.documentId, documentID));
    expect(rows.map((r) => r.id)).toEqual([liveID]);

    const [trace] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, draftID), eq(auditLog.action, 'regulation.version.discard')));
    expect(trace).toMatchObject({ communityId: community.id, actorUserId: k.staff.userId });
    expect(trace!.before).toMatchObject({
      documentID,
      versionNo: 2,
      bodyHtml: '<p>Open 05:00 to 23:00</p>',
      changeNote: 'Longer hours',
      effectiveDate: TODAY,
    });

    // The document takes a new draft again afterwards.
    const again = await k.post(k.staff, 'version/create', {
      documentID,
      bodyHtml: '<p>x</p>',
      effectiveDate: TODAY,
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  apiTest(
    "a published version, or a document's only version, is refused in the caller language",
    async ({ api, community }) => {
      const k = await regulationKit(api, community);
      const { liveID } = await withDraft(k);
      expectRefusal(
        await k.post(k.staff, 'version/discard', { versionID: liveID }, 'th'),
        409,
        'REGULATION_DISCARD_NOT_DRAFT',
        /ฉบับร่าง/,
      );
      const first = await k.draft({ title: 'Gym rules' });
      const onlyID = first.versions[0].versionID;
      expectRefusal(
        await k.post(k.staff, 'version/discard', { versionID: onlyID }),
        409,
        'REGULATION_ONLY_VERSION',
        /archive/,
      );
      const left = await api.db
        .select({ id: regulationVersions.id })
        .from(regulationVersions)
        .where(eq(regulationVersions.communityId, community.id));
      expect(left.map((r) => r.id)).toEqual(expect.arrayContaining([liveID, onlyID]));
    },
  );

  apiTest('bad input and the wrong role are refused and discard nothing', async ({ api, community }) => {
    const k = await regulationKit(api, community);
    const { draftID } = await withDraft(k);
    expectRefusal(await k.post(k.staff, 'version/discard', { versionID: 'not-an-id' }), 400);
    expectRefusal(await k.post(k.staff, 'version/discard', {}), 400);
    expectRefusal(
      await k.post(k.staff, 'version/discard', { versionID: crypto.randomUUID() }),
      404,
      'REGULATION_VERSION_NOT_FOUND',
    );
    expectRefusal(await k.post(k.committee, 'version/discard', { versionID: draftID }), 403);
    expectRefusal(await k.post(k.residents[0]!, 'version/discard', { versionID: draftID }), 403);
    const [still] = await api.db.select().from(regulationVersions).where(eq(regulationVersions.id, draftID));
    expect(still).toMatchObject({ status: 'DRAFT' });
  });

  apiTest("another community's draft reads as none and stays", async ({ api, community }) => {
    const other = await newCommunity(api, { name: 'Other' });
    const theirs = await regulationKit(api, other);
    const { draftID } = await withDraft(theirs);
    const k = await regulationKit(api, community);
    expectRefusal(
      await k.post(k.staff, 'version/discard', { versionID: draftID }),
      404,
      'REGULATION_VERSION_NOT_FOUND',
    );
    // A member of this community naming the other community is not a member there.
    expectRefusal(
      await k.staff.call('POST', '/api/regulation/version/discard', {
        body: { communityID: other.id, versionID: draftID },
      }),
      403,
    );
    const [still] = await api.db.select().from(regulationVersions).where(eq(regulationVersions.id, draftID));
    expect(still).toMatchObject({ status: 'DRAFT' });
  });
});
