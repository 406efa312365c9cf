import type { SeedPart } from '../../platform/feature/define-feature';

/** Filled in with the demo bills below. */
export const seedDemoBilling: SeedPart = async () => {};
