import type { SeedPart } from '../../platform/feature/define-feature';
export const seedDemoPatrol: SeedPart = async () => {};
