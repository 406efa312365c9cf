import { z } from 'zod';
import { guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import {
  facilityCardSchema,
  facilityPreferenceSchema,
  facilitySchema,
  summarySchema,
  utilisationSchema,
} from './facilitybooking';
import {
  archiveFacilitySchema,
  createFacilitySchema,
  facilityHoursSchema,
  preferenceUpdateSchema,
  updateFacilitySchema,
} from './facilitybooking-inputs';
import { dayRange, facilityData, office, oneFacility, q, reader } from './facilitybooking-op-parts';

/** The facilities themselves, the community's booking settings, and the office's figures. */
export const facilityOps = {
  list: guardedOperation({
    method: 'GET',
    path: '/api/facility/list',
    summary: "The community's facilities with today's use (archived ones only when asked, office only)",
    access: reader,
    query: q({ archived: z.enum(['true', 'false']).default('false') }),
    response: itemsEnvelope(facilityCardSchema),
  }),
  detail: guardedOperation({
    method: 'GET',
    path: '/api/facility/detail',
    summary: 'One facility: hours, rules, limits, fee and deposit',
    access: reader,
    query: oneFacility,
    response: facilityData,
  }),
  create: guardedOperation({
    method: 'POST',
    path: '/api/facility/create',
    summary: 'Add a facility',
    access: office,
    body: createFacilitySchema,
    response: facilityData,
  }),
  update: guardedOperation({
    method: 'PUT',
    path: '/api/facility/update',
    summary: 'Change a facility; bookings already made keep their slot and price',
    access: office,
    body: updateFacilitySchema,
    response: facilityData,
  }),
  hours: guardedOperation({
    method: 'PUT',
    path: '/api/facility/hours',
    summary: 'Set weekly hours and closed dates',
    access: office,
    body: facilityHoursSchema,
    response: facilityData,
  }),
  archive: guardedOperation({
    method: 'POST',
    path: '/api/facility/archive',
    summary: 'Archive a facility: its future bookings are cancelled with notice, or the archive is refused',
    access: office,
    body: archiveFacilitySchema,
    response: dataEnvelope(facilitySchema.extend({ cancelledBookings: z.number().int() })),
  }),
  photo: guardedOperation({
    method: 'POST',
    path: '/api/facility/photo',
    summary:
      'Add a photo to a facility: multipart with a `photo` file; communityID and facilityID in the query',
    access: office,
    query: oneFacility,
    response: facilityData,
  }),
  photoDelete: guardedOperation({
    method: 'DELETE',
    path: '/api/facility/photo',
    summary: 'Remove one photo of a facility',
    access: office,
    body: q({ facilityID: z.uuid('facilityID is not valid'), photoID: z.string().min(1).max(100) }),
    response: facilityData,
  }),
  preference: guardedOperation({
    method: 'GET',
    path: '/api/facility/preference',
    summary: "The community's booking settings: defaults, no-show policy, approval expiry, reminders",
    access: reader,
    query: q(),
    response: dataEnvelope(facilityPreferenceSchema),
  }),
  preferenceUpdate: guardedOperation({
    method: 'PUT',
    path: '/api/facility/preference',
    summary: 'Change the booking settings',
    access: office,
    body: preferenceUpdateSchema,
    response: dataEnvelope(facilityPreferenceSchema),
  }),
  summary: guardedOperation({
    method: 'GET',
    path: '/api/facility/summary',
    summary: "Today's bookings, in use now and waiting approval (the dashboard card)",
    access: office,
    query: q(),
    response: dataEnvelope(summarySchema),
  }),
  utilisation: guardedOperation({
    method: 'GET',
    path: '/api/facility/report/utilisation',
    summary: 'Capacity used per facility, bookings by weekday and hour, no-show rate',
    access: office,
    query: q(dayRange),
    response: dataEnvelope(utilisationSchema),
  }),
  utilisationExcel: guardedOperation({
    method: 'GET',
    path: '/api/facility/report/utilisation/excel',
    summary: 'The utilisation report as an Excel workbook',
    access: office,
    query: q(dayRange),
    response: z.unknown().describe('An .xlsx file'),
  }),
} as const;
