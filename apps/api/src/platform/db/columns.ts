import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';
import { communities } from '../tenancy/tables';

/**
 * Column builders the feature tables share, so every area's rows are keyed and stamped alike.
 * `at`: a UTC instant with millisecond precision, so a time read into JavaScript and sent back as
 * a lastKey is exact. `communityId`: the owning community, gone with it; row-level security keys
 * on this column. `userRef`: who did something; kept as null when that user is removed.
 * `userKey`: the person a row is about (a member, a watcher, a reader); gone with that user.
 */
export const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
export const communityId = () =>
  text('community_id')
    .notNull()
    .references(() => communities.id, { onDelete: 'cascade' });
export const userRef = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });
export const userKey = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
