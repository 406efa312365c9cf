import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeBreach, findBreaches } from './boundary-rules';
import { FIXTURES_DIR, REPO_ROOT } from './source-files';

const PLANTED = join(import.meta.dirname, FIXTURES_DIR, 'planted');

describe('import boundaries', () => {
  it('hold across the api, the web and the contracts', () => {
    expect(findBreaches(REPO_ROOT).map(describeBreach)).toEqual([]);
  });

  it('catch every planted breach, and only those, in a fixture tree', () => {
    const found = findBreaches(PLANTED).map((b) => `${b.from} -> ${b.specifier}`);
    expect(found).toEqual([
      'apps/api/src/features/alpha/alpha-routes.ts -> ../beta/beta-queries',
      'apps/api/src/platform/mail/mailer.ts -> ../../features/beta/beta-queries',
      'apps/web/src/features/delta/delta-menu.ts -> ../../app/router',
      'apps/web/src/features/gamma/gamma-page.ts -> ../delta/delta-page',
      'apps/web/src/shared/ui/banner.ts -> ../../features/delta/delta-page',
      'packages/contracts/src/leak.ts -> ../../../apps/api/src/features/beta/beta-queries',
    ]);
  });
});
