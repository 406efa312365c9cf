import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { suggestionKit } from './suggestion-test-kit';
import { suggestionEvents } from './tables';

/** Simultaneous office work on PGlite and PostgreSQL: the row lock and the version decide. */
describe('suggestion changes at once', () => {
  apiTest(
    '20 updates from one version: exactly one wins, the others are told it changed first',
    async ({ api, community }) => {
      const k = await suggestionKit(community);
      const made = await k.write();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2
            ? k.post(k.staff, '/api/suggestion/status/update', {
                suggestionID: made.suggestionID,
                version: made.version,
                state: 'ACKNOWLEDGED',
              })
            : k.post(k.staff, '/api/suggestion/reply', {
                suggestionID: made.suggestionID,
                version: made.version,
                text: `คำตอบ ${i}`,
              }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      const refused = answers.filter((a) => a.statusCode === 409);
      expect(refused).toHaveLength(19);
      expect(refused.every((a) => a.json().code === 'SUGGESTION_CHANGED')).toBe(true);
      const events = await api.db
        .select()
        .from(suggestionEvents)
        .where(eq(suggestionEvents.suggestionId, made.suggestionID));
      expect(events.filter((e) => e.action !== 'CREATE')).toHaveLength(1);
      const info = await k.get(k.staff, '/api/suggestion/info', { suggestionID: made.suggestionID });
      expect(info.json().data.version).toBe(2);
    },
  );
});
