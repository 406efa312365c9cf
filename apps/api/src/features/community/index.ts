import { defineFeature } from '../../platform/feature/define-feature';
import { communityFeature } from './routes';

/** The communities a user belongs to and switching between them; it refuses with platform codes. */
export const communityModule = defineFeature({ key: 'community', plugin: communityFeature });
