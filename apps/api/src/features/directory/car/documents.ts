import type { Car, CarDocumentInput, CarDocumentKind, CarWithDocuments } from '@cc/contracts/car-directory';
import { keyOf, ownerSegment } from '../../../platform/files/file-keys';
import { audit } from './car-audit';
import type { CarWork } from './car-work';
import { type CarDocumentRow, currentDocuments, replaceDocument } from './document-queries';
import { loadPolicy } from './policy-queries';
import { badRequest, phrase } from './refusals';

/** The storage folder of car papers: `private/c-<community>/cars/<uuid>.<ext>`. */
export const DOCUMENTS_FOLDER = 'cars';

/**
 * A key from the body must be a private upload of this community's car papers: a key naming
 * another community's file, or another area's, is refused and never stored. Answers the bare key.
 */
function ownKey(w: CarWork, fileKey: string): string {
  const parsed = keyOf(fileKey);
  const ours =
    parsed?.visibility === 'private' &&
    parsed.owner === ownerSegment(w.scope) &&
    parsed.key.split('/')[2] === DOCUMENTS_FOLDER;
  if (!parsed || !ours) throw badRequest('CAR_DOCUMENT_NOT_OURS');
  return parsed.key;
}

/**
 * Checks the papers a create or update brings, before anything is written. A resident's request
 * must then hold every kind the policy requires (with the car's current papers, on an update),
 * or it is refused naming the missing kinds. The office is not held to it: a walk-in or a car
 * the office enters at the counter is registered with the papers seen at the desk.
 */
export async function checkDocuments(
  w: CarWork,
  input: CarDocumentInput[] | undefined,
  current: CarDocumentRow[] = [],
): Promise<CarDocumentInput[]> {
  const docs = (input ?? []).map((d) => ({ kind: d.kind, fileKey: ownKey(w, d.fileKey) }));
  if (w.isStaff) return docs;
  const { policy } = await loadPolicy(w.tx, w.scope);
  const held = new Set<string>([...current.map((d) => d.kind), ...docs.map((d) => d.kind)]);
  const missing = policy.documentsRequired.filter((k) => !held.has(k));
  if (missing.length > 0)
    throw badRequest('CAR_DOCUMENTS_MISSING', { kinds: missing.map((k) => phrase(`CAR_DOCUMENT_${k}`)) });
  return docs;
}

/** Attaches checked papers to the car: each replaces the current one of its kind (kept, retired). */
export async function attachDocuments(
  w: CarWork,
  carId: string,
  docs: CarDocumentInput[],
  current: CarDocumentRow[] = [],
) {
  const changed = docs.filter((d) => !current.some((c) => c.kind === d.kind && c.fileKey === d.fileKey));
  for (const d of changed)
    await replaceDocument(w.tx, w.scope, { carId, ...d, uploadedBy: w.userId, at: w.now });
  if (changed.length > 0) await audit(w, 'car.documents', carId, { kinds: changed.map((d) => d.kind) });
}

export const documentsOfCar = (w: CarWork, carId: string) => currentDocuments(w.tx, w.scope, [carId]);

/** Cars with their current papers, each a signed link (one query for all). */
export async function withDocuments(w: CarWork, cars: Car[]): Promise<CarWithDocuments[]> {
  const rows = await currentDocuments(
    w.tx,
    w.scope,
    cars.map((c) => c.carID),
  );
  return cars.map((c) => ({
    ...c,
    documents: rows
      .filter((r) => r.carId === c.carID)
      .map((r) => ({
        kind: r.kind as CarDocumentKind,
        url: w.s.files.url(w.scope, r.fileKey) ?? '',
        uploadedAt: r.uploadedAt.toISOString(),
      })),
  }));
}
