import { SUGGESTION_MOVES, type Suggestion, type SuggestionDetail } from '@cc/contracts/suggestion-records';
import { encodeKey } from '../../platform/http/keyset';
import { authorsOf, eventsOf, type SuggestionRow } from './suggestion-queries';
import type { SuggestionWork } from './suggestion-work';

type Authors = Awaited<ReturnType<typeof authorsOf>>;

/**
 * A suggestion as any reader gets it. An anonymous one answers no author and no unit: the
 * guarantee lives here, the one place rows become answers (lists, info, Excel and mails).
 */
export function toSuggestion(w: SuggestionWork, row: SuggestionRow, a: Authors): Suggestion {
  return {
    suggestionID: row.id,
    category: row.category,
    title: row.title,
    text: row.text,
    anonymous: row.anonymous,
    author: row.anonymous
      ? null
      : {
          name: (row.authorUserId && a.names.get(row.authorUserId)) || '',
          unitNo: (row.unitId && a.unitNos.get(row.unitId)) || null,
        },
    state: row.state,
    version: row.version,
    photos: row.photos.map((p) => ({ photoID: p.photoID, url: w.fileUrl(p.key) ?? '' })),
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function shownRows(w: SuggestionWork, rows: SuggestionRow[]) {
  const a = await authorsOf(w.tx, w.scope, rows);
  return rows.map((r) => toSuggestion(w, r, a));
}

/** A page of rows fetched one over the limit: the items and the key of the next page. */
export async function pageOf(w: SuggestionWork, rows: SuggestionRow[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: await shownRows(w, items),
    lastKey: rows.length > limit && last ? encodeKey([last.createdAt.toISOString(), last.id]) : null,
  };
}

/** One suggestion with its timeline; the author of an anonymous one is never named in it. */
export async function detailOf(w: SuggestionWork, row: SuggestionRow): Promise<SuggestionDetail> {
  const [shown] = await shownRows(w, [row]);
  const events = await eventsOf(w.tx, w.scope, row.id);
  return {
    ...shown!,
    timeline: events.map((e) => ({
      at: e.at.toISOString(),
      action: e.action,
      fromState: e.fromState,
      toState: e.toState,
      by: row.anonymous && e.byUserId === row.authorUserId ? null : e.byName,
      text: e.text,
    })),
    moves: w.isOffice ? [...SUGGESTION_MOVES[row.state]] : [],
  };
}
