import { eq } from 'drizzle-orm';
import { imageSize } from '../../platform/pdf/image-size';
import { communities } from '../../platform/tenancy/tables';
import { notFound } from './refusals';
import type { RepairWork } from './repair-work';
import { appointmentRows, findRequest, type RequestRow } from './request-queries';
import { dayRangeOf, namesOf } from './request-reads';
import { technicianRows } from './setting-queries';
import type { WorkOrder } from './work-order-pdf';

/** A work order prints at most this many of the request's photos. */
const PHOTOS_PRINTED = 4;
/** Past this many pixels a photo is not printed: the PDF library would decode all of it. */
const PHOTO_PIXELS_MAX = 40_000_000;

/** The photo as the PDF library takes it (JPEG or PNG, a sane size), or null to leave it out. */
function printable(bytes: Buffer | null): WorkOrder['photos'][number] | null {
  const size = bytes && imageSize(bytes);
  if (!bytes || !size || size.width * size.height > PHOTO_PIXELS_MAX) return null;
  return { bytes, type: bytes[0] === 0x89 ? 'png' : 'jpeg' };
}

/** The work orders to print: one request, or every visit of a technician's day in time order. */
export async function workOrdersFor(
  w: RepairWork,
  q: { requestID?: string; technicianID?: string; day?: string },
): Promise<WorkOrder[]> {
  let rows: RequestRow[];
  if (q.requestID) rows = [await findRequest(w.tx, w.scope, q.requestID)];
  else {
    const technician = (await technicianRows(w.tx, w.scope)).find((t) => t.id === q.technicianID);
    if (!technician) throw notFound('REPAIR_TECHNICIAN_NOT_FOUND');
    const range = dayRangeOf(w, q.day, q.day);
    rows = await appointmentRows(w.tx, w.scope, range.from!, range.to!, technician.id);
    if (!rows.length) throw notFound('REPAIR_DAY_EMPTY', { name: technician.name, day: q.day! });
  }
  const [community] = await w.tx
    .select({ name: communities.name, address: communities.address })
    .from(communities)
    .where(eq(communities.id, w.scope.communityId));
  const names = await namesOf(w);
  const technicians = new Map((await technicianRows(w.tx, w.scope)).map((t) => [t.id, t]));
  const orders: WorkOrder[] = [];
  for (const r of rows) {
    const photos = [];
    for (const p of r.photos.slice(0, PHOTOS_PRINTED)) {
      const photo = printable(await w.s.files.read(w.scope, p.key));
      if (photo) photos.push(photo);
    }
    const technician = r.technicianId ? technicians.get(r.technicianId) : undefined;
    orders.push({
      community: { name: community?.name ?? w.communityName, address: community?.address ?? '' },
      no: r.no,
      filedAt: r.createdAt,
      timeZone: w.timeZone,
      link: `${w.s.config.PUBLIC_URL}/dashboard/repair/detail?requestID=${r.id}`,
      unit: r.buildingName ? `${r.unitNo} (${r.buildingName})` : r.unitNo,
      resident: { name: r.requesterName, phone: r.requesterPhone },
      mayEnterWhenAbsent: r.mayEnterWhenAbsent,
      preferredTimes: r.preferredTimes,
      category: names.categories.get(r.categoryId) ?? '',
      description: r.description,
      photos,
      slot:
        r.appointmentStartsAt && r.appointmentEndsAt
          ? { startsAt: r.appointmentStartsAt, endsAt: r.appointmentEndsAt }
          : null,
      technician: technician ? { name: technician.name, phone: technician.phone } : null,
      quote: r.quoteLines ? { lines: r.quoteLines, totalSatang: r.quoteTotalSatang ?? 0 } : null,
    });
  }
  return orders;
}
