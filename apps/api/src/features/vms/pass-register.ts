import type { PassSettingInput, PreregisterInput } from '@cc/contracts/vms-pass-inputs';
import type { GuestPassRecord, PassSetting, PassSettingView } from '@cc/contracts/vms-pass-records';
import { localDate, startOfLocalDay } from '../../platform/time/zone-clock';
import { passKeysOf } from './pass-keys';
import { findPass, insertPass, passesSince, passSettingRow, savePassSetting } from './pass-queries';
import { toPass } from './pass-view';
import { badRequest, conflict, forbidden, notFound } from './refusals';
import { loadGate } from './settings-queries';
import { livesIn, unitExists } from './visit-queries';
import type { VmsWork } from './vms-work';

const HOUR = 3_600_000;
const second = (iso: string, round: (n: number) => number) => new Date(round(Date.parse(iso) / 1000) * 1000);

/** A pass's keys for the community of `w`: derived from the gate's secret. */
export async function keysOf(w: VmsWork, gateSecret?: Buffer) {
  return passKeysOf(gateSecret ?? (await loadGate(w)).secret);
}

/**
 * A resident pre-registers a guest for one of their units, or gate staff for any unit. The
 * community's setting holds: residents only while it allows them, no window longer than its
 * hours, no more passes per unit per community day than it says (counted under the setting's
 * row lock, so two at once cannot both take the last one). The window is kept to the second,
 * as the token carries it.
 */
export async function preregister(w: VmsWork, input: PreregisterInput): Promise<GuestPassRecord> {
  const setting = await passSettingRow(w, true);
  if (!w.isGate) {
    if (!setting.allowed) throw forbidden('VMS_PASS_NOT_ALLOWED');
    if (!(await livesIn(w, input.unitID))) throw forbidden('VMS_PASS_NOT_YOUR_UNIT');
  } else if (!(await unitExists(w, input.unitID))) {
    throw notFound('VMS_UNIT_NOT_FOUND');
  }
  const validFrom = second(input.validFrom, Math.floor);
  const validTo = second(input.validTo, Math.ceil);
  if (validTo.getTime() <= w.now.getTime()) throw badRequest('VMS_PASS_ENDS_IN_PAST');
  if (validTo.getTime() - validFrom.getTime() > setting.maxWindowHours * HOUR)
    throw badRequest('VMS_PASS_WINDOW_TOO_LONG', { hours: setting.maxWindowHours });
  const today = startOfLocalDay(localDate(w.now, w.timeZone), w.timeZone);
  if ((await passesSince(w, input.unitID, today)) >= setting.perUnitPerDay)
    throw conflict('VMS_PASS_DAY_LIMIT', { max: setting.perUnitPerDay });
  const id = await insertPass(w, {
    unitId: input.unitID,
    guestName: input.guestName,
    phone: input.phone ?? null,
    plate: input.plate?.toUpperCase() ?? null,
    province: input.province ?? null,
    validFrom,
    validTo,
    entriesAllowed: input.entries,
    createdBy: w.userId,
    createdAt: w.now,
  });
  return toPass(await findPass(w, id), await keysOf(w), w.now);
}

const settingOf = (row: Awaited<ReturnType<typeof passSettingRow>>): PassSetting => ({
  allowed: row.allowed,
  maxWindowHours: row.maxWindowHours,
  perUnitPerDay: row.perUnitPerDay,
});

export async function passSetting(w: VmsWork): Promise<PassSettingView> {
  const { kty, crv, x } = (await keysOf(w)).publicJwk;
  return { ...settingOf(await passSettingRow(w)), verifyKey: { kty: kty!, crv: crv!, x: x! } };
}

export async function putPassSetting(w: VmsWork, input: PassSettingInput): Promise<PassSetting> {
  const { allowed, maxWindowHours, perUnitPerDay } = input;
  return settingOf(await savePassSetting(w, { allowed, maxWindowHours, perUnitPerDay }));
}
