import type { RegulationDetail, RegulationDocument, RegulationFigures } from '@cc/contracts/regulation';
import type { documentListSchema } from '@cc/contracts/regulation-inputs';
import type { z } from 'zod';
import { pageOf } from '../../platform/http/keyset';
import { notFound } from './refusals';
import { documentRow, listDocumentRows, type VersionRow, versionRows } from './regulation-queries';
import { toDetail, toDocument } from './regulation-view';
import type { RegulationWork } from './regulation-work';
import { countsOf, unitCount } from './report-queries';

/** Figures of the live versions among `versions`, by version. */
async function figuresOf(w: RegulationWork, versions: readonly VersionRow[]) {
  const live = versions.filter((x) => x.status === 'PUBLISHED').map((x) => x.id);
  const figures = new Map<string, RegulationFigures>();
  if (live.length === 0) return figures;
  const units = await unitCount(w.tx, w.scope);
  for (const c of await countsOf(w.tx, w.scope, live))
    figures.set(c.version_id, { units, read: c.read, acknowledged: c.acknowledged });
  for (const id of live) if (!figures.has(id)) figures.set(id, { units, read: 0, acknowledged: 0 });
  return figures;
}

const liveFigures = (versions: readonly VersionRow[], figures: Map<string, RegulationFigures>) => {
  const live = versions.find((x) => x.status === 'PUBLISHED');
  return live ? (figures.get(live.id) ?? null) : null;
};

export async function listDocuments(
  w: RegulationWork,
  q: z.output<typeof documentListSchema>,
): Promise<{ items: RegulationDocument[]; lastKey: string | null }> {
  const rows = await listDocumentRows(w.tx, w.scope, q, q.lastKey, q.limit);
  const page = pageOf(rows, q.limit, (r) => [r.updatedAt.toISOString(), r.id]);
  const versions = await versionRows(
    w.tx,
    w.scope,
    page.items.map((r) => r.id),
    ['PUBLISHED', 'DRAFT'],
  );
  const figures = await figuresOf(w, versions);
  const items = page.items.map((r) => {
    const own = versions.filter((x) => x.documentId === r.id);
    return toDocument(w, r, own, liveFigures(own, figures));
  });
  return { items, lastKey: page.lastKey };
}

/** One document with every version; another community's ID reads as no such document. */
export async function readDetail(w: RegulationWork, documentId: string): Promise<RegulationDetail> {
  const row = await documentRow(w.tx, w.scope, documentId);
  if (!row) throw notFound('REGULATION_DOCUMENT_NOT_FOUND');
  const versions = await versionRows(w.tx, w.scope, [documentId]);
  return toDetail(w, row, versions, liveFigures(versions, await figuresOf(w, versions)));
}
