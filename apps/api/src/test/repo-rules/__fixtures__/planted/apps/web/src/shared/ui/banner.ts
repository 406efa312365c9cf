// Planted breach: the shared kit imports a feature.
import { deltaPage } from '../../features/delta/delta-page';

export const banner = deltaPage;
