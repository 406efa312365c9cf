import type { Service, ServiceKind } from '@cc/contracts/losservices';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit';
import { findPartner, findService, findServiceRow } from './losservices-queries';
import type { LosservicesWork } from './losservices-work';
import { losservicesServices as S } from './tables';

/** The audit log's line for a change: who made it, in which community, to what. */
const audit = (w: LosservicesWork, action: string, service: Service, before?: unknown) =>
  recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: `losservices.service.${action}`,
    target: service.serviceID,
    before,
    after: service,
  });

interface ServiceFields {
  kind: ServiceKind;
  name: string;
  description: string;
  fromPriceSatang: number;
}

/**
 * A partner's service turned on for this community, or a local vendor's: starts turned off, so
 * the office checks the card before residents see it.
 */
export async function createService(
  w: LosservicesWork,
  f: ServiceFields & { partnerID?: string; vendorName?: string; vendorEmail?: string },
): Promise<Service> {
  const vendor = f.partnerID
    ? await findPartner(w, f.partnerID).then((p) => ({ vendorName: p.name, vendorEmail: p.email }))
    : { vendorName: f.vendorName!, vendorEmail: f.vendorEmail! };
  const [row] = await w.tx
    .insert(S)
    .values({
      communityId: w.scope.communityId,
      kind: f.kind,
      name: f.name,
      description: f.description,
      fromPriceSatang: f.fromPriceSatang,
      partnerId: f.partnerID ?? null,
      ...vendor,
    })
    .returning();
  const service = await findService(w, row!.id);
  await audit(w, 'create', service);
  return service;
}

export async function updateService(
  w: LosservicesWork,
  serviceId: string,
  f: ServiceFields,
): Promise<Service> {
  const before = await findService(w, serviceId);
  await w.tx
    .update(S)
    .set({ ...f, updatedAt: w.now })
    .where(w.scope.owns(S, eq(S.id, serviceId)));
  const service = await findService(w, serviceId);
  await audit(w, 'update', service, before);
  return service;
}

/** Turned off, a service leaves residents' list; its open requests go on as they were. */
export async function toggleService(
  w: LosservicesWork,
  serviceId: string,
  isEnabled: boolean,
): Promise<Service> {
  await findServiceRow(w, serviceId);
  await w.tx
    .update(S)
    .set({ isEnabled, updatedAt: w.now })
    .where(w.scope.owns(S, eq(S.id, serviceId)));
  const service = await findService(w, serviceId);
  await audit(w, isEnabled ? 'enable' : 'disable', service);
  return service;
}
