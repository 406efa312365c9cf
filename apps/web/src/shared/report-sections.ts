import { createContext, useContext } from 'react';
import type { FeatureReport } from './feature-manifest';

/** A feature's report section and the registry area it belongs to. */
export interface ReportSectionEntry {
  areaKey: string;
  report: FeatureReport;
}

/**
 * The reports tab shows each feature's section without importing feature folders: the app, which
 * knows every manifest, provides them in the registry's order.
 */
export const ReportSectionsContext = createContext<readonly ReportSectionEntry[]>([]);

export const useReportSections = () => useContext(ReportSectionsContext);
