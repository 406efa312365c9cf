import type { AppConfig } from '@cc/contracts/system';

export type { AppConfig };

/**
 * The one call the sign-in screen makes before the contracts module loads. Its path is written
 * here rather than imported from `@cc/contracts/system`, whose zod schemas would otherwise join
 * the sign-in bundle; the API route is declared by that contract.
 */
export const APP_CONFIG_PATH = '/api/config';
