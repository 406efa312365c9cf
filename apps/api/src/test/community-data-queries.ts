import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../platform/db/client';

/** A community's rows as the database catalogue finds them: no table is named here. */
export interface CommunityData {
  id: string;
  name: string;
  /** Row ids of each table with a `community_id` column, by table name. */
  idsByTable: Map<string, string[]>;
  /** Users with a row in this community (members, residents, ...). */
  userIds: Set<string>;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables holding community rows, with whether each has an `id` and a `user_id` column. */
export async function communityTables(db: Database) {
  const rows = await queryRows<{ table_name: string; columns: string[] }>(
    db,
    sql`select table_name, array_agg(column_name::text) as columns from information_schema.columns
        where table_schema = 'public' group by table_name
        having bool_or(column_name = 'community_id') order by table_name`,
  );
  return rows.map((r) => ({
    table: r.table_name,
    hasId: r.columns.includes('id'),
    hasUser: r.columns.includes('user_id'),
  }));
}

/** Every row id and user of one community, read through the catalogue (at most 40 ids a table). */
export async function communityData(db: Database, communityId: string): Promise<CommunityData> {
  const idsByTable = new Map<string, string[]>();
  const userIds = new Set<string>();
  for (const { table, hasId, hasUser } of await communityTables(db)) {
    if (hasId) {
      const ids = await queryRows<{ id: string }>(
        db,
        sql`select id::text as id from ${sql.raw(quote(table))} where community_id = ${communityId} limit 40`,
      );
      if (ids.length > 0)
        idsByTable.set(
          table,
          ids.map((r) => r.id),
        );
    }
    if (hasUser) {
      const users = await queryRows<{ id: string }>(
        db,
        sql`select distinct user_id::text as id from ${sql.raw(quote(table))}
            where community_id = ${communityId} and user_id is not null`,
      );
      for (const u of users) userIds.add(u.id);
    }
  }
  const [c] = await queryRows<{ name: string }>(
    db,
    sql`select name from communities where id = ${communityId}`,
  );
  return { id: communityId, name: c?.name ?? communityId, idsByTable, userIds };
}

/**
 * The ids a field such as `parcelID`, `attachmentFileIDs` or `recipientUserID` names, found by its
 * last word against the tables' last words (`parcel` -> `parcels`, `category` ->
 * `phonebook_categories`); users come from the community's own user rows. Undefined when nothing
 * in the data matches the field's name.
 */
export function idsForField(
  data: CommunityData,
  field: string,
  users: readonly string[],
): string[] | undefined {
  const m = /([A-Za-z]*?)(ID|IDs|Id|Ids)$/.exec(field);
  if (!m || field === 'communityID') return undefined;
  const words = m[1]!.split(/(?=[A-Z])/);
  const last = (words.at(-1) ?? '').toLowerCase();
  if (!last) return undefined;
  if (last === 'user') return users.length > 0 ? [...users] : undefined;
  const singular = (w: string) => w.replace(/ies$/, 'y').replace(/s$/, '');
  const matches = [...data.idsByTable].filter(([table]) => singular(table.split('_').at(-1) ?? '') === last);
  // `parcelID` prefers `parcels` to `parcel_photos`; a longer name (`coverFileID`) its own table.
  const exact = matches.filter(([table]) =>
    table.replaceAll('_', '').startsWith(words.join('').toLowerCase()),
  );
  const chosen = exact.length > 0 ? exact : matches;
  const ids = chosen.flatMap(([, ids]) => ids);
  return ids.length > 0 ? ids : undefined;
}

/**
 * "Did that request write anything?", exactly and cheaply: a row trigger on every table notes the
 * table of each row inserted, updated or deleted (and a statement trigger each truncate) in a
 * table of its own, and `written` takes those notes. Only changed rows are noted (an update that
 * matched nothing notes nothing), only committed ones survive (a rolled-back write's notes roll
 * back with it), and reading costs one small statement whatever the size of the data, where
 * counting every table after every write grew with the demo data. Installed as the tables'
 * owner, for a test database only; the note is written as that owner, so row-level security
 * and the application role's grants do not hide it.
 */
export async function writeWatch(db: Database) {
  const tables = await queryRows<{ t: string }>(
    db,
    sql`select table_name as t from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  await db.execute(sql`create table test_written_rows (t text not null, community_id text)`);
  // The row's community, when its table has one (NEW is null for a delete, OLD for an insert).
  await db.execute(
    sql.raw(`create function test_note_write() returns trigger language plpgsql security definer
      set search_path = public as $$
      begin
        insert into test_written_rows
          values (TG_TABLE_NAME, coalesce(to_jsonb(NEW), to_jsonb(OLD)) ->> 'community_id');
        return null;
      end $$`),
  );
  for (const { t } of tables) {
    await db.execute(
      sql.raw(`create trigger test_written_row after insert or update or delete on ${quote(t)}
        for each row execute function test_note_write()`),
    );
    await db.execute(
      sql.raw(`create trigger test_written_truncate after truncate on ${quote(t)}
        for each statement execute function test_note_write()`),
    );
  }
  const take = () =>
    queryRows<{ t: string; community_id: string | null }>(db, sql`delete from test_written_rows returning *`);
  return {
    /** The tables written since the previous look (or since the watch began), each once. */
    async written(): Promise<string[]> {
      return [...new Set((await take()).map((r) => r.t))].sort();
    },
    /** The same, only rows of this community: "was another community written to?". */
    async writtenIn(communityId: string): Promise<string[]> {
      const rows = (await take()).filter((r) => r.community_id === communityId);
      return [...new Set(rows.map((r) => r.t))].sort();
    },
  };
}
