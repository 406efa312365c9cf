import type { tutorialListQuerySchema } from '@cc/contracts/tutorial';
import type { z } from 'zod';
import { decodeInstantKey, pageOf } from '../../platform/http/keyset';
import { listItems } from './tutorial-queries';
import type { TutorialWork } from './tutorial-work';

/** One page of the list; a lastKey this API did not make is the caller's mistake (400). */
export async function listPage(w: TutorialWork, q: z.output<typeof tutorialListQuerySchema>) {
  const key = decodeInstantKey(q.lastKey);
  const rows = await listItems(w, {
    kind: q.kind,
    lang: q.lang,
    search: q.search,
    after: key,
    limit: q.limit,
  });
  const page = pageOf(rows, q.limit, (r) => [r.row.createdAt.toISOString(), r.row.id]);
  return { items: page.items.map((r) => r.item), lastKey: page.lastKey };
}
