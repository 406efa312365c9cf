import type { RequestStatus, ServiceKind } from '@cc/contracts/losservices';

/** The words of the service requests sheet in one language: headings and every code's label. */
export interface SheetTexts {
  sheet: string;
  headings: Record<
    | 'created'
    | 'service'
    | 'kind'
    | 'vendor'
    | 'requester'
    | 'place'
    | 'note'
    | 'preferred'
    | 'status'
    | 'statusNote'
    | 'scheduled'
    | 'rating'
    | 'review',
    string
  >;
  status: Record<RequestStatus, string>;
  kind: Record<ServiceKind, string>;
}
