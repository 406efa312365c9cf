// Planted breach: contracts import an app.
import { betaRows } from '../../../apps/api/src/features/beta/beta-queries';

export const leak = betaRows;
