import type { SeedPart } from '../../platform/feature/define-feature';

/** Filled in below with categories, a price list, technicians and requests in every state. */
export const seedDemoRepair: SeedPart = async () => {};
