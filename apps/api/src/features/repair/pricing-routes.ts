import { repairSettingOps as ops } from '@cc/contracts/repair-setting-ops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readSheetRows } from '../../platform/files/sheet-rows';
import { sendXlsx, uploadedFile } from '../../platform/files/spreadsheet';
import { guardedRoute } from '../../platform/http/guarded-route';
import { requestLanguage } from '../../platform/i18n/request-language';
import type { AppServices } from '../../platform/services';
import { checkPriceSheet } from './check-price-sheet';
import { priceListSheet } from './price-sheet';
import { badRequest, repairRefusals } from './refusals';
import { atRepair, changeAtRepair } from './repair-work';
import { categoryRows, priceRows } from './setting-queries';
import { savePriceList, toPriceItem } from './settings';

const TAGS = ['repair'];

/** The price list as a spreadsheet: the template to fill in (the list as it is), and its import. */
export async function pricingRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const upload = uploadedFile();
  const read = (request: FastifyRequest) => upload.read(request);

  r.route({
    ...guardedRoute(s, ops.pricingTemplate, TAGS),
    handler: async (request, reply) => {
      const sheets = await atRepair(request, async (w) => {
        const categories = new Map((await categoryRows(w.tx, w.scope)).map((c) => [c.id, c.name]));
        const items = (await priceRows(w.tx, w.scope)).filter((p) => p.active).map(toPriceItem);
        return priceListSheet(items, categories);
      });
      return sendXlsx(reply, 'repair-price-list.xlsx', sheets);
    },
  });

  // All rows or none: the check and the save are one transaction, so the list saved is the one checked.
  r.route({
    ...guardedRoute(s, ops.pricingImport, TAGS, read),
    handler: async (request) => {
      const lang = requestLanguage(request.headers['accept-language']);
      const sheet = await readSheetRows(upload.of(request), (problem) =>
        badRequest(problem === 'UNREADABLE_XLSX' ? 'REPAIR_UNREADABLE_FILE' : 'REPAIR_NOT_XLSX_OR_CSV'),
      );
      const dryRun = request.query.dryRun === 'true';
      const work = dryRun ? atRepair : changeAtRepair;
      const data = await work(request, async (w) => {
        const { items, errors } = await checkPriceSheet(w, sheet, lang);
        if (errors.length || dryRun) return { saved: 0, errors, items: [] };
        const saved = await savePriceList(w, items);
        return { saved: items.length, errors, items: saved };
      });
      const bad = new Set(data.errors.map((e) => e.row)).size;
      return {
        isSuccess: true as const,
        ...(bad && { message: repairRefusals.inLanguage(lang, 'REPAIR_IMPORT_HAS_ERRORS', { count: bad }) }),
        data,
      };
    },
  });
}
