import type { CommunityContact } from '@cc/contracts/setting';
import { settingOps } from '@cc/contracts/setting';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit/audit-actor';
import { recordAudit } from '../../platform/audit/record-audit';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { TAGS } from './community-profile-routes';
import { communityContacts } from './tables';

const EMPTY: CommunityContact = {
  legalName: null,
  taxID: null,
  phone: null,
  email: null,
  address: null,
  lineID: null,
  officeHours: null,
};

async function readContact(tx: Executor, scope: CommunityScope): Promise<CommunityContact> {
  const [c] = await tx.select().from(communityContacts).where(scope.owns(communityContacts));
  if (!c) return EMPTY;
  const { taxId, lineId, communityId: _, updatedAt: __, ...rest } = c;
  return { ...rest, taxID: taxId, lineID: lineId };
}

export async function contactRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, settingOps.contact, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await request.scope.run((tx) => readContact(tx, request.scope)),
    }),
  });

  // Fields left out keep their value; null clears one.
  r.route({
    ...guardedRoute(s, settingOps.contactUpdate, TAGS),
    handler: async (request) => {
      const { communityID: _, taxID, lineID, ...rest } = request.body;
      const scope = request.scope;
      const data = await scope.run(async (tx) => {
        const before = await readContact(tx, scope);
        const merged = { ...before, ...stripUndefined({ ...rest, taxID, lineID }) } as CommunityContact;
        const { taxID: taxId, lineID: lineId, ...columns } = merged;
        const row = { ...columns, taxId, lineId, updatedAt: new Date() };
        await tx
          .insert(communityContacts)
          .values({ communityId: scope.communityId, ...row })
          .onConflictDoUpdate({ target: communityContacts.communityId, set: row });
        const after = await readContact(tx, scope);
        await recordAudit(tx, { ...actorOf(request), action: 'community.contact', before, after });
        return after;
      });
      return { isSuccess: true as const, data };
    },
  });
}

const stripUndefined = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
