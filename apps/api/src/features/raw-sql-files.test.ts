import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rawSqlOutsideQueries, readSources } from '../test/raw-sql-scan';

/**
 * Raw SQL lives only in `*-queries.ts` files, where each query takes the community scope and a
 * tenant-isolation test covers it; route, verb and seed files call those queries.
 */
describe('raw SQL in features', () => {
  it('appears only in *-queries.ts files', () => {
    const found = rawSqlOutsideQueries(readSources(path.resolve(import.meta.dirname)));
    expect(found).toEqual([]);
  });

  it('is caught in a planted route file, in each of its forms', () => {
    const planted = [
      'await db.execute(sql`select * from parcels where community_id = $1`);',
      'const n = sql<number>`count(*)`;',
      "db.select().from(t).where(sql.raw('true'));",
      'await tx.execute(query);',
    ];
    for (const text of planted) {
      expect(rawSqlOutsideQueries([{ path: 'parcel/planted-routes.ts', text }]), text).toEqual([
        'parcel/planted-routes.ts',
      ]);
      expect(rawSqlOutsideQueries([{ path: 'parcel/planted-queries.ts', text }]), text).toEqual([]);
    }
    const builder = 'await db.select().from(parcels).where(request.scope.owns(parcels));';
    expect(rawSqlOutsideQueries([{ path: 'parcel/planted-routes.ts', text: builder }])).toEqual([]);
  });
});
