import {
  PAUSED_STATES,
  REPAIR_ACTIONS,
  REPAIR_MOVES,
  type RepairAction,
  type RepairDetail,
  type RepairRequest,
  type RepairState,
} from '@cc/contracts/repair-records';
import type { RequestRow } from './request-queries';
import type { StoredPhoto } from './tables';

export interface Names {
  categories: Map<string, string>;
  technicians: Map<string, string>;
}

const OFFICE_ACTIONS: readonly RepairAction[] = [
  'accept',
  'reject',
  'quote',
  'schedule',
  'progress',
  'requestClose',
  'forceClose',
  'delete',
];
const RESIDENT_ACTIONS: readonly RepairAction[] = [
  'approveQuote',
  'declineQuote',
  'schedule',
  'confirmClose',
  'notFixed',
  'review',
  'cancel',
];

/** What the caller may do with a request in its state: the console's buttons, the app's too. */
export function actionsFor(
  state: RepairState,
  isOffice: boolean,
  row: Pick<RequestRow, 'firstVisitAt'>,
): RepairAction[] {
  const mine = isOffice ? OFFICE_ACTIONS : RESIDENT_ACTIONS;
  return REPAIR_ACTIONS.filter((a) => mine.includes(a) && REPAIR_MOVES[a].from.includes(state)).filter(
    (a) => a !== 'cancel' || !row.firstVisitAt,
  );
}

/** The clock people act on now: the worst of the steps still running. */
export function slaOf(row: RequestRow, now: Date, warnMs: number): RepairRequest['sla'] {
  if (row.breaches.length) return 'BREACHED';
  if (
    !['NEW', 'ACCEPTED', 'APPROVED', 'SCHEDULED', 'IN_PROGRESS', 'QUOTED', 'CLOSE_REQUESTED'].includes(
      row.state,
    )
  )
    return 'DONE';
  if ((PAUSED_STATES as readonly string[]).includes(row.state)) return 'PAUSED';
  const dues = runningDues(row);
  if (dues.some((d) => d <= now)) return 'BREACHED';
  return dues.some((d) => d.getTime() - warnMs <= now.getTime()) ? 'WARNING' : 'OK';
}

/** The due times still running: accept until accepted, visit until the first visit, close until closed. */
export function runningDues(row: RequestRow): Date[] {
  return [
    !row.acceptedAt ? row.acceptDueAt : null,
    row.acceptedAt && !row.firstVisitAt ? row.visitDueAt : null,
    row.acceptedAt && !row.closeRequestedAt ? row.closeDueAt : null,
  ].filter((d): d is Date => d !== null);
}

export const photosOf = (photos: StoredPhoto[] | null | undefined, url: (k: string) => string | null) =>
  (photos ?? []).map((p) => ({ photoID: p.photoID, url: url(p.key) ?? '' }));

export function toRequest(row: RequestRow, names: Names, now: Date, warnMs: number): RepairRequest {
  return {
    requestID: row.id,
    no: row.no,
    state: row.state,
    unitID: row.unitId,
    unitNo: row.unitNo,
    buildingName: row.buildingName,
    requester: { userID: row.requesterUserId, name: row.requesterName, phone: row.requesterPhone },
    categoryID: row.categoryId,
    categoryName: names.categories.get(row.categoryId) ?? '',
    description: row.description,
    photoCount: row.photos.length,
    mayEnterWhenAbsent: row.mayEnterWhenAbsent,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    appointment:
      row.appointmentStartsAt && row.appointmentEndsAt && row.technicianId
        ? {
            startsAt: row.appointmentStartsAt.toISOString(),
            endsAt: row.appointmentEndsAt.toISOString(),
            technicianID: row.technicianId,
            technicianName: names.technicians.get(row.technicianId) ?? '',
          }
        : null,
    quoteTotalSatang: row.quoteTotalSatang,
    stars: row.reviewStars,
    sla: slaOf(row, now, warnMs),
  };
}

export type DetailExtras = Pick<RepairDetail, 'timeline' | 'actions' | 'slaClocks'>;

export function toDetail(
  row: RequestRow,
  names: Names,
  now: Date,
  warnMs: number,
  url: (k: string) => string | null,
  extras: DetailExtras,
  autoClosesAt: Date | null,
): RepairDetail {
  return {
    ...toRequest(row, names, now, warnMs),
    photos: photosOf(row.photos, url),
    preferredTimes: row.preferredTimes,
    quote:
      row.quoteLines && row.quotedAt
        ? {
            lines: row.quoteLines,
            totalSatang: row.quoteTotalSatang ?? 0,
            quotedAt: row.quotedAt.toISOString(),
            note: row.quoteNote,
          }
        : null,
    close: row.closeRequestedAt
      ? {
          note: row.closeNote,
          photos: photosOf(row.closePhotos, url),
          collectedSatang: row.collectedSatang ?? 0,
          method: row.paymentMethod ?? 'NONE',
          requestedAt: row.closeRequestedAt.toISOString(),
          closedAt: row.closedAt?.toISOString() ?? null,
          autoClosesAt: row.state === 'CLOSE_REQUESTED' ? (autoClosesAt?.toISOString() ?? null) : null,
        }
      : null,
    review:
      row.reviewStars && row.reviewedAt
        ? {
            stars: row.reviewStars,
            comment: row.reviewComment,
            photo: row.reviewPhoto ? (photosOf([row.reviewPhoto], url)[0] ?? null) : null,
            at: row.reviewedAt.toISOString(),
          }
        : null,
    reason: row.reason,
    ...extras,
  };
}
