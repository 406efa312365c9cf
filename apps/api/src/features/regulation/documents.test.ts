import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { multipart } from '../../test/as-user';
import { expectRefusal } from '../../test/refusal';
import { API, regulationKit, TODAY } from './regulation-test-kit';
import { regulationDocuments, regulationVersions } from './tables';

describe('regulation documents and versions', () => {
  apiTest('a draft is written, changed, published, revised and archived', async ({ api, community }) => {
    const k = await regulationKit(api, community);
    const d = await k.draft({ bodyHtml: '<p onclick="x()">Quiet <script>alert(1)</script>after 22:00</p>' });
    expect(d).toMatchObject({ status: 'DRAFT', current: null, category: 'HOUSE_RULES' });
    expect(d.versions[0].bodyHtml).toBe('<p>Quiet after 22:00</p>');
    const v1 = d.versions[0].versionID;

    const changed = await k.post(k.staff, 'update', {
      versionID: v1,
      category: 'REGULATION',
      title: 'Pool and gym rules',
      bodyHtml: '<p>Open 06:00 to 22:00</p>',
      effectiveDate: '2026-12-01',
      changeNote: 'Longer hours',
      requiresAck: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ title: 'Pool and gym rules', category: 'REGULATION' });

    const live = await k.post(k.staff, 'publish', { versionID: v1 });
    expect(live.json().data).toMatchObject({ status: 'PUBLISHED', current: { versionID: v1, versionNo: 1 } });
    expectRefusal(await k.post(k.staff, 'publish', { versionID: v1 }), 409, 'REGULATION_NOT_DRAFT');
    expectRefusal(
      await k.post(k.staff, 'update', {
        versionID: v1,
        category: 'REGULATION',
        title: 'x',
        bodyHtml: '<p>x</p>',
        effectiveDate: TODAY,
      }),
      409,
      'REGULATION_NOT_DRAFT',
    );

    const next = await k.post(k.staff, 'version/create', {
      documentID: d.documentID,
      bodyHtml: '<p>Open 05:00 to 22:00</p>',
      effectiveDate: TODAY,
      changeNote: 'Earlier',
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().data.draftVersionID).toEqual(expect.any(String));
    expectRefusal(
      await k.post(k.staff, 'version/create', {
        documentID: d.documentID,
        bodyHtml: '<p>y</p>',
        effectiveDate: TODAY,
      }),
      409,
      'REGULATION_DRAFT_EXISTS',
    );
    const v2 = next.json().data.draftVersionID;
    const second = (await k.post(k.staff, 'publish', { versionID: v2 })).json().data;
    expect(second.current).toMatchObject({ versionID: v2, versionNo: 2 });
    expect(second.versions.map((v: { status: string }) => v.status)).toEqual(['PUBLISHED', 'ARCHIVED']);

    expectRefusal(await k.post(k.staff, 'archive', { documentID: d.documentID, reason: ' ' }), 400);
    const gone = await k.post(k.staff, 'archive', { documentID: d.documentID, reason: 'Pool closed' });
    expect(gone.json().data).toMatchObject({
      status: 'ARCHIVED',
      archiveReason: 'Pool closed',
      current: null,
    });
    expectRefusal(
      await k.post(k.staff, 'version/create', {
        documentID: d.documentID,
        bodyHtml: '<p>z</p>',
        effectiveDate: TODAY,
      }),
      409,
      'REGULATION_ARCHIVED',
    );
    const versions = await api.db
      .select()
      .from(regulationVersions)
      .where(eq(regulationVersions.documentId, d.documentID));
    expect(versions.map((v) => v.status).sort()).toEqual(['ARCHIVED', 'ARCHIVED']);
  });

  apiTest('bad input is refused in the caller language and saves nothing', async ({ api, community }) => {
    const k = await regulationKit(api, community);
    const base = {
      category: 'NOTICE',
      title: 'Water off',
      bodyHtml: '<p>Saturday</p>',
      effectiveDate: TODAY,
    };
    expectRefusal(
      await k.post(k.staff, 'create', { ...base, bodyHtml: '<script>x</script>' }, 'th'),
      400,
      'REGULATION_NO_CONTENT',
      /PDF/,
    );
    expectRefusal(await k.post(k.staff, 'create', { ...base, title: 'x'.repeat(121) }), 400);
    expectRefusal(await k.post(k.staff, 'create', { ...base, category: 'MEMO' }), 400);
    expectRefusal(await k.post(k.staff, 'create', { ...base, effectiveDate: '2026-13-40' }), 400);
    expectRefusal(
      await k.post(k.staff, 'create', { ...base, fileID: crypto.randomUUID() }),
      404,
      'REGULATION_FILE_NOT_FOUND',
    );
    expectRefusal(
      await k.post(k.staff, 'publish', { versionID: crypto.randomUUID() }),
      404,
      'REGULATION_VERSION_NOT_FOUND',
    );
    expectRefusal(await k.get(k.staff, 'list', { lastKey: 'nonsense' }), 400);
    const rows = await api.db
      .select()
      .from(regulationDocuments)
      .where(eq(regulationDocuments.communityId, community.id));
    expect(rows).toEqual([]);
  });

  apiTest('a PDF is uploaded and attached; anything else is refused', async ({ api, community }) => {
    const k = await regulationKit(api, community);
    const upload = (bytes: Buffer, name: string) =>
      k.staff.call('POST', `${API}/file`, {
        query: { communityID: community.id },
        ...multipart({}, { file: { name, bytes, type: 'application/pdf' } }),
      });
    expectRefusal(await upload(Buffer.from('not a pdf at all'), 'x.pdf'), 400, 'REGULATION_NOT_PDF');
    const ok = await upload(Buffer.from('%PDF-1.4\n%%EOF\n'), 'form.pdf');
    expect(ok.statusCode, ok.body).toBe(200);
    const { fileID } = ok.json().data;
    const d = await k.draft({ bodyHtml: null, fileID, category: 'FORM', title: 'Renovation form' });
    expect(d.versions[0].file).toMatchObject({
      fileID,
      name: 'form.pdf',
      url: expect.stringMatching(/^\/api\/files\//),
    });
    const file = await api.app.inject({ method: 'GET', url: d.versions[0].file.url });
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF-')).toBe(true);
  });

  apiTest('the list pages, filters and searches', async ({ api, community }) => {
    const k = await regulationKit(api, community);
    for (let i = 1; i <= 5; i++) await k.draft({ title: `Rule ${i}`, category: i % 2 ? 'NOTICE' : 'FORM' });
    await k.published({ title: 'Parking rule' });
    const first = (await k.get(k.staff, 'list', { limit: 4 })).json();
    expect(first.items).toHaveLength(4);
    expect(first.items[0]).toMatchObject({
      title: 'Parking rule',
      status: 'PUBLISHED',
      figures: { units: 3, read: 0 },
    });
    const second = (await k.get(k.staff, 'list', { limit: 4, lastKey: first.lastKey })).json();
    expect(second.items).toHaveLength(2);
    expect(second.lastKey).toBeNull();
    const notices = (await k.get(k.staff, 'list', { category: 'NOTICE' })).json().items;
    expect(notices.map((d: { title: string }) => d.title).sort()).toEqual(['Rule 1', 'Rule 3', 'Rule 5']);
    const found = (await k.get(k.staff, 'list', { q: 'park' })).json().items;
    expect(found.map((d: { title: string }) => d.title)).toEqual(['Parking rule']);
    const drafts = (await k.get(k.staff, 'list', { status: 'DRAFT' })).json().items;
    expect(drafts).toHaveLength(5);
  });
});
