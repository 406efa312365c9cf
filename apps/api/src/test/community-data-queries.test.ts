import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { communities } from '../platform/tenancy/tables';
import { apiTest } from './api-test';
import { writeWatch } from './community-data-queries';
import { newCommunity } from './community-kit';

describe('the write watch the route fuzz relies on', () => {
  apiTest(
    'names each table written since the last look, only committed changes, deletes too',
    async ({ api }) => {
      const watch = await writeWatch(api.db);
      expect(await watch.written()).toEqual([]);
      const made = await newCommunity(api, { name: 'Watched' });
      expect(await watch.written()).toContain('communities');
      expect(await watch.written()).toEqual([]);
      // A read writes nothing; a rolled-back write leaves nothing behind.
      await api.db.select().from(communities).where(eq(communities.id, made.id));
      await api.db
        .transaction(async (tx) => {
          await tx.update(communities).set({ name: 'Renamed' }).where(eq(communities.id, made.id));
          throw new Error('roll back');
        })
        .catch(() => undefined);
      expect(await watch.written()).toEqual([]);
      // An update that matches no row changes nothing.
      await api.db.update(communities).set({ name: 'x' }).where(eq(communities.id, 'no-such-community'));
      expect(await watch.written()).toEqual([]);
      await api.db.delete(communities).where(eq(communities.id, made.id));
      expect(await watch.written()).toContain('communities');
    },
  );
});
