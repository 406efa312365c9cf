import type { MessageSearch } from '@cc/contracts/billing-message';
import { count, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern, pageOf } from '../../platform/http/keyset';
import { unitsOfUser } from '../../platform/residence/residence-queries';
import { units } from '../../platform/residence/tables';
import type { BillingWork } from './billing-work';
import {
  keyOfMessage,
  messagesToUnits,
  messagesWithTrace,
  newestFirst,
  sentBefore,
  toMessage,
} from './message-queries';
import { billingMessages as m, billingMessageRecipients as r } from './tables';

interface Page {
  lastKey?: string;
  limit: number;
}

/** The day a message was sent, in the community's zone. */
const sentDay = (w: BillingWork) => sql`(${m.sentAt} at time zone ${w.timeZone})::date`;

function searched(w: BillingWork, f: MessageSearch): (SQL | undefined)[] {
  const text = f.q ? containsPattern(f.q) : undefined;
  return [
    text ? or(ilike(m.title, text), ilike(m.body, text)) : undefined,
    f.from ? sql`${sentDay(w)} >= ${f.from}::date` : undefined,
    f.to ? sql`${sentDay(w)} <= ${f.to}::date` : undefined,
    f.audience ? eq(m.audience, f.audience) : undefined,
    f.includeRecalled ? undefined : isNull(m.recalledAt),
  ];
}

/** The office's search, newest first; the first page also answers how many match in all. */
export async function searchMessages(w: BillingWork, f: MessageSearch) {
  const conditions = searched(w, f);
  const rows = await messagesWithTrace(w)
    .where(w.scope.owns(m, ...conditions, sentBefore(f.lastKey)))
    .orderBy(...newestFirst)
    .limit(f.limit + 1);
  const { items, lastKey } = pageOf(rows, f.limit, keyOfMessage);
  let total: number | null = null;
  if (!f.lastKey) {
    const [counted] = await w.tx
      .select({ n: count() })
      .from(m)
      .where(w.scope.owns(m, ...conditions));
    total = counted?.n ?? 0;
  }
  return { items: items.map(toMessage), lastKey, total };
}

/** The messages a unit (by its number) received, recalled ones too, with when it read each. */
export async function messagesOfUnitNo(w: BillingWork, f: Page & { unitNo: string }) {
  const rows = await messagesToUnits(w)
    .where(w.scope.owns(m, eq(units.unitNo, f.unitNo), sentBefore(f.lastKey)))
    .orderBy(...newestFirst)
    .limit(f.limit + 1);
  const { items, lastKey } = pageOf(rows, f.limit, keyOfMessage);
  return {
    items: items.map((row) => ({
      ...toMessage(row),
      unitNo: row.unitNo,
      readAt: row.unitReadAt?.toISOString() ?? null,
    })),
    lastKey,
  };
}

/**
 * The messages to the caller's units that are not recalled, once each however many of their
 * units it reached; read when every one of those units has read it (reading marks them all).
 */
export async function myMessages(w: BillingWork, userId: string, page: Page) {
  const rows = await w.tx
    .select({
      id: m.id,
      title: m.title,
      body: m.body,
      sentAt: m.sentAt,
      unitNos: sql<string[]>`array_agg(${units.unitNo} order by ${units.unitNo})`,
      read: sql<boolean>`bool_and(${r.readAt} is not null)`,
    })
    .from(m)
    .innerJoin(r, eq(r.messageId, m.id))
    .innerJoin(units, eq(units.id, r.unitId))
    .where(
      w.scope.owns(
        m,
        isNull(m.recalledAt),
        inArray(r.unitId, unitsOfUser(w.tx, w.scope, userId)),
        sentBefore(page.lastKey),
      ),
    )
    .groupBy(m.id)
    .orderBy(...newestFirst)
    .limit(page.limit + 1);
  const { items, lastKey } = pageOf(rows, page.limit, keyOfMessage);
  return {
    items: items.map((row) => ({
      messageID: row.id,
      title: row.title,
      body: row.body,
      sentAt: row.sentAt.toISOString(),
      unitNos: row.unitNos,
      read: row.read,
    })),
    lastKey,
  };
}
