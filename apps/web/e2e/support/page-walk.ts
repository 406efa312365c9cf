import { FEATURE_AREAS, type FeatureArea, isHiddenInConsole } from '@cc/contracts/features';
import { expect, type Locator, type Page } from '@playwright/test';
import { USERS } from './demo';
import { text } from './locales';

/**
 * Every page route of every area in the registry, as the accessibility walk visits it: nothing
 * here lists pages, so a route added to the registry is walked without anyone adding it.
 * Areas the console never shows (availability 'never' or 'api-only') have no routes to visit.
 */
export const WALKED_AREAS: readonly FeatureArea[] = FEATURE_AREAS.filter(
  (a) => !isHiddenInConsole(a) && a.routes.length > 0,
);

/**
 * The community the walk runs in: a condo, because every area hidden in villages shows there.
 * It holds the demo parcels, posts and the resident's unit A-0304.
 */
export const WALK_COMMUNITY = 'riverside-condo';

/** A sample value from the demo data for each route parameter; a new parameter must add one. */
const PARAM_SAMPLES: Readonly<Record<string, string>> = {
  unitNo: 'A-0304',
  // Not a bill: the detail page answers with its heading and the refusal (demo bill IDs are random).
  billingID: 'demo-bill-1',
};

export function samplePath(route: string): string {
  const filled = route.replace(/:(\w+)/g, (_, name: string) => {
    const value = PARAM_SAMPLES[name];
    if (!value) throw new Error(`no sample value for :${name} in route ${route}; add one to PARAM_SAMPLES`);
    return encodeURIComponent(value);
  });
  return `/dashboard${filled ? `/${filled}` : ''}`;
}

/** Who opens a route in the walk: the PMC desk, except pages only another role may open. */
const VISITOR_BY_ROUTE: Readonly<Record<string, string>> = {
  // The PMC may read the community settings but not edit them.
  'settings/community/edit': 'admin@demo.test',
};
export const visitorOf = (route: string) => VISITOR_BY_ROUTE[route] ?? USERS.pmc;

type Ready = (page: Page) => Locator;
const heading =
  (name: string): Ready =>
  (page) =>
    page.getByRole('heading', { name, level: 1 });
const byTestId =
  (id: string): Ready =>
  (page) =>
    page.getByTestId(id);
const tableRow =
  (testId?: string): Ready =>
  (page) =>
    (testId ? page.getByTestId(testId) : page.locator('main')).locator('tbody tr.ant-table-row');
const d = (key: string) => text('features/directory', 'th', key);
const p = (key: string) => text('features/parcel', 'th', key);
const s = (key: string) => text('features/settings', 'th', key);

/**
 * What proves a page's data arrived, not just its frame, for the pages that load data. A route
 * not named here is ready when its frame is: a heading, or the under-construction card.
 */
const READY_BY_ROUTE: Readonly<Record<string, Ready>> = {
  '': byTestId('feature-cards'),
  home: byTestId('feature-cards'),
  profile: byTestId('profile-name'),
  'profile/edit': (page) => page.locator('form button[type="submit"]'),
  guardos: (page) => page.locator('main button'),
  directory: tableRow(),
  'directory/invitecodegen': heading(d('menu.inviteGen')),
  'directory/invitecodegenpmc': heading(d('menu.inviteGenPmc')),
  'directory/residentlist': tableRow(),
  'directory/communitymembers': tableRow(),
  'directory/committeemembers': tableRow(),
  'directory/pmcmembers': tableRow(),
  'directory/room': tableRow(),
  'directory/room/:unitNo': byTestId('unit-people'),
  phonebook: (page) => page.locator('.pb-category'),
  settings: byTestId('community-name'),
  'settings/community/edit': byTestId('community-name-input'),
  communityInfo: heading(s('info.pageTitle')),
  parcel: tableRow('parcel-table'),
  newparcel: byTestId('next-no'),
  parcelexport: byTestId('scan-input'),
  parceloverdue: tableRow('overdue-table'),
  parcelprintout: byTestId('slip'),
  parcelimport: (page) => page.locator('.ant-upload-drag'),
  parcelsearch: byTestId('search-input'),
  parcelreport: (page) => page.locator('.cc-bar-chart svg'),
  parcelSettings: (page) => page.getByLabel(p('settings.overdueDays')),
  announcement: byTestId('post-row'),
  'announcement/newpost': (page) => page.locator('main h1'),
};

const frameReady: Ready = (page) =>
  page.locator('main h1, [data-testid="under-construction"], [data-testid="feature-cards"]');

/**
 * Opens a route's sample path and waits until its data, or at least its frame, is on screen.
 * Once the console is up, the next route is opened the way its own links open one (the router
 * follows the history), so a walk of many pages loads and starts the console once, not per page.
 */
export async function visitRoute(page: Page, route: string) {
  const path = samplePath(route);
  if (new URL(page.url()).pathname.startsWith('/dashboard')) {
    // Pages sit under a Suspense keyed by path, so the next page is all new nodes: once the
    // marked heading of this one is gone, what the ready check sees is the next page's.
    await page.evaluate((to) => {
      for (const h of document.querySelectorAll('main h1')) h.setAttribute('data-walk-left', '');
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.locator('[data-walk-left]')).toHaveCount(0);
  } else await page.goto(path);
  const ready = READY_BY_ROUTE[route] ?? frameReady;
  await expect(ready(page).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('main .ant-skeleton, main .ant-spin-spinning')).toHaveCount(0);
  // A registry route always resolves to a page of its own, never to "not found".
  await expect(page.getByTestId('not-found')).toHaveCount(0);
}
