/**
 * Compile-time tests, checked by `npm run typecheck` (tsc reads every .ts under src; vitest does
 * not run this file). Each `@ts-expect-error` must meet an error: if a defect below ever compiles,
 * the directive is unused and tsc fails.
 */
import type { AreaKey } from '@cc/contracts/features';
import { z } from 'zod';
import type { Wordings } from '../i18n/define-refusals';
import { defineRefusals } from '../i18n/define-refusals';
import { jobKind, jobScheduler } from '../jobs/job-kinds';
import { createJobRunner } from '../jobs/job-runner';
import { defineFeature, type Feature } from './define-feature';

const en = { FIXTURE_LIMIT: 'At most {max} a day', FIXTURE_GONE: 'It is gone' } as const;
const th: Wordings<typeof en> = { FIXTURE_LIMIT: 'ไม่เกิน {max} ต่อวัน', FIXTURE_GONE: 'ไม่มีแล้ว' };
const texts = { th, en, zh: th, ar: th, it: th, es: th, fr: th };

// A language missing a code fails.
// @ts-expect-error FIXTURE_GONE is missing
const _short: Wordings<typeof en> = { FIXTURE_LIMIT: '{max}' };
// A language with a code English does not have fails.
// @ts-expect-error FIXTURE_EXTRA is not an English code
const _long: Wordings<typeof en> = { FIXTURE_LIMIT: '{max}', FIXTURE_GONE: '-', FIXTURE_EXTRA: '-' };

export function refusalsTypes() {
  // A feature without one of the seven languages fails.
  // @ts-expect-error fr is missing
  defineRefusals('fixture-no-fr', { th, en, zh: th, ar: th, it: th, es: th });
  // A language whose texts lack a code fails, even when built elsewhere.
  // @ts-expect-error the Arabic texts lack FIXTURE_GONE
  defineRefusals('fixture-short-ar', { ...texts, ar: { FIXTURE_LIMIT: '{max}' } });

  const fixture = defineRefusals('fixture', texts, { FIXTURE_GONE: 'NOT_FOUND' });
  fixture.notFound('FIXTURE_GONE');
  fixture.badRequest('FIXTURE_LIMIT', { max: 3 });
  fixture.badRequest('BAD_LAST_KEY'); // a platform code
  // @ts-expect-error no owner declared this code
  fixture.notFound('FIXTURE_UNKNOWN');
  // @ts-expect-error the wording names {max}, which is not given
  fixture.badRequest('FIXTURE_LIMIT');
  // @ts-expect-error {limit} is not a placeholder of the wording
  fixture.badRequest('FIXTURE_LIMIT', { limit: 3 });
  // @ts-expect-error FIXTURE_GONE names no values
  fixture.notFound('FIXTURE_GONE', { id: 1 });
}

export function jobTypes() {
  const kinds = {
    'fixture.ping': jobKind({ payload: z.object({ id: z.string() }), handle: async () => {} }),
  };
  const schedule = jobScheduler(kinds);
  const jobs = createJobRunner({} as never);
  void schedule(jobs, 'fixture.ping', { id: 'a' });
  // @ts-expect-error a kind the feature does not declare
  void schedule(jobs, 'fixture.pong', { id: 'a' });
  // @ts-expect-error the payload does not fit the kind's schema
  void schedule(jobs, 'fixture.ping', { id: 1 });
}

export function areaTypes(plugin: Feature['plugin']) {
  const built = defineFeature({ key: 'parcel', plugin });
  type Areas = { readonly [K in AreaKey]: (Feature & { key: K }) | null };
  // @ts-expect-error every other area of the registry is missing
  const _missing = { parcel: built } as const satisfies Areas;
  const wrongKey = defineFeature({ key: 'billing', plugin });
  // @ts-expect-error a feature wired under another area's key
  const _misplaced = { parcel: wrongKey } as const satisfies Partial<Areas>;
}
