import type { tutorialListQuerySchema } from '@cc/contracts/tutorial';
import type { z } from 'zod';
import { badRequest } from '../../platform/errors';
import { decodeKey, pageOf } from '../../platform/http/keyset';
import { listItems } from './tutorial-queries';
import type { TutorialWork } from './tutorial-work';

const UUID = /^[0-9a-f-]{36}$/;

/** One page of the list; a lastKey this API did not make is the caller's mistake (400). */
export async function listPage(w: TutorialWork, q: z.output<typeof tutorialListQuerySchema>) {
  const key = decodeKey(q.lastKey, 2);
  const valid =
    !key ||
    (typeof key[0] === 'string' &&
      !Number.isNaN(Date.parse(key[0])) &&
      typeof key[1] === 'string' &&
      UUID.test(key[1]));
  if (!valid) throw badRequest('BAD_LAST_KEY');
  const rows = await listItems(w, {
    kind: q.kind,
    lang: q.lang,
    search: q.search,
    after: key as [string, string] | undefined,
    limit: q.limit,
  });
  const page = pageOf(rows, q.limit, (r) => [r.row.createdAt.toISOString(), r.row.id]);
  return { items: page.items.map((r) => r.item), lastKey: page.lastKey };
}
