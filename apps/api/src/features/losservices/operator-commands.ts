import { SERVICE_KINDS } from '@cc/contracts/losservices';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/record-audit';
import { command } from '../../platform/feature/operator-command';
import { activePartners, toPartner } from './losservices-queries';
import { notFound } from './refusals';
import { losservicesPartners as P } from './tables';

const kinds = z
  .string()
  .transform((s) => s.split(',').map((k) => k.trim().toUpperCase()))
  .pipe(z.array(z.enum(SERVICE_KINDS)).min(1));

/**
 * The platform operator's partners, offered to every community: added, listed and retired (never
 * deleted: communities' services and past requests keep naming them).
 */
export const PARTNER_COMMANDS = {
  'losservices-partner-add': command({
    summary: `losservices-partner-add --name <company> --email <address for job mails> --kinds ${SERVICE_KINDS.join(',')}`,
    args: z.object({ name: z.string().trim().min(1).max(120), email: z.email().max(200), kinds }),
    async run(db, a) {
      const [row] = await db.insert(P).values({ name: a.name, email: a.email, kinds: a.kinds }).returning();
      const partner = toPartner(row!);
      await recordAudit(db, {
        actor: 'operator',
        action: 'losservices.partner.add',
        target: partner.partnerID,
        after: partner,
      });
      return partner;
    },
  }),
  'losservices-partner-list': command({
    summary: 'losservices-partner-list',
    args: z.object({}),
    run: (db) => activePartners({ tx: db as never }),
  }),
  'losservices-partner-retire': command({
    summary: 'losservices-partner-retire --id <partnerID>',
    args: z.object({ id: z.uuid() }),
    async run(db, a) {
      const [row] = await db
        .update(P)
        .set({ retiredAt: new Date() })
        .where(and(eq(P.id, a.id), isNull(P.retiredAt)))
        .returning();
      if (!row) throw notFound('LOSSERVICES_NO_PARTNER_WITH_ID', { id: a.id });
      await recordAudit(db, { actor: 'operator', action: 'losservices.partner.retire', target: a.id });
      return { partnerID: a.id, retired: true };
    },
  }),
};
