import type { SeedPart } from '../../platform/feature/define-feature';

/** Filled by the area's demo data. */
export const seedDemoIssuetracking: SeedPart = async () => {};
