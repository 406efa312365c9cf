import type {
  categoryInputSchema,
  priceItemInputSchema,
  technicianInputSchema,
} from '@cc/contracts/repair-inputs';
import type { PriceItem, RepairCategory, Technician } from '@cc/contracts/repair-records';
import { eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/record-audit';
import { badRequest, notFound } from './refusals';
import type { RepairWork } from './repair-work';
import { categoryRows, priceRows, technicianRows } from './setting-queries';
import { repairCategories, repairPriceItems, repairTechnicians } from './tables';

/**
 * The office's lists (categories, price list, technicians) are saved whole, as the settings page
 * shows them: rows sent with an ID are changed, rows without one added, rows left out retired
 * (never deleted: requests, quotes and appointments keep pointing at them). All in one
 * transaction, with the before and after in the audit log.
 */

export const toCategory = (r: typeof repairCategories.$inferSelect): RepairCategory => ({
  categoryID: r.id,
  name: r.name,
  acceptHours: r.acceptHours,
  visitHours: r.visitHours,
  closeDays: r.closeDays,
  active: r.active,
});
export const toPriceItem = (r: typeof repairPriceItems.$inferSelect): PriceItem => ({
  itemID: r.id,
  categoryID: r.categoryId,
  code: r.code,
  name: r.name,
  unit: r.unit,
  priceSatang: r.priceSatang,
  active: r.active,
});
export const toTechnician = (r: typeof repairTechnicians.$inferSelect): Technician => ({
  technicianID: r.id,
  name: r.name,
  phone: r.phone,
  skills: r.skills,
  days: r.days,
  active: r.active,
});

async function audited<T>(w: RepairWork, action: string, before: T, after: () => Promise<T>) {
  const saved = await after();
  await recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action,
    before,
    after: saved,
  });
  return saved;
}

function knownIds(sent: (string | undefined)[], existing: string[]) {
  const unknown = sent.filter((id): id is string => Boolean(id) && !existing.includes(id!));
  return unknown;
}

export async function saveCategories(w: RepairWork, input: z.output<typeof categoryInputSchema>[]) {
  const before = (await categoryRows(w.tx, w.scope)).map(toCategory);
  if (
    knownIds(
      input.map((c) => c.categoryID),
      before.map((c) => c.categoryID),
    ).length
  )
    throw notFound('REPAIR_CATEGORY_NOT_FOUND');
  return audited(w, 'repair.categories', before, async () => {
    const t = repairCategories;
    const kept = input.flatMap((c) => (c.categoryID ? [c.categoryID] : []));
    await w.tx
      .update(t)
      .set({ active: false })
      .where(w.scope.owns(t, kept.length ? notInArray(t.id, kept) : undefined));
    for (const [sort, c] of input.entries()) {
      const values = {
        name: c.name,
        acceptHours: c.acceptHours,
        visitHours: c.visitHours,
        closeDays: c.closeDays,
        active: c.active,
        sort,
      };
      if (c.categoryID)
        await w.tx
          .update(t)
          .set(values)
          .where(w.scope.owns(t, eq(t.id, c.categoryID)));
      else await w.tx.insert(t).values({ ...values, communityId: w.scope.communityId });
    }
    return (await categoryRows(w.tx, w.scope)).map(toCategory);
  });
}

export async function savePriceList(w: RepairWork, input: z.output<typeof priceItemInputSchema>[]) {
  const codes = new Set<string>();
  for (const i of input) {
    if (codes.has(i.code)) throw badRequest('REPAIR_DUPLICATE_CODE', { code: i.code });
    codes.add(i.code);
  }
  const before = (await priceRows(w.tx, w.scope)).map(toPriceItem);
  if (
    knownIds(
      input.map((i) => i.itemID),
      before.map((i) => i.itemID),
    ).length
  )
    throw notFound('REPAIR_ITEM_NOT_FOUND', { item: '?' });
  const categories = (await categoryRows(w.tx, w.scope)).map((c) => c.id);
  for (const i of input)
    if (i.categoryID && !categories.includes(i.categoryID)) throw notFound('REPAIR_CATEGORY_NOT_FOUND');
  return audited(w, 'repair.pricing', before, async () => {
    const t = repairPriceItems;
    const kept = input.flatMap((i) => (i.itemID ? [i.itemID] : []));
    // Retired rows give up their code first, so a new row may take it.
    const retired = await w.tx
      .update(t)
      .set({ active: false })
      .where(w.scope.owns(t, kept.length ? notInArray(t.id, kept) : undefined))
      .returning({ id: t.id, code: t.code });
    for (const r of retired.filter((r) => codes.has(r.code)))
      await w.tx
        .update(t)
        .set({ code: `${r.code}~${r.id.slice(0, 8)}` })
        .where(w.scope.owns(t, eq(t.id, r.id)));
    // Codes move between kept rows without tripping the unique index: park them first.
    if (kept.length) {
      const parked = await w.tx
        .select({ id: t.id })
        .from(t)
        .where(w.scope.owns(t, inArray(t.id, kept)));
      for (const p of parked)
        await w.tx
          .update(t)
          .set({ code: `~${p.id}` })
          .where(w.scope.owns(t, eq(t.id, p.id)));
    }
    for (const i of input) {
      const values = {
        categoryId: i.categoryID,
        code: i.code,
        name: i.name,
        unit: i.unit,
        priceSatang: i.priceSatang,
        active: i.active,
      };
      if (i.itemID)
        await w.tx
          .update(t)
          .set(values)
          .where(w.scope.owns(t, eq(t.id, i.itemID)));
      else await w.tx.insert(t).values({ ...values, communityId: w.scope.communityId });
    }
    return (await priceRows(w.tx, w.scope)).map(toPriceItem);
  });
}

export async function saveTechnicians(w: RepairWork, input: z.output<typeof technicianInputSchema>[]) {
  const before = (await technicianRows(w.tx, w.scope)).map(toTechnician);
  if (
    knownIds(
      input.map((x) => x.technicianID),
      before.map((x) => x.technicianID),
    ).length
  )
    throw notFound('REPAIR_TECHNICIAN_NOT_FOUND');
  const categories = (await categoryRows(w.tx, w.scope)).map((c) => c.id);
  for (const x of input)
    for (const skill of x.skills)
      if (!categories.includes(skill)) throw notFound('REPAIR_CATEGORY_NOT_FOUND');
  return audited(w, 'repair.technicians', before, async () => {
    const t = repairTechnicians;
    const kept = input.flatMap((x) => (x.technicianID ? [x.technicianID] : []));
    await w.tx
      .update(t)
      .set({ active: false })
      .where(w.scope.owns(t, kept.length ? notInArray(t.id, kept) : undefined));
    for (const x of input) {
      const values = {
        name: x.name,
        phone: x.phone ?? null,
        skills: [...new Set(x.skills)],
        days: [...new Set(x.days)].sort(),
        active: x.active,
      };
      if (x.technicianID)
        await w.tx
          .update(t)
          .set(values)
          .where(w.scope.owns(t, eq(t.id, x.technicianID)));
      else await w.tx.insert(t).values({ ...values, communityId: w.scope.communityId });
    }
    return (await technicianRows(w.tx, w.scope)).map(toTechnician);
  });
}
