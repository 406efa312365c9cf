import type { SeedPart } from '../../platform/feature/define-feature';

/** Filled in with the demo incidents. */
export const seedDemoIncident: SeedPart = async () => {};
