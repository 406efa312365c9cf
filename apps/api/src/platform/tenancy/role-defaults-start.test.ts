import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { copyOfTemplate } from '../../test/test-database';
import { createCommunity } from './community-setup';
import { communityRolePermissions as crp } from './tables';

it('catches existing communities up with new default permissions when the API starts', async () => {
  const database = (await copyOfTemplate('empty')).database;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-roles-'));
  try {
    const id = await createCommunity(database.ownerDb, { name: 'Riverside', type: 'CONDO' });
    // As if the community was created by code that did not know PATROL:read yet.
    await database.ownerDb.delete(crp).where(eq(crp.permission, 'PATROL:read'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'web'),
    });
    const app = await buildApp({ config, db: database.db, logger: false });
    await app.close();
    const rows = await database.ownerDb
      .select({ role: crp.role })
      .from(crp)
      .where(and(eq(crp.communityId, id), eq(crp.permission, 'PATROL:read')));
    expect(rows.map((r) => r.role).sort()).toEqual(['ADMIN', 'COMMITTEE', 'GUARD', 'PMC']);
  } finally {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
});
