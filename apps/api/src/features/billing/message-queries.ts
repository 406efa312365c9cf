import type { BillingMessage, BillingMessageDetail } from '@cc/contracts/billing-message';
import { and, asc, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/tables';
import { buildings, units } from '../../platform/residence/tables';
import type { BillingWork } from './billing-work';
import { notFound } from './refusals';
import { billingMessageRecipients, billingMessages } from './tables';
import { timeIdKey } from './time-id-key';

const m = billingMessages;
const r = billingMessageRecipients;
const sender = alias(users, 'message_sender');
const recaller = alias(users, 'message_recaller');

/** A person's name as the office knows them, else their e-mail; null when there is nobody. */
const nameOf = (u: { firstname: AnyPgColumn; lastname: AnyPgColumn; email: AnyPgColumn }) =>
  sql<string | null>`coalesce(nullif(trim(${u.firstname} || ' ' || ${u.lastname}), ''), ${u.email})`;

/** A message with how many of its units read it and the names in its trace. */
export const messageColumns = {
  ...getTableColumns(m),
  readCount: sql<number>`(select count(*)::int from ${r}
    where ${r.messageId} = ${m.id} and ${r.readAt} is not null)`.mapWith(Number),
  sentByName: nameOf(sender),
  recalledByName: nameOf(recaller),
};
export type MessageRow = typeof m.$inferSelect & {
  readCount: number;
  sentByName: string | null;
  recalledByName: string | null;
};

/** Messages with their trace's people; the caller adds the community's condition. */
export const messagesWithTrace = (w: BillingWork) =>
  w.tx
    .select(messageColumns)
    .from(m)
    .leftJoin(sender, eq(sender.id, m.sentBy))
    .leftJoin(recaller, eq(recaller.id, m.recalledBy));

/** The same, one row per unit reached, with the unit's number and when it read the message. */
export const messagesToUnits = (w: BillingWork) =>
  w.tx
    .select({ ...messageColumns, unitNo: units.unitNo, unitReadAt: r.readAt })
    .from(m)
    .leftJoin(sender, eq(sender.id, m.sentBy))
    .leftJoin(recaller, eq(recaller.id, m.recalledBy))
    .innerJoin(r, eq(r.messageId, m.id))
    .innerJoin(units, and(eq(units.id, r.unitId), eq(units.communityId, m.communityId)));

const person = (id: string | null, name: string | null) => (id ? { userID: id, name: name ?? '' } : null);

export function toMessage(row: MessageRow): BillingMessage {
  return {
    messageID: row.id,
    title: row.title,
    body: row.body,
    audience: row.audience,
    buildingIDs: row.buildingIds ?? null,
    minOverdueSatang: row.minOverdueSatang,
    recipientCount: row.recipientCount,
    readCount: row.readCount,
    sentAt: row.sentAt.toISOString(),
    sentBy: person(row.sentBy, row.sentByName),
    recalledAt: row.recalledAt?.toISOString() ?? null,
    recalledBy: person(row.recalledBy, row.recalledByName),
    recallReason: row.recallReason,
  };
}

/** One message of the community (locked when asked); another's reads as no such message. */
export async function findMessage(w: BillingWork, id: string, opts: { lock?: boolean } = {}) {
  const query = messagesWithTrace(w).where(w.scope.owns(m, eq(m.id, id)));
  const [row] = opts.lock ? await query.for('update', { of: m }) : await query;
  if (!row) throw notFound('BILLING_MESSAGE_NOT_FOUND');
  return row;
}

/** The message with every unit it reached, in unit-number order, and when each read it. */
export async function messageDetail(w: BillingWork, row: MessageRow): Promise<BillingMessageDetail> {
  const recipients = await w.tx
    .select({ unitID: r.unitId, unitNo: units.unitNo, buildingName: buildings.name, readAt: r.readAt })
    .from(r)
    .innerJoin(units, eq(units.id, r.unitId))
    .leftJoin(buildings, eq(buildings.id, units.buildingId))
    .where(w.scope.owns(r, eq(r.messageId, row.id)))
    .orderBy(asc(units.unitNo));
  return {
    ...toMessage(row),
    recipients: recipients.map((x) => ({ ...x, readAt: x.readAt?.toISOString() ?? null })),
  };
}

/** Messages after the page's last one in (sent_at, id) order, newest first. */
export function sentBefore(lastKey: string | undefined): SQL | undefined {
  const key = timeIdKey(lastKey);
  return key ? sql`(${m.sentAt}, ${m.id}) < (${key.at}::timestamptz, ${key.id}::uuid)` : undefined;
}

export const newestFirst = [desc(m.sentAt), desc(m.id)];
export const keyOfMessage = (row: { sentAt: Date; id: string }) => [row.sentAt.toISOString(), row.id];
