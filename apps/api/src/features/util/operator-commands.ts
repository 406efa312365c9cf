import { appVersionAddSchema, versionSchema } from '@cc/contracts/util';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/record-audit';
import { command } from '../../platform/feature/operator-command';
import { addVersion, allVersions, toAppVersion } from './app-version-queries';
import { addWindow, clearWindows } from './maintenance-queries';
import { badRequest } from './refusals';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** The operator's side of util: app releases and maintenance windows. */
export const UTIL_COMMANDS = {
  'app-version-add': command({
    summary:
      'app-version-add --platform IOS|ANDROID --latest <1.2.3> --minimum <1.2.0> [--force true|false] [--note <text>]',
    args: z.object({
      platform: z.enum(['IOS', 'ANDROID']),
      latest: versionSchema,
      minimum: versionSchema,
      force: flag.default(false),
      note: z.string().max(500).optional(),
    }),
    async run(db, a) {
      const input = appVersionAddSchema.parse({
        platform: a.platform,
        latestVersion: a.latest,
        minimumVersion: a.minimum,
        forceUpdate: a.force,
        note: a.note,
      });
      const row = await addVersion(db, { ...input, note: input.note ?? null });
      await recordAudit(db, {
        actor: 'operator',
        action: 'util.app-version.add',
        target: row.id,
        after: input,
      });
      return toAppVersion(row);
    },
  }),
  'app-version-list': command({
    summary: 'app-version-list',
    args: z.object({}),
    run: async (db) => (await allVersions(db)).map((r) => toAppVersion(r)),
  }),
  'maintenance-set': command({
    summary: 'maintenance-set --from <ISO date-time> --to <ISO date-time> [--message <text>]',
    args: z.object({
      from: z.iso.datetime({ offset: true }),
      to: z.iso.datetime({ offset: true }),
      message: z.string().max(500).optional(),
    }),
    async run(db, a) {
      const [startsAt, endsAt] = [new Date(a.from), new Date(a.to)];
      if (endsAt <= startsAt) throw badRequest('BAD_WINDOW');
      const row = await addWindow(db, { startsAt, endsAt, message: a.message });
      await recordAudit(db, { actor: 'operator', action: 'util.maintenance.set', target: row.id, after: a });
      return { from: row.startsAt.toISOString(), to: row.endsAt.toISOString(), message: row.message };
    },
  }),
  'maintenance-clear': command({
    summary: 'maintenance-clear (removes the windows still to come or in force)',
    args: z.object({}),
    async run(db) {
      const removed = await clearWindows(db);
      await recordAudit(db, { actor: 'operator', action: 'util.maintenance.clear', after: { removed } });
      return { removed };
    },
  }),
};
