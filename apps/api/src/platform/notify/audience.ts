import { isUuid } from '@cc/contracts/notification';
import { STAFF_ROLES } from '@cc/contracts/roles';
import { type SQL, sql } from 'drizzle-orm';
import { residentsOfUnits } from '../residence/residence-queries';
import { memberships } from '../tenancy/tables';

/** Who a notification goes to. Every kind is narrowed to current members of the community. */
export type Audience =
  | { kind: 'users'; userIds: readonly string[] }
  | { kind: 'staff' }
  | { kind: 'unitResidents'; unitIds: readonly string[] };

/**
 * Ids travel as one JSON parameter, not one parameter each: an audience of thousands stays one
 * short statement, under PostgreSQL's parameter limit, on both engines.
 */
const idList = (ids: readonly string[]) =>
  sql`(select value::uuid from json_array_elements_text(${JSON.stringify(ids.filter(isUuid))}::json))`;

/** A subquery answering `user_id`, once per recipient. */
export function audienceQuery(communityId: string, audience: Audience): SQL {
  const m = memberships;
  switch (audience.kind) {
    case 'users':
      return sql`select ${m.userId} as user_id from ${m}
        where ${m.communityId} = ${communityId} and ${m.userId} in ${idList(audience.userIds)}`;
    case 'staff':
      return sql`select ${m.userId} as user_id from ${m}
        where ${m.communityId} = ${communityId}
          and ${m.role} in (${sql.join(
            STAFF_ROLES.map((r) => sql`${r}`),
            sql`, `,
          )})`;
    case 'unitResidents':
      return residentsOfUnits(communityId, audience.unitIds.filter(isUuid));
  }
}
