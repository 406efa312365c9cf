import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { communityQuerySchema } from './session';
import {
  passCancelSchema,
  passListSchema,
  passSettingPutSchema,
  passVerifySchema,
  preregisterSchema,
  visitPhotoSchema,
} from './vms-pass-inputs';
import {
  passCheckSchema,
  passSchema,
  passSettingSchema,
  passSettingViewSchema,
  visitPhotoLinkSchema,
} from './vms-pass-records';

/**
 * Who does what with guest passes:
 * - VMS_NITI:read (residents too): pre-register a guest for one of their own units, list and
 *   cancel their units' passes, read the pass setting, see their units' visit photos.
 * - VMS_NITI:write (GUARD, PMC, ADMIN): all of that for any unit, and verify a pass at the gate.
 * - VMS_NITI:approve (PMC, ADMIN): change the pass setting.
 */
const gate = allow.to('VMS_NITI:write');
const reader = allow.to('VMS_NITI:read');
const approver = allow.to('VMS_NITI:approve');

const passData = dataEnvelope(passSchema);

export const vmsPassOps = {
  preregister: guardedOperation({
    method: 'POST',
    path: '/api/vms/preregister',
    summary:
      'Pre-register a guest for a unit (a resident: their own); answers the pass and its signed QR token',
    access: reader,
    body: preregisterSchema,
    response: passData,
  }),
  list: guardedOperation({
    method: 'GET',
    path: '/api/vms/preregister/list',
    summary: "Passes by state, unit and days, newest first (a resident: their units')",
    access: reader,
    query: passListSchema,
    response: itemsEnvelope(passSchema),
  }),
  cancel: guardedOperation({
    method: 'POST',
    path: '/api/vms/preregister/cancel',
    summary: 'Cancel a pass not yet used up (the resident who made it, or gate staff); logged',
    access: reader,
    body: passCancelSchema,
    response: passData,
  }),
  verify: guardedOperation({
    method: 'POST',
    path: '/api/vms/preregister/verify',
    summary:
      'What a shown pass is worth now: valid, not yet valid (and from when), expired, used or cancelled',
    access: gate,
    body: passVerifySchema,
    response: dataEnvelope(passCheckSchema),
  }),
  settingGet: guardedOperation({
    method: 'GET',
    path: '/api/vms/preregister/setting',
    summary:
      'Whether residents may pre-register, the longest window, passes per unit per day, and the public key that checks a pass offline',
    access: reader,
    query: communityQuerySchema,
    response: dataEnvelope(passSettingViewSchema),
  }),
  settingPut: guardedOperation({
    method: 'PUT',
    path: '/api/vms/preregister/setting',
    summary: 'Set whether residents may pre-register, the longest window, and passes per unit per day',
    access: approver,
    body: passSettingPutSchema,
    response: dataEnvelope(passSettingSchema),
  }),
};

export const vmsVisitPhotoOps = {
  photo: guardedOperation({
    method: 'GET',
    path: '/api/vms/visitor/photo',
    summary: "A short-lived link to a visit's face or plate photo (a resident: their units' visits)",
    access: reader,
    query: visitPhotoSchema,
    response: dataEnvelope(visitPhotoLinkSchema),
  }),
};
