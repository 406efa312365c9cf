import { LANGS } from '@cc/contracts/i18n';
import { TUTORIAL_SUMMARY_MAX, TUTORIAL_TITLE_MAX, youtubeIdSchema } from '@cc/contracts/tutorial';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/record-audit';
import { command } from '../../platform/feature/operator-command';
import { notFound } from './refusals';
import { sanitizeGuide } from './sanitize-guide';
import { checkContent } from './tutorial-content';
import { archiveSharedItem, insertSharedItem, sharedItems } from './tutorial-queries';

/**
 * The operator's tutorials, shown to every community beside its own and read-only there. The CLI
 * has no community to store an upload under, so its videos are YouTube links and its guides text;
 * PR files to print are each community's own uploads.
 */
const addArgs = z.strictObject({
  kind: z.enum(['VIDEO', 'GUIDE']),
  title: z.string().trim().min(1).max(TUTORIAL_TITLE_MAX),
  summary: z.string().trim().max(TUTORIAL_SUMMARY_MAX).default(''),
  lang: z.enum(LANGS).default('th'),
  youtube: youtubeIdSchema.optional(),
  body: z.string().max(100_000).optional(),
});

const shown = (row: Awaited<ReturnType<typeof insertSharedItem>>) => ({
  tutorialID: row.id,
  kind: row.kind,
  lang: row.lang,
  title: row.title,
  youtubeID: row.youtubeId,
  archived: row.archivedAt !== null,
});

export const TUTORIAL_COMMANDS = {
  'tutorial-add': command({
    summary:
      'tutorial-add --kind VIDEO|GUIDE --title <title> [--summary <text>] [--lang th|en|zh|ar|it|es|fr] (--youtube <link or id> | --body <HTML>)',
    args: addArgs,
    async run(db, a) {
      const body = a.body === undefined ? undefined : sanitizeGuide(a.body);
      checkContent(a.kind, { youtube: a.youtube, body });
      const row = await insertSharedItem(db, {
        kind: a.kind,
        lang: a.lang,
        title: a.title,
        summary: a.summary,
        youtubeId: a.youtube ?? null,
        body: body ?? '',
      });
      await recordAudit(db, { actor: 'operator', action: 'tutorial.add', target: row.id, after: shown(row) });
      return shown(row);
    },
  }),
  'tutorial-list': command({
    summary: 'tutorial-list',
    args: z.object({}),
    run: async (db) => (await sharedItems(db)).map(shown),
  }),
  'tutorial-remove': command({
    summary: 'tutorial-remove --id <tutorialID>  (archives it: every community stops seeing it)',
    args: z.object({ id: z.uuid() }),
    async run(db, a) {
      const row = await archiveSharedItem(db, a.id);
      if (!row) throw notFound('NO_TUTORIAL_WITH_ID', { id: a.id });
      await recordAudit(db, { actor: 'operator', action: 'tutorial.remove', target: a.id });
      return shown(row);
    },
  }),
};
