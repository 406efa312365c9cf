import type { SheetTexts } from './types';

/** The service requests sheet's words, en. */
export const en: SheetTexts = {
  sheet: 'Service requests',
  headings: {
    created: 'Ordered',
    service: 'Service',
    kind: 'Kind',
    vendor: 'Vendor',
    requester: 'Resident',
    place: 'Place',
    note: "Resident's note",
    preferred: 'Preferred day',
    status: 'Status',
    statusNote: 'Status note',
    scheduled: 'Visit',
    rating: 'Rating',
    review: 'Review',
  },
  status: {
    REQUESTED: 'Requested',
    ACCEPTED: 'Accepted',
    SCHEDULED: 'Scheduled',
    DONE: 'Done',
    REJECTED: 'Turned down',
    CANCELLED: 'Cancelled',
  },
  kind: {
    CLEANING: 'Cleaning',
    AIRCON_WASH: 'Air-con wash',
    MOVING: 'Moving',
    OTHER: 'Other',
  },
};
