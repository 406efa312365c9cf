import { test } from 'vitest';
import { type CommunityKit, newCommunity } from './community-kit';
import { startTestApp, type TestApp } from './test-app';

/**
 * Vitest's `test` with the API's fixtures, for feature tests that build their own data:
 * - `api`: one test app per file over an empty migrated database (no demo rows);
 * - `community`: a new community of each test's own in it, with `member`, `building`, `unit`.
 * Tests in a file share `api` but not `community`, so they stay independent of one another
 * and of the demo seed.
 */
export const apiTest = test
  // Vitest reads a fixture's dependencies from its first parameter, which must be destructured.
  // biome-ignore lint/correctness/noEmptyPattern: this fixture depends on no other
  .extend('api', { scope: 'file' }, async ({}, { onCleanup }): Promise<TestApp> => {
    const t = await startTestApp({ template: 'empty' });
    onCleanup(() => t.close());
    return t;
  })
  .extend('community', async ({ api }): Promise<CommunityKit> => newCommunity(api));
