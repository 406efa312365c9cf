// Planted breach: a re-export from another feature.
export { deltaPage } from '../delta/delta-page';
