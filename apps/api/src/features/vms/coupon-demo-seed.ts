import { randomUUID } from 'node:crypto';
import type { BatchAction, BatchState } from '@cc/contracts/vms-coupon-batch';
import { asc, eq } from 'drizzle-orm';
import type { SeedPart } from '../../platform/feature/define-feature';
import { promptPayPayload } from '../../platform/payment/promptpay-payload';
import { blankRaster, encodeJpeg, fillRect } from '../../platform/pdf/raster-image';
import { units } from '../../platform/residence/tables';
import { addDays, localDate, startOfLocalDay } from '../../platform/time/zone-clock';
import { newCouponCode } from './coupon-batches';
import {
  vmsCouponBatchEvents,
  vmsCouponBatches,
  vmsCouponOwners,
  vmsCouponSettings,
  vmsCoupons,
} from './tables';

const COMMUNITY = 'riverside-condo';
const ZONE = 'Asia/Bangkok';
const DAY = 24 * 60 * 60_000;
const PAYEE = { kind: 'PHONE', id: '0812345678' } as const;

/** How each demo batch got where it is, in order: the timeline rows it leaves. */
const PATHS: [BatchState, [BatchAction, BatchState | null, BatchState][]][] = [
  ['CREATED', [['create', null, 'CREATED']]],
  [
    'WAITING_PAYMENT',
    [
      ['create', null, 'CREATED'],
      ['requestPayment', 'CREATED', 'WAITING_PAYMENT'],
    ],
  ],
  [
    'WAITING_VERIFY',
    [
      ['create', null, 'CREATED'],
      ['requestPayment', 'CREATED', 'WAITING_PAYMENT'],
      ['uploadSlip', 'WAITING_PAYMENT', 'WAITING_VERIFY'],
    ],
  ],
  [
    'REVIEWED',
    [
      ['create', null, 'CREATED'],
      ['requestPayment', 'CREATED', 'WAITING_PAYMENT'],
      ['uploadSlip', 'WAITING_PAYMENT', 'WAITING_VERIFY'],
      ['approve', 'WAITING_VERIFY', 'REVIEWED'],
    ],
  ],
  [
    'CANCELLED',
    [
      ['create', null, 'CREATED'],
      ['cancel', 'CREATED', 'CANCELLED'],
    ],
  ],
];

/** A bank transfer slip as a picture: a green header, lines of text, the amount in blue. */
function demoSlip(i: number): Buffer {
  const r = blankRaster(360, 600, 250);
  fillRect(r, 0, 0, 360, 80, [0, 121, 107]);
  for (const [n, y] of [120, 160, 200, 240].entries())
    fillRect(r, 30, y, 300 - n * 40 - i * 10, 14, [90, 90, 90]);
  fillRect(r, 30, 300, 220, 36, [0, 90, 200]);
  fillRect(r, 30, 400, 160, 14, [150, 150, 150]);
  return Buffer.from(encodeJpeg(r, 70));
}

/**
 * The demo condo's coupons: 20 baht an hour for 30 days, two ground-floor units as shops, each
 * with a batch in every state (the reviewed ones with a few coupons already used at the gate).
 */
export const seedDemoCoupons: SeedPart = async (tx, ctx) => {
  if (!ctx.communities.some((c) => c.id === COMMUNITY)) return;
  const shops = await tx
    .select({ id: units.id })
    .from(units)
    .where(eq(units.communityId, COMMUNITY))
    .orderBy(asc(units.floor), asc(units.unitNo))
    .limit(2);
  if (shops.length < 2) return;
  await tx.insert(vmsCouponSettings).values({
    communityId: COMMUNITY,
    pricePerHourSatang: 2_000,
    validityDays: 30,
    payeeKind: PAYEE.kind,
    payeeId: PAYEE.id,
    payeeName: 'นิติบุคคลอาคารชุด ริเวอร์ไซด์',
  });
  await tx.insert(vmsCouponOwners).values([
    { communityId: COMMUNITY, unitId: shops[0]!.id, canOrder: true, discountPercent: 10, monthlyQuota: 500 },
    { communityId: COMMUNITY, unitId: shops[1]!.id, canOrder: true, discountPercent: 0, monthlyQuota: null },
  ]);
  const now = Date.now();
  // Each shop has a batch in every state, so either one's member sees the whole path.
  const batches = shops.flatMap((shop, owner) =>
    PATHS.map(([state, path], i) => ({ shop, owner, state, path, i })),
  );
  for (const { shop, owner, state, path, i } of batches) {
    const count = 10 + i * 5 + owner * 2;
    const at = new Date(now - ((PATHS.length - i) * 3 + owner) * DAY);
    const amount = count * 2 * 2_000;
    const asked = state !== 'CREATED' && state !== 'CANCELLED';
    const [batch] = await tx
      .insert(vmsCouponBatches)
      .values({
        communityId: COMMUNITY,
        ownerUnitId: shop.id,
        state,
        count,
        hours: 2,
        priceSatang: amount,
        amountSatang: asked ? amount : null,
        dueDate: asked ? addDays(localDate(at, ZONE), 7) : null,
        promptPayPayload: asked ? promptPayPayload(PAYEE, amount) : null,
        reason: state === 'CANCELLED' ? 'สั่งซ้ำ' : null,
        // Batches past the slip step keep the slip the office checked (a private file).
        slips:
          state === 'WAITING_VERIFY' || state === 'REVIEWED'
            ? [
                {
                  photoID: randomUUID(),
                  key: await ctx.savePrivateFile(
                    { communityId: COMMUNITY },
                    'coupon-slips',
                    demoSlip(i),
                    'jpg',
                  ),
                },
              ]
            : [],
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: vmsCouponBatches.id });
    await tx.insert(vmsCouponBatchEvents).values(
      path.map(([action, fromState, toState], step) => ({
        communityId: COMMUNITY,
        batchId: batch!.id,
        action,
        fromState,
        toState,
        reason: action === 'cancel' ? 'สั่งซ้ำ' : null,
        at: new Date(at.getTime() + step * 60 * 60_000),
      })),
    );
    if (state !== 'REVIEWED') continue;
    const validUntil = startOfLocalDay(addDays(localDate(at, ZONE), 30), ZONE);
    await tx.insert(vmsCoupons).values(
      Array.from({ length: count }, (_, n) => ({
        communityId: COMMUNITY,
        batchId: batch!.id,
        serial: n + 1,
        code: newCouponCode(),
        hours: 2,
        validUntil,
        usedAt: n < 4 + owner ? new Date(at.getTime() + (n + 1) * DAY) : null,
      })),
    );
  }
};
