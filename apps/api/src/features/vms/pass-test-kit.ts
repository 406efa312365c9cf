import type { GuestPassRecord } from '@cc/contracts/vms-pass-records';
import { expect } from 'vitest';
import type { Member } from '../../test/community-kit';
import type { VmsKit } from './vms-test-kit';

const HOUR = 3_600_000;

/** A window around now: from `fromHours` to `toHours` hours from now (negative: in the past). */
export const windowOf = (fromHours: number, toHours: number) => ({
  validFrom: new Date(Date.now() + fromHours * HOUR).toISOString(),
  validTo: new Date(Date.now() + toHours * HOUR).toISOString(),
});

/** A pass for the resident's unit valid now for two hours, made by `who` (the guard unless told). */
export async function makePass(
  k: VmsKit,
  extra: object = {},
  who: Member = k.guard,
): Promise<GuestPassRecord> {
  const res = await k.post(who, '/api/vms/preregister', {
    unitID: k.unitIds.home,
    guestName: 'มานพ รักษ์ดี',
    phone: '0891234567',
    plate: 'ขก 4321',
    province: 'กรุงเทพมหานคร',
    ...windowOf(-0.1, 2),
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** A token with one character of its payload changed: its signature no longer matches. */
export function altered(token: string): string {
  const [head, body, sig] = token.split('.');
  const i = Math.floor(body!.length / 2);
  const swapped = body![i] === 'A' ? 'B' : 'A';
  return [head, body!.slice(0, i) + swapped + body!.slice(i + 1), sig].join('.');
}
