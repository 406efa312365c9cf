import { readFileSync } from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';
import { setPreferences, tokenFor } from './support/api';
import { USERS } from './support/demo';
import { type APIRequestContext, expect, type Page, test } from './support/fixtures';
import { text } from './support/locales';
import { signInToDashboard } from './support/session';

/**
 * A guard's night shift in GuardOS, end to end on the riverside condominium. Staff add three
 * checkpoints and a round open now (so the test holds at any hour); the guard, handed over from
 * the console, starts the round, loses signal, reloads the app from its worker, scans the three
 * labels from pictures and reports an incident with a photo: four wait on the phone. Back online
 * the queue drains; the server holds exactly three new scans and one new incident, and the same
 * requests sent again (same client UUIDs) add none. Then the guard holds SOS for two seconds, a
 * staff console shows the banner within two seconds and acknowledges, and the guard sees who.
 */
const COMMUNITY = 'riverside-condo';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

const GUARD_LOCALES = path.resolve(import.meta.dirname, '../../guard/src/i18n/locales');
/** A string of the guard app in Thai, with its {{placeholders}} filled. */
function guardText(key: string, values: Record<string, string | number> = {}): string {
  const json = JSON.parse(readFileSync(path.join(GUARD_LOCALES, 'th.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], json);
  if (typeof value !== 'string') throw new Error(`no GuardOS string ${key}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => String(values[k]));
}
const consoleText = (key: string) => text('features/incident', 'th', key);

/** One sign-in per user for the whole test (each costs a password check on a busy machine). */
const signedIn = new Map<string, Promise<string>>();
async function bearer(request: APIRequestContext, email: string) {
  if (!signedIn.has(email)) signedIn.set(email, tokenFor(request, email));
  return { authorization: `Bearer ${await signedIn.get(email)}` };
}

async function call<T>(
  request: APIRequestContext,
  headers: Record<string, string>,
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
): Promise<T> {
  const res =
    method === 'GET' ? await request.get(url, { headers }) : await request.post(url, { headers, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

interface RoundView {
  roundID: string;
  planName: string;
  status: string;
  checkpoints: { checkpointID: string; scannedAt: string | null }[];
}

/** The current local minute in the community's zone, as the plan's start time. */
const bangkokNow = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Bangkok',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());

/** Staff add three checkpoints and a plan whose round opened this minute; answers the labels' codes. */
async function openRoundWithLabels(request: APIRequestContext, tag: string) {
  const pmc = await bearer(request, USERS.pmc);
  const names = [1, 2, 3].map((n) => `จุดทดสอบ ${tag}-${n}`);
  const ids: string[] = [];
  for (const name of names) {
    const { data } = await call<{ data: { checkpointID: string } }>(
      request,
      pmc,
      'POST',
      '/api/patrol/checkpoint/create',
      { communityID: COMMUNITY, name, place: 'ลานจอดรถ B3' },
    );
    ids.push(data.checkpointID);
  }
  // The labels' codes as staff read them (a guard never sees one).
  const { items } = await call<{ items: { checkpointID: string; code: string }[] }>(
    request,
    pmc,
    'GET',
    `/api/patrol/checkpoint/list?communityID=${COMMUNITY}`,
  );
  const codes = ids.map((id) => items.find((c) => c.checkpointID === id)!.code);
  const planName = `รอบทดสอบ ${tag}`;
  const plan = {
    name: planName,
    checkpointIDs: ids,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    schedule: { kind: 'TIMES', times: [bangkokNow()] },
    durationMinutes: 120,
    toleranceMinutes: 30,
    alertRoles: ['PMC'],
  };
  const { data } = await call<{ data: { planID: string } }>(
    request,
    pmc,
    'POST',
    '/api/patrol/setting/create',
    {
      communityID: COMMUNITY,
      ...plan,
    },
  );
  return { names, ids, codes, planName, plan, planID: data.planID };
}

/** The guard's SOS alerts still open from an earlier run are closed, so a raise is a new one. */
async function resolveOpenAlerts(request: APIRequestContext) {
  const guard = await bearer(request, USERS.guard);
  const { data } = await call<{ data: { items: { alertID: string; status: string }[] } }>(
    request,
    guard,
    'GET',
    `/api/sos/alert/list?communityID=${COMMUNITY}&mine=true`,
  );
  for (const a of data.items.filter((x) => x.status !== 'RESOLVED'))
    await call(request, guard, 'POST', '/api/sos/alert/resolve', {
      communityID: COMMUNITY,
      alertID: a.alertID,
    });
}

async function incidentTotal(request: APIRequestContext): Promise<number> {
  const { data } = await call<{ data: { byStatus: Record<string, number> } }>(
    request,
    await bearer(request, USERS.pmc),
    'GET',
    `/api/incident/count?communityID=${COMMUNITY}`,
  );
  return Object.values(data.byStatus).reduce((a, b) => a + b, 0);
}

async function roundInfo(request: APIRequestContext, roundID: string): Promise<RoundView> {
  const { data } = await call<{ data: RoundView }>(
    request,
    await bearer(request, USERS.pmc),
    'GET',
    `/api/patrol/info?communityID=${COMMUNITY}&roundID=${roundID}`,
  );
  return data;
}

/** Opens GuardOS from the console's app picker, as the guard; answers the app's page. */
async function openGuardOS(page: Page): Promise<Page> {
  await signInToDashboard(page, USERS.guard);
  const popup = page.waitForEvent('popup');
  await page.getByTestId('app-picker').click();
  await page.getByRole('button', { name: /GuardOS/ }).click();
  const app = await popup;
  await expect(app.getByTestId('tab-gate')).toBeVisible({ timeout: 30_000 });
  // The app's own worker has precached the shell and controls the page.
  await app.waitForFunction(
    () => navigator.serviceWorker.controller?.scriptURL.endsWith('/guardos/sw.js') ?? false,
    undefined,
    { timeout: 30_000 },
  );
  return app;
}

/** The staff console on another browser, on the dashboard once its banner has asked for open alerts. */
async function staffConsole(desk: Page) {
  const asked = desk.waitForResponse((r) => r.url().includes('/api/sos/alert/list'));
  await signInToDashboard(desk, USERS.pmc);
  await asked;
}

/** Resolves once the console's live socket is open, so a raise is measured from the raise. */
const liveSocket = (desk: Page) =>
  desk.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const on = (e: Event) => {
          if ((e as CustomEvent<{ connected: boolean }>).detail?.connected) resolve();
        };
        window.addEventListener('cc:live-status', on);
        const ask = () => window.dispatchEvent(new Event('cc:live-status-request'));
        ask();
        setInterval(ask, 100);
      }),
  );

interface Queued {
  kind: string;
  body: Record<string, string>;
}
/**
 * What waits in the phone's queue (IndexedDB), as it will be sent: kind and body, client UUID
 * inside. Read from the page because a multipart request's photo never shows in its post data.
 */
const queuedOn = (app: Page) =>
  app.evaluate(
    () =>
      new Promise<Queued[]>((resolve, reject) => {
        const open = indexedDB.open('guardos');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('queue').objectStore('queue').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            resolve((all.result as Queued[]).map((e) => ({ kind: e.kind, body: e.body })));
            open.result.close();
          };
        };
      }),
  );

/** The `data` of every answer the app got to one of its POSTs to `path`. */
function answersTo(app: Page, path: string): Promise<Record<string, unknown>>[] {
  const answers: Promise<Record<string, unknown>>[] = [];
  app.on('response', (r) => {
    if (r.request().method() === 'POST' && new URL(r.url()).pathname === path)
      answers.push(r.json().then((j: { data: Record<string, unknown> }) => j.data));
  });
  return answers;
}

test.beforeEach(async ({ request }) => {
  signedIn.clear();
  await Promise.all([
    setPreferences(request, USERS.guard, { lang: 'th', community: COMMUNITY }),
    setPreferences(request, USERS.pmc, { lang: 'th', community: COMMUNITY }),
  ]);
});

test("a guard's shift: offline scans and an incident sync once, replays add nothing, SOS reaches the console", async ({
  page,
  browser,
  request,
}) => {
  // A whole shift in one test (two browsers, a service worker, offline and back, a sync, replays,
  // an SOS): about 45 s alone, so the default minute leaves no room for a machine busy with a
  // second worker.
  test.setTimeout(120_000);
  const tag = unique();
  const labels = await openRoundWithLabels(request, tag);
  await resolveOpenAlerts(request);
  const incidentsBefore = await incidentTotal(request);
  const pictures = await Promise.all(
    labels.codes.map((code) => QRCode.toBuffer(`CP:${code}`, { type: 'png', width: 320, margin: 4 })),
  );

  // The staff console signs in on its own browser meanwhile; it is needed for the SOS at the end.
  const staff = await browser.newContext();
  const desk = await staff.newPage();
  const deskReady = staffConsole(desk);
  const app = await openGuardOS(page);
  const scans = answersTo(app, '/api/patrol/round/scan');
  const reports = answersTo(app, '/api/incident/report');

  // Online: the round of the new plan is on the Patrol screen; the guard takes it.
  await app.getByTestId('tab-patrol').click();
  const round = app.getByRole('region', { name: labels.planName });
  await expect(round.getByTestId('round-status')).toHaveText(guardText('patrol.status.SCHEDULED'));
  await round.getByRole('button', { name: guardText('patrol.start') }).click();
  await expect(round.getByTestId('round-status')).toHaveText(guardText('patrol.status.IN_PROGRESS'));

  // No signal: the app comes back from its worker, and the rounds from the pack.
  const context = app.context();
  await context.setOffline(true);
  await app.reload();
  await expect(app.getByTestId('net-state')).toHaveClass(/g-offline/);
  await app.getByTestId('tab-patrol').click();
  await expect(app.getByRole('region', { name: labels.planName })).toBeVisible();

  // Three labels from pictures: each named offline from the pack's digests.
  for (const [i, picture] of pictures.entries()) {
    await app.getByTestId('scan-checkpoint').click();
    await app
      .getByTestId('scan-photo')
      .setInputFiles({ name: `label-${i + 1}.png`, mimeType: 'image/png', buffer: picture });
    await expect(app.getByTestId('last-scan')).toHaveText(
      guardText('patrol.scannedOffline', { name: labels.names[i]! }),
    );
    await expect(app.getByTestId('waiting-count')).toHaveText(guardText('queue.waiting', { count: i + 1 }));
  }
  await expect(
    app.getByRole('region', { name: labels.planName }).locator('[data-scanned="waiting"]'),
  ).toHaveCount(3);

  // An incident with a photo from the camera input.
  await app.getByTestId('tab-incident').click();
  await app.locator('#inc-category').click();
  await app
    .locator('.ant-select-item-option', { hasText: guardText('incident.category.SUSPICIOUS') })
    .click();
  const place = `ลานจอดรถ B3 ${tag}`;
  await app.getByTestId('incident-place').fill(place);
  await app.getByTestId('incident-text').fill('พบประตูหนีไฟเปิดค้างไว้');
  await app
    .getByTestId('incident-photos')
    .setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: pictures[0]! });
  await expect(app.getByTestId('incident-photo-list').getByRole('listitem')).toHaveCount(1);
  await app.getByRole('button', { name: guardText('incident.submit') }).click();
  await expect(app.getByTestId('incident-result')).toHaveText(guardText('queue.kept'));
  await expect(app.getByTestId('waiting-count')).toHaveText(guardText('queue.waiting', { count: 4 }));
  expect(scans).toHaveLength(0);
  expect(reports).toHaveLength(0);
  // Without signal the SOS screen offers the community's emergency numbers to call instead.
  await app.getByTestId('tab-sos').click();
  await expect(app.getByTestId('sos-button')).toHaveCount(0);
  await expect(app.getByTestId('sos-contacts').getByRole('link', { name: /191/ })).toHaveAttribute(
    'href',
    'tel:191',
  );
  const queued = await queuedOn(app);
  expect(queued.map((q) => q.kind)).toEqual(['patrol-scan', 'patrol-scan', 'patrol-scan', 'incident']);

  // Signal again: the queue drains in order, once.
  await context.setOffline(false);
  await expect(app.getByTestId('waiting-count')).toHaveCount(0, { timeout: 20_000 });
  const { data: current } = await call<{ data: { rounds: RoundView[] } }>(
    request,
    await bearer(request, USERS.guard),
    'GET',
    `/api/patrol/round/current?communityID=${COMMUNITY}`,
  );
  const roundID = current.rounds.find((r) => r.planName === labels.planName)!.roundID;
  const scannedIn = async () =>
    (await roundInfo(request, roundID)).checkpoints.filter((c) => c.scannedAt).length;
  expect(await scannedIn()).toBe(3);
  expect(await incidentTotal(request)).toBe(incidentsBefore + 1);
  const { items: found } = await call<{ items: { place: string; photoCount: number; category: string }[] }>(
    request,
    await bearer(request, USERS.pmc),
    'GET',
    `/api/incident/list?communityID=${COMMUNITY}&category=SUSPICIOUS`,
  );
  expect(found.filter((x) => x.place === place)).toEqual([
    expect.objectContaining({ place, photoCount: 1, category: 'SUSPICIOUS' }),
  ]);
  // Each sent once, in the order made, each stored anew.
  const sent = await Promise.all([...scans, ...reports]);
  expect(sent.map((d) => d.replayed)).toEqual([false, false, false, false]);
  expect(sent.slice(0, 3).map((d) => d.checkpointID)).toEqual(labels.ids);

  // The same requests again, as if their answers were lost: each answers its first, nothing is added.
  const guard = await bearer(request, USERS.guard);
  for (const [i, q] of queued.entries()) {
    const res =
      q.kind === 'incident'
        ? await request.post(`/api/incident/report?communityID=${COMMUNITY}`, {
            headers: guard,
            multipart: {
              ...Object.fromEntries(Object.entries(q.body).filter(([k]) => k !== 'communityID')),
              photos: { name: 'door.png', mimeType: 'image/png', buffer: pictures[0]! },
            },
          })
        : await request.post('/api/patrol/round/scan', { headers: guard, data: q.body });
    expect(res.status(), await res.text()).toBe(200);
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    expect(data).toEqual({ ...sent[i], replayed: true });
  }
  expect(await scannedIn()).toBe(3);
  expect(await incidentTotal(request)).toBe(incidentsBefore + 1);

  // The guard's screen has the server's ticks; the round is finished.
  await app.getByTestId('tab-patrol').click();
  const walked = app.getByRole('region', { name: labels.planName });
  await expect(walked.locator('[data-scanned="yes"]')).toHaveCount(3);
  await walked.getByRole('button', { name: guardText('patrol.finish') }).click();
  await expect(app.getByTestId('round-finished')).toHaveText(
    guardText('patrol.finished', { name: labels.planName, status: guardText('patrol.status.DONE') }),
  );
  expect((await roundInfo(request, roundID)).status).toBe('DONE');

  // SOS: staff watch on their console; the guard holds the button two seconds.
  await deskReady;
  await liveSocket(desk);
  await app.getByTestId('tab-sos').click();
  await app.getByTestId('sos-button').hover();
  const raised = app.waitForResponse(
    (r) => r.url().endsWith('/api/sos/alert') && r.request().method() === 'POST',
  );
  const pressed = Date.now();
  await app.mouse.down();
  const raise = await raised;
  const held = Date.now() - pressed;
  await app.mouse.up();
  expect(raise.ok()).toBe(true);
  expect(held).toBeGreaterThanOrEqual(2000);

  const banner = desk.getByTestId('sos-banner');
  await expect(banner).toBeVisible({ timeout: 2000 });
  const acknowledged = desk.waitForResponse((r) => r.url().endsWith('/api/sos/alert/acknowledge'));
  await banner.getByRole('button', { name: consoleText('sos.acknowledge') }).click();
  const { data: ack } = (await (await acknowledged).json()) as { data: { acknowledgedBy: { name: string } } };
  await expect(banner).toHaveCount(0);
  await expect(app.getByTestId('sos-state')).toContainText(
    guardText('sos.acknowledged', { name: ack.acknowledgedBy.name }),
  );
  await app.getByTestId('sos-resolve').click();
  await expect(app.getByTestId('sos-state')).toHaveCount(0);
  await staff.close();

  // The worker's copy of the demo goes on as it was: the plan stops, its labels are retired.
  const pmc = await bearer(request, USERS.pmc);
  await call(request, pmc, 'POST', '/api/patrol/setting/update', {
    ...labels.plan,
    communityID: COMMUNITY,
    planID: labels.planID,
    active: false,
  });
  for (const checkpointID of labels.ids)
    await call(request, pmc, 'POST', '/api/patrol/checkpoint/retire', {
      communityID: COMMUNITY,
      checkpointID,
    });
});
