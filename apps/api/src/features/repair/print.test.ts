import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect } from 'vitest';
import { communityScope } from '../../platform/db/community-scope';
import { blankRaster, encodePng } from '../../platform/pdf/raster-image';
import { addDays, localDate } from '../../platform/time/zone-clock';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { repairKit, slotAt } from './repair-test-kit';
import { repairWork } from './repair-work';
import { repairRequests } from './tables';
import { workOrdersDefinition } from './work-order-pdf';
import { workOrdersFor } from './work-orders';

const PRINT = '/api/repair/pmc/request/print';
const textOf = async (bytes: Buffer) =>
  (await extractText(new Uint8Array(bytes), { mergePages: true })).text.replaceAll('\u200B', '');

describe('a work order', () => {
  apiTest(
    'prints one request, with its photos, slot, quote and a QR to the console',
    async ({ api, community }) => {
      const k = await repairKit(community);
      const filed = await k.file({ mayEnterWhenAbsent: true });
      await k.walkTo(filed.requestID, 'SCHEDULED');
      const files = api.app.services.files;
      const own = await files.savePrivate(
        { communityId: community.id },
        'repairs',
        Buffer.from(encodePng(blankRaster(8, 8, 90))),
        'png',
      );
      const foreign = await files.savePrivate(
        { communityId: 'another' },
        'repairs',
        Buffer.from(encodePng(blankRaster(8, 8))),
        'png',
      );
      await api.db
        .update(repairRequests)
        .set({
          photos: [
            { photoID: 'p1', key: own },
            { photoID: 'p2', key: foreign },
          ],
        })
        .where(eq(repairRequests.id, filed.requestID));

      const res = await k.get(k.staff, PRINT, { requestID: filed.requestID });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = await textOf(res.rawPayload);
      expect(text).toContain('No. 1');
      expect(text).toContain('A-0101');
      expect(text).toContain('09:00–12:00');
      expect(text).toContain('450.00');
      expect(text).toContain('May enter when absent');

      // What the page is built from: the own photo only, and the QR opening the request in the console.
      const caller = { userId: k.staff.userId, actor: k.staff.email, isOffice: true, fileUrl: () => null };
      const scope = communityScope(api.appDb, community.id);
      const [order] = await repairWork(api.app.services, scope, caller, (w) =>
        workOrdersFor(w, { requestID: filed.requestID }),
      );
      expect(order!.photos).toHaveLength(1);
      expect(order!.link).toBe(
        `${api.config.PUBLIC_URL}/dashboard/repair/detail?requestID=${filed.requestID}`,
      );
      expect(JSON.stringify(workOrdersDefinition([order!]))).toContain(`"qr":"${order!.link}"`);
    },
  );

  apiTest(
    "prints a technician's day one page a visit, and refuses what it cannot print",
    async ({ api, community }) => {
      const k = await repairKit(community);
      const first = await k.file();
      const second = await k.file({ description: 'ท่อตัน' });
      for (const [request, clock] of [
        [first, '13:00'],
        [second, '09:00'],
      ] as const) {
        await k.walkTo(request.requestID, 'APPROVED');
        const booked = await k.post(k.staff, '/api/repair/pmc/request/schedule', {
          requestID: request.requestID,
          startsAt: slotAt(2, clock),
          technicianID: k.technicians.wichai,
        });
        expect(booked.statusCode, booked.body).toBe(200);
      }
      const day = addDays(localDate(new Date(), 'Asia/Bangkok'), 2);
      const res = await k.get(k.staff, PRINT, { technicianID: k.technicians.wichai, day });
      expect(res.statusCode, res.body).toBe(200);
      const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
      expect(pdf.numPages).toBe(2);
      const pages = (await extractText(pdf)).text as string[];
      // In the day's order: the morning visit first.
      expect(pages[0]).toContain('No. 2');
      expect(pages[0]).toContain('09:00–12:00');
      expect(pages[1]).toContain('No. 1');
      expect(pages[1]).toContain('13:00–16:00');

      expectRefusal(
        await k.get(k.staff, PRINT, { technicianID: k.technicians.somchai, day }),
        404,
        'REPAIR_DAY_EMPTY',
      );
      const other = await repairKit(await newCommunity(api));
      const foreign = await other.file();
      expectRefusal(await k.get(k.staff, PRINT, { requestID: foreign.requestID }), 404, 'REPAIR_NOT_FOUND');
      expectRefusal(await k.get(k.staff, PRINT, { technicianID: other.technicians.wichai, day }), 404);
      expectRefusal(await k.get(k.staff, PRINT, {}), 400);
      expectRefusal(
        await k.get(k.staff, PRINT, { requestID: first.requestID, technicianID: k.technicians.wichai, day }),
        400,
      );
      expectRefusal(await k.get(k.resident, PRINT, { requestID: first.requestID }), 403);
    },
  );
});
