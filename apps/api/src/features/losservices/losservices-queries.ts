import {
  OPEN_STATUSES,
  type Partner,
  type RequestStatus,
  type Service,
  type ServiceRequest,
} from '@cc/contracts/losservices';
import { and, asc, desc, eq, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../platform/http/keyset';
import type { LosservicesWork } from './losservices-work';
import { notFound } from './refusals';
import { losservicesPartners, losservicesRequests, losservicesServices } from './tables';

export const TAGS = ['losservices'];

type ServiceRow = typeof losservicesServices.$inferSelect;
type RequestRow = typeof losservicesRequests.$inferSelect;
const S = losservicesServices;
const R = losservicesRequests;

/** A vendor's e-mail is for the office; residents see the service without it. */
export const toService = (w: LosservicesWork, row: ServiceRow, openRequests = 0): Service => ({
  serviceID: row.id,
  kind: row.kind,
  name: row.name,
  description: row.description,
  fromPriceSatang: row.fromPriceSatang,
  partnerID: row.partnerId,
  vendorName: row.vendorName,
  vendorEmail: w.canWrite ? row.vendorEmail : null,
  isEnabled: row.isEnabled,
  openRequests,
  createdAt: row.createdAt.toISOString(),
});

/** Residents see the services turned on; staff who may change them see every one. */
export async function listServices(w: LosservicesWork, search?: string): Promise<Service[]> {
  // A join, not a correlated subquery: drizzle leaves a lone table's columns unqualified, and
  // inside a subquery on requests `id` would name the request's.
  const rows = await w.tx
    .select({ row: S, open: sql<number>`count(${R.id})::int` })
    .from(S)
    .leftJoin(R, and(eq(R.serviceId, S.id), inArray(R.status, [...OPEN_STATUSES])))
    .where(
      w.scope.owns(
        S,
        w.canWrite ? undefined : eq(S.isEnabled, true),
        search
          ? or(ilike(S.name, containsPattern(search)), ilike(S.vendorName, containsPattern(search)))
          : undefined,
      ),
    )
    .groupBy(S.id)
    .orderBy(asc(S.kind), asc(S.name));
  return rows.map((r) => toService(w, r.row, w.isStaff ? r.open : 0));
}

/** One service; another community's ID, or a turned-off one for a resident, reads as none. */
export async function findServiceRow(
  w: LosservicesWork,
  serviceId: string,
  forUpdate = false,
): Promise<ServiceRow> {
  const q = w.tx
    .select()
    .from(S)
    .where(w.scope.owns(S, eq(S.id, serviceId)));
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row || (!row.isEnabled && !w.canWrite)) throw notFound('LOSSERVICES_SERVICE_NOT_FOUND');
  return row;
}

export async function findService(w: LosservicesWork, serviceId: string): Promise<Service> {
  const row = await findServiceRow(w, serviceId);
  const [open] = await w.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(R)
    .where(w.scope.owns(R, eq(R.serviceId, serviceId), inArray(R.status, [...OPEN_STATUSES])));
  return toService(w, row, w.isStaff ? (open?.n ?? 0) : 0);
}

/** The operator's partners still working with the platform (a global table: no community rows). */
export async function activePartners(w: Pick<LosservicesWork, 'tx'>): Promise<Partner[]> {
  const rows = await w.tx
    .select()
    .from(losservicesPartners)
    .where(isNull(losservicesPartners.retiredAt))
    .orderBy(asc(losservicesPartners.name));
  return rows.map(toPartner);
}

export const toPartner = (row: typeof losservicesPartners.$inferSelect): Partner => ({
  partnerID: row.id,
  name: row.name,
  email: row.email,
  kinds: row.kinds,
});

export async function findPartner(w: Pick<LosservicesWork, 'tx'>, partnerId: string): Promise<Partner> {
  const [row] = await w.tx
    .select()
    .from(losservicesPartners)
    .where(and(eq(losservicesPartners.id, partnerId), isNull(losservicesPartners.retiredAt)));
  if (!row) throw notFound('LOSSERVICES_PARTNER_NOT_FOUND');
  return toPartner(row);
}

export interface RequestWithService {
  request: RequestRow;
  service: ServiceRow;
}

export const toRequest = (
  w: LosservicesWork,
  { request: r, service: s }: RequestWithService,
): ServiceRequest => ({
  requestID: r.id,
  serviceID: s.id,
  serviceName: s.name,
  serviceKind: s.kind,
  vendorName: s.vendorName,
  requesterName: r.requesterName,
  place: r.place,
  note: r.note,
  preferredDate: r.preferredDate,
  status: r.status,
  scheduledAt: r.scheduledAt?.toISOString() ?? null,
  statusNote: r.statusNote,
  review: r.reviewRating === null ? null : { rating: r.reviewRating, comment: r.reviewComment ?? '' },
  isMine: w.userId !== null && r.requesterId === w.userId,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * One request with its service; staff read any of the community, a resident only their own.
 * Another community's ID, or another resident's, reads as no such request.
 */
export async function findRequestRow(w: LosservicesWork, requestId: string): Promise<RequestWithService> {
  const [row] = await w.tx
    .select({ request: R, service: S })
    .from(R)
    .innerJoin(S, eq(S.id, R.serviceId))
    .where(
      w.scope.owns(
        R,
        eq(R.id, requestId),
        w.isStaff || w.userId === null ? undefined : eq(R.requesterId, w.userId),
      ),
    );
  if (!row) throw notFound('LOSSERVICES_REQUEST_NOT_FOUND');
  return row;
}

export interface RequestFilter {
  status?: RequestStatus;
  openOnly: boolean;
  search?: string;
  /** The last row of the previous page: its created time and ID. */
  after?: [Date, string];
  limit: number;
}

/** A page of requests, newest first; a resident's own only, unless the caller is staff. */
export async function listRequests(w: LosservicesWork, f: RequestFilter): Promise<RequestWithService[]> {
  const pattern = f.search ? containsPattern(f.search) : undefined;
  return w.tx
    .select({ request: R, service: S })
    .from(R)
    .innerJoin(S, eq(S.id, R.serviceId))
    .where(
      w.scope.owns(
        R,
        w.isStaff ? undefined : eq(R.requesterId, w.userId ?? '00000000-0000-0000-0000-000000000000'),
        f.status ? eq(R.status, f.status) : undefined,
        f.openOnly ? inArray(R.status, [...OPEN_STATUSES]) : undefined,
        pattern
          ? or(
              ilike(R.place, pattern),
              ilike(R.requesterName, pattern),
              ilike(S.name, pattern),
              ilike(R.note, pattern),
            )
          : undefined,
        f.after
          ? or(lt(R.createdAt, f.after[0]), and(eq(R.createdAt, f.after[0]), lt(R.id, f.after[1])))
          : undefined,
      ),
    )
    .orderBy(desc(R.createdAt), desc(R.id))
    .limit(f.limit + 1);
}

/** The card's figure: requests not finished yet. */
export async function openRequestCount(w: LosservicesWork): Promise<number> {
  const [row] = await w.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(R)
    .where(w.scope.owns(R, inArray(R.status, [...OPEN_STATUSES])));
  return row?.n ?? 0;
}
