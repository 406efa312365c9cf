import type { SeedPart } from '../../platform/feature/define-feature';

/** General meetings in the demo communities (filled in below as the area grows). */
export const seedDemoAgmmeeting: SeedPart = async () => {};
