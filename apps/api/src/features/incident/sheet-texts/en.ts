import type { SheetTexts } from './types';

/** The incident sheet's words, en. */
export const en: SheetTexts = {
  sheet: 'Incidents',
  headings: {
    no: 'No.',
    occurred: 'Occurred',
    category: 'Category',
    severity: 'Severity',
    place: 'Place',
    description: 'Description',
    status: 'Status',
    reportedBy: 'Reported by',
    reported: 'Reported',
    photos: 'Photos',
  },
  category: {
    INTRUSION: 'Intrusion',
    THEFT: 'Theft',
    FIRE: 'Fire',
    MEDICAL: 'Medical',
    ACCIDENT: 'Accident',
    DAMAGE: 'Damage',
    NOISE: 'Noise',
    SUSPICIOUS: 'Suspicious',
    OTHER: 'Other',
  },
  severity: { LOW: 'Low', MEDIUM: 'Medium', HIGH: 'High', CRITICAL: 'Critical' },
  status: {
    REPORTED: 'Reported',
    ACKNOWLEDGED: 'Acknowledged',
    IN_PROGRESS: 'In progress',
    RESOLVED: 'Resolved',
    CLOSED: 'Closed',
    CANCELLED: 'Cancelled',
  },
  cancelReason: { DUPLICATE: 'Duplicate', FALSE_ALARM: 'False alarm' },
};
