import { and, eq } from 'drizzle-orm';
import { buildings, units } from '../platform/residence/tables';
import type { TestApp } from './test-app';

/** The id of a community's building by its name, for tests that name seeded buildings. */
export async function buildingIdOf(t: TestApp, communityId: string, name: string): Promise<string> {
  const [b] = await t.db
    .select({ id: buildings.id })
    .from(buildings)
    .where(and(eq(buildings.communityId, communityId), eq(buildings.name, name)));
  if (!b) throw new Error(`no building ${name} in ${communityId}`);
  return b.id;
}

/** The id of a community's unit by its number. */
export async function unitIdOf(t: TestApp, communityId: string, unitNo: string): Promise<string> {
  const [u] = await t.db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.communityId, communityId), eq(units.unitNo, unitNo)));
  if (!u) throw new Error(`no unit ${unitNo} in ${communityId}`);
  return u.id;
}
