import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/platform/db/client';
import { BENCH_COMMUNITY } from './billing-bench-data';

/**
 * The payments behind the bench's bills, as the tables' owner in three statements: one slip per
 * bill that is not recalled (verified when paid, waiting when open), a second, rejected slip for
 * every third bill and a third for every seventh (about 150,000 slips over 36 months), each paid
 * on the 20th of its month at a spread of minutes with its own slip reference. The last month's
 * verified payments get receipts (numbered in one Buddhist-era year) for the receipt PDF's bench.
 * The community gets a PromptPay account first, so printed bills carry their QR.
 */
export async function seedBenchEvidence(db: Database) {
  // The PromptPay account the slips paid into, so printed bills carry their QR as in use.
  await db.execute(sql`insert into billing_accounts (community_id, kind, account_name, promptpay_kind, promptpay_id)
    values (${BENCH_COMMUNITY}, 'PROMPTPAY', 'นิติบุคคลอาคารชุด', 'PHONE', '0812345678')`);
  await db.execute(sql`
    insert into billing_evidence (community_id, unit_id, bill_id, amount_satang, paid_at, method, source, status,
      slip_kind, sending_bank, trans_ref, verified_by, decided_at, printed, created_at)
    select b.community_id, b.unit_id, b.id,
      case when copy = 0 then greatest(b.paid_satang, 100) else b.total_satang end,
      (b.period || '-20')::date + make_interval(mins => ((b.bill_no * 7 + copy * 131) % 1440)::int),
      'PROMPTPAY', 'RESIDENT',
      case when copy > 0 then 'REJECTED' when b.status = 'ISSUED' then 'SUBMITTED' else 'VERIFIED' end,
      'SLIP', '004', 'BENCH' || b.bill_no || 'C' || copy,
      case when copy = 0 and b.status <> 'ISSUED' then b.created_by end,
      case when copy > 0 or b.status <> 'ISSUED' then (b.period || '-21')::date end,
      b.status = 'PAID' and b.period < to_char(now() - interval '2 months', 'YYYY-MM'),
      (b.period || '-20')::date + make_interval(mins => ((b.bill_no * 7 + copy * 131) % 1440 + 5)::int)
    from billing_bills b
      cross join lateral generate_series(0, case when b.bill_no % 7 = 0 then 2 when b.bill_no % 3 = 0 then 1 else 0 end) copy
    where b.community_id = ${BENCH_COMMUNITY} and b.status <> 'RECALLED'`);
  const beYear = new Date().getUTCFullYear() + 543;
  const [{ last } = { last: 0 }] = await queryRows<{ last: number }>(
    db,
    sql`
      with paid as (
        select e.id, e.unit_id, e.bill_id, e.amount_satang, e.verified_by, e.decided_at,
          row_number() over (order by e.decided_at, e.id) as seq
        from billing_evidence e join billing_bills b on b.id = e.bill_id
        where e.community_id = ${BENCH_COMMUNITY} and e.status = 'VERIFIED'
          and b.period = (select max(period) from billing_bills where community_id = ${BENCH_COMMUNITY})
      ), made as (
        insert into billing_receipts (community_id, be_year, seq, evidence_id, unit_id, amount_satang, settlements,
          issued_at, issued_by)
        select ${BENCH_COMMUNITY}, ${beYear}, seq, id, unit_id, amount_satang,
          jsonb_build_array(jsonb_build_object('billId', bill_id, 'amountSatang', amount_satang)),
          decided_at, verified_by
        from paid returning seq
      )
      select coalesce(max(seq), 0)::int as last from made`,
  );
  await db.execute(sql`insert into billing_receipt_counters (community_id, be_year, last_no)
    values (${BENCH_COMMUNITY}, ${beYear}, ${last})`);
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from billing_evidence where community_id = ${BENCH_COMMUNITY}`,
  );
  return { slips: n, receipts: last };
}
