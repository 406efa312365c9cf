// Planted breach: one feature imports another feature.
import { betaRows } from '../beta/beta-queries';

/** Allowed: a feature reading its own folder and platform. */
export const alphaRoutes = () => betaRows();
