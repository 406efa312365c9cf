import { setPreferences } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { visitorOf, visitRoute, WALK_COMMUNITY, WALKED_AREAS } from './support/page-walk';
import { resumeSession } from './support/sessions';

/**
 * Axe on every page route of every area in the feature registry, in Thai at desktop width, one
 * test per area. The list comes from the registry itself (see support/page-walk.ts), so a new
 * page is checked the day its route is registered; dialogs and views are in a11y-features.
 */
test('the walk covers every area that has pages', () => {
  expect(WALKED_AREAS.length).toBeGreaterThan(10);
  expect(WALKED_AREAS.flatMap((a) => a.routes)).toContain('directory/room/:unitNo');
});

for (const area of WALKED_AREAS) {
  const visitors = [...new Set(area.routes.map(visitorOf))];
  for (const visitor of visitors) {
    const routes = area.routes.filter((r) => visitorOf(r) === visitor);
    test(`every page of the ${area.key || 'home'} area, as ${visitor}`, async ({
      page,
      request,
      sessionOf,
    }) => {
      test.setTimeout(120_000);
      await setPreferences(request, visitor, { lang: 'th', community: WALK_COMMUNITY });
      await resumeSession(page, await sessionOf(visitor));
      for (const route of routes) {
        await visitRoute(page, route);
        await expectNoSeriousViolations(page, `/dashboard/${route}`);
      }
    });
  }
}
