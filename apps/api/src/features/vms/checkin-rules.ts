import type { CheckinInput } from '@cc/contracts/vms-inputs';
import type { VisitorType } from '@cc/contracts/vms-records';
import { badRequest, forbidden } from './refusals';
import type { AdminSettings } from './setting-queries';
import { plateKey } from './setting-work';

/**
 * The office's rules for a check-in, before anything is stored: the visitor type in use, a face
 * photo and a plate when required, an accepted ID document, and a plate on the override list
 * let in only by the office (`override`, which only VMS_NITI:approve may set).
 */
export function checkCheckinRules(
  config: AdminSettings,
  input: CheckinInput & { visitorType: VisitorType },
  hasPhoto: boolean,
  isApprover: boolean,
) {
  const { utility, documents } = config;
  if (input.override && !isApprover) throw forbidden('VMS_OVERRIDE_STAFF_ONLY');
  if (!utility.visitorTypes.includes(input.visitorType)) throw badRequest('VMS_TYPE_NOT_IN_USE');
  if (utility.photoRequired && !hasPhoto) throw badRequest('VMS_PHOTO_REQUIRED');
  if (utility.plateRequired && input.vehicleType && !input.plate) throw badRequest('VMS_PLATE_REQUIRED');
  if (input.idDocument && !documents.acceptedDocuments.includes(input.idDocument.type))
    throw badRequest('VMS_DOCUMENT_NOT_ACCEPTED');
  if (input.plate && !input.override) {
    const plate = plateKey(input.plate);
    if (utility.overridePlates.some((p) => plateKey(p) === plate))
      throw forbidden('VMS_PLATE_NEEDS_OVERRIDE');
  }
}
