import type { RequestListQuery } from '@cc/contracts/repair-inputs';
import type { RepairDetail } from '@cc/contracts/repair-records';
import { encodeKey } from '../../platform/http/keyset';
import { addDays, startOfLocalDay } from '../../platform/time/zone-clock';
import { requestFor } from './moves';
import type { RepairWork } from './repair-work';
import { eventsOf, listRequestRows, type RequestRow } from './request-queries';
import { actionsFor, type Names, photosOf, runningDues, toDetail, toRequest } from './request-view';
import { categoryRows, technicianRows } from './setting-queries';

export async function namesOf(w: RepairWork): Promise<Names> {
  return {
    categories: new Map((await categoryRows(w.tx, w.scope)).map((c) => [c.id, c.name])),
    technicians: new Map((await technicianRows(w.tx, w.scope)).map((t) => [t.id, t.name])),
  };
}

const warnMs = (w: RepairWork) => w.sla.warnHours * 3_600_000;

export async function shownRows(w: RepairWork, rows: RequestRow[]) {
  const names = await namesOf(w);
  return rows.map((r) => toRequest(r, names, w.now, warnMs(w)));
}

/** A page of rows fetched one over the limit: the items and the key of the next page. */
export async function pageOf(w: RepairWork, rows: RequestRow[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: await shownRows(w, items),
    lastKey: rows.length > limit && last ? encodeKey([last.createdAt.toISOString(), last.id]) : null,
  };
}

export function dayRangeOf(w: RepairWork, from?: string, to?: string) {
  return {
    from: from ? startOfLocalDay(from, w.timeZone) : undefined,
    to: to ? startOfLocalDay(addDays(to, 1), w.timeZone) : undefined,
  };
}

export async function listRequests(w: RepairWork, q: RequestListQuery) {
  const { rows, total } = await listRequestRows(w.tx, w.scope, q, dayRangeOf(w, q.from, q.to), w.now);
  return { ...(await pageOf(w, rows, q.limit)), total };
}

/** One request as its reader sees it: residents get the notes meant for them, and their own actions. */
export async function requestDetail(w: RepairWork, id: string, row?: RequestRow): Promise<RepairDetail> {
  const r = row ?? (await requestFor(w, id));
  const names = await namesOf(w);
  const url = (k: string) => w.fileUrl(k);
  const events = await eventsOf(w.tx, w.scope, r.id);
  const timeline = events
    .filter((e) => w.isOffice || e.shownToResident)
    .map((e) => ({
      at: e.at.toISOString(),
      action: e.action,
      fromState: e.fromState,
      toState: e.toState,
      by: e.byName,
      text: e.text,
      photos: photosOf(e.photos, url),
      shownToResident: e.shownToResident,
    }));
  const running = runningDues(r).map((d) => d.getTime());
  const clock = (step: 'ACCEPT' | 'VISIT' | 'CLOSE', due: Date | null, done: Date | null) => ({
    step,
    dueAt: due?.toISOString() ?? null,
    doneAt: done?.toISOString() ?? null,
    breached: r.breaches.includes(step) || (!done && !r.pausedAt && due !== null && due < w.now),
    warning:
      !done &&
      due !== null &&
      running.includes(due.getTime()) &&
      due.getTime() - warnMs(w) <= w.now.getTime(),
  });
  const autoClosesAt = r.closeRequestedAt
    ? new Date(r.closeRequestedAt.getTime() + w.appointment.autoCloseDays * 24 * 3_600_000)
    : null;
  return toDetail(
    r,
    names,
    w.now,
    warnMs(w),
    url,
    {
      timeline,
      actions: actionsFor(r.state, w.isOffice, r),
      slaClocks: [
        clock('ACCEPT', r.acceptDueAt, r.acceptedAt),
        clock('VISIT', r.visitDueAt, r.firstVisitAt),
        clock('CLOSE', r.closeDueAt, r.closeRequestedAt),
      ],
    },
    autoClosesAt,
  );
}
