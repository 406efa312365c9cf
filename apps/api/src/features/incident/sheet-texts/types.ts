import type {
  CancelReason,
  IncidentCategory,
  IncidentSeverity,
  IncidentStatus,
} from '@cc/contracts/incident';

/** The words of the incident sheet in one language: headings and every code's label. */
export interface SheetTexts {
  sheet: string;
  headings: Record<
    | 'no'
    | 'occurred'
    | 'category'
    | 'severity'
    | 'place'
    | 'description'
    | 'status'
    | 'reportedBy'
    | 'reported'
    | 'photos',
    string
  >;
  category: Record<IncidentCategory, string>;
  severity: Record<IncidentSeverity, string>;
  status: Record<IncidentStatus, string>;
  cancelReason: Record<CancelReason, string>;
}
