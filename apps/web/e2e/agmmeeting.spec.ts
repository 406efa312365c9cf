import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect as pwExpect } from '@playwright/test';
import { pmcCommunities, setPreferences, tokenFor } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { USERS } from './support/demo';
import { expect, type Page, test } from './support/fixtures';
import { text } from './support/locales';
import { signInToDashboard } from './support/session';

const a = (key: string) => text('features/agmmeeting', 'th', key);

// A 2x2 PNG standing for the photographed proxy form (the server checks the bytes, not the name).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNgYPjPwMDAxMDAwMDAAAAJEwEB3LjL3QAAAABJRU5ErkJggg==',
  'base64',
);

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  data?: object,
): Promise<T> {
  const res = await request.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
  pwExpect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** Confirms the dialog antd's modal.confirm opened. */
async function confirm(page: Page) {
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('confirm-ok')).toHaveCount(0);
}

async function addItem(page: Page, fill: () => Promise<void>) {
  await page.getByTestId('item-add').click();
  await fill();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: a('save') })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * A general meeting run from the console in Thai: four agenda items prepared and reordered, the
 * roll taken, the notice sent (the resident is told), three units checked in (in person, by
 * proxy with the form's photo, online by the resident through the API), an item opened, the
 * resident's vote through the API reaching the projector within a second, that vote voided from
 * the log, the item closed, and the Thai minutes downloaded as a PDF. What the browser need not
 * show (the rest of the room arriving) goes through the API at once.
 */
test('staff run a general meeting from notice to minutes while a resident votes from the app', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const { condo } = await pmcCommunities(request, USERS.pmc);
  const communityID = condo.communityID;
  await setPreferences(request, USERS.pmc, { lang: 'th', community: communityID });
  const staff = await tokenFor(request, USERS.pmc);
  const resident = await tokenFor(request, USERS.resident);
  const title = `ประชุมใหญ่ทดสอบ ${Date.now() % 100_000}`;
  const startsAt = new Date(Date.now() + 10 * 86_400_000).toISOString();
  const { data: created } = await call<{ data: { meetingID: string } }>(
    request,
    staff,
    'POST',
    '/api/agm/meeting/create',
    {
      communityID,
      kind: 'ANNUAL',
      title,
      startsAt,
      place: 'ห้องประชุมชั้น 2',
      onlineUrl: 'https://meet.example.com/agm',
    },
  );
  const meetingID = created.meetingID;

  // Remembered, so the projector's second tab shares the session.
  await signInToDashboard(page, USERS.pmc, { remember: true });
  await page.goto('/dashboard/agmmeeting');
  await page
    .getByTestId('meeting-card')
    .filter({ hasText: title })
    .getByRole('link', { name: title })
    .click();
  await expect(page.getByTestId('meeting-title')).toHaveText(title);

  // The agenda: two resolutions, an information item and an election, then one moved down.
  await addItem(page, async () => {
    await page.locator('#item_title').fill('อนุมัติงบการเงินประจำปี');
    await page.locator('#item_titleEn').fill('Approve the annual accounts');
  });
  await addItem(page, async () => {
    await page.getByRole('dialog').getByText(a('itemKind.INFORMATION')).click();
    await page.locator('#item_title').fill('รายงานผลการดำเนินงาน');
  });
  await addItem(page, async () => {
    await page.locator('#item_title').fill('อนุมัติงบประมาณปีถัดไป');
  });
  await addItem(page, async () => {
    await page.getByRole('dialog').getByText(a('itemKind.ELECTION')).click();
    await page.locator('#item_title').fill('เลือกตั้งคณะกรรมการ');
    await page.locator('#item_seats').fill('3');
    for (const name of ['สมชาย', 'สมศรี', 'สมหญิง']) {
      await page.locator('#item_candidates').fill(name);
      await page.locator('#item_candidates').press('Enter');
    }
  });
  const agenda = page.getByTestId('agenda-item');
  await expect(agenda).toHaveCount(4);
  await expectNoSeriousViolations(page, 'the agenda');
  await page
    .getByRole('button', {
      name: text('features/agmmeeting', 'th', 'agenda.down').replace('{{title}}', 'รายงานผลการดำเนินงาน'),
    })
    .click();
  await expect(agenda.nth(2)).toContainText('3. รายงานผลการดำเนินงาน');
  await expect(agenda.nth(1)).toContainText('2. อนุมัติงบประมาณปีถัดไป');

  // The accounts go with their item as an attachment the notice and the app link to.
  await agenda
    .nth(0)
    .locator('input[type="file"]')
    .setInputFiles({ name: 'accounts.png', mimeType: 'image/png', buffer: PNG });
  await expect(agenda.nth(0).getByRole('link', { name: /agenda-.+\.png/ })).toBeVisible();

  // The roll from the directory, then the notice to every owner.
  await page.getByRole('tab', { name: a('tabs.roll') }).click();
  await page.getByTestId('roll-take').click();
  await confirm(page);
  await expect(page.getByTestId('roll-summary')).not.toHaveText(a('roll.notTaken'));
  await page.getByRole('tab', { name: a('tabs.notice') }).click();
  await page.getByTestId('notice-send').click();
  await confirm(page);
  await expect(page.getByTestId('meeting-state')).toHaveText(a('meetingState.NOTICE_SENT'));
  await expect(async () => {
    const inbox = await call<{ items: { featureEnum: string; inboxTitle: string }[] }>(
      request,
      resident,
      'GET',
      `/api/notification/inbox?communityID=${communityID}&lastKey=undefined`,
    );
    expect(inbox.items.some((i) => i.featureEnum === 'AGM_MEETING')).toBe(true);
  }).toPass({ timeout: 10_000 });

  // Three units in: one at the door, one by proxy with the form's photo, the resident online.
  const roll = await call<{ data: { entries: { unitID: string; unitNo: string; weight: string }[] } }>(
    request,
    staff,
    'GET',
    `/api/agm/roll/list?communityID=${communityID}&meetingID=${meetingID}`,
  );
  const online = await call<{ data: { units: { unitID: string; unitNo: string }[] } }>(
    request,
    resident,
    'POST',
    '/api/agm/resident/checkin',
    { communityID, meetingID },
  );
  const residentUnit = online.data.units[0]!;
  const [door, proxied] = roll.data.entries.filter((e) => e.unitID !== residentUnit.unitID);
  await page.getByRole('tab', { name: a('tabs.checkin') }).click();
  await page.getByTestId('checkin-add').click();
  await page.locator('#checkin_unitID').fill(door!.unitNo);
  await page.locator('.ant-select-item-option').filter({ hasText: door!.unitNo }).first().click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: a('checkin.confirm') })
    .click();
  await expect(page.getByRole('row').filter({ hasText: door!.unitNo })).toBeVisible();
  await page.getByTestId('proxy-add').click();
  await page.locator('#proxy_unitID').fill(proxied!.unitNo);
  await page.locator('.ant-select-item-option').filter({ hasText: proxied!.unitNo }).first().click();
  await page.locator('#proxy_holderName').fill('นายผู้รับมอบ ทดสอบ');
  await page.getByRole('dialog').locator('input[type="file"]').setInputFiles({
    name: 'proxy-form.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await page
    .getByRole('dialog')
    .getByRole('button', { name: a('checkin.confirm') })
    .click();
  const proxyRow = page.getByRole('row').filter({ hasText: proxied!.unitNo });
  await expect(proxyRow).toContainText(a('mode.PROXY'));
  await expect(proxyRow.getByRole('link', { name: a('checkin.form') })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: residentUnit.unitNo })).toContainText(
    a('mode.ONLINE'),
  );

  // The session opens; three units of 96 are short of a quarter, so no item may open yet.
  await page.getByTestId('meeting-open').click();
  await confirm(page);
  await expect(page.getByTestId('meeting-state')).toHaveText(a('meetingState.IN_SESSION'));
  await page.getByRole('tab', { name: a('tabs.voting') }).click();
  const first = page.getByTestId('voting-item').filter({ hasText: 'อนุมัติงบการเงินประจำปี' });
  await expect(page.getByText(a('voting.noQuorum'))).toBeVisible();
  await expect(first.getByTestId('item-open')).toBeDisabled();

  // The rest of the room arrives at the door (keyed through the API); the gauge fills live.
  const quorum = await call<{ data: { requiredWeight: string; presentWeight: string } }>(
    request,
    staff,
    'GET',
    `/api/agm/meeting/quorum?communityID=${communityID}&meetingID=${meetingID}`,
  );
  // The units needed are picked first, then keyed at once, as several desks would.
  let present = BigInt(quorum.data.presentWeight);
  const inAlready = new Set([door!.unitID, proxied!.unitID, residentUnit.unitID]);
  const arriving = [];
  for (const e of roll.data.entries.filter((x) => !inAlready.has(x.unitID))) {
    if (present >= BigInt(quorum.data.requiredWeight)) break;
    arriving.push(e);
    present += BigInt(e.weight);
  }
  await Promise.all(
    arriving.map((e) =>
      call(request, staff, 'POST', '/api/agm/attendance/checkin', {
        communityID,
        meetingID,
        unitID: e.unitID,
        mode: 'IN_PERSON',
      }),
    ),
  );
  await expect(page.getByTestId('quorum-state')).toHaveText(a('quorum.met'));

  // The first item opens, and the projector goes up on a second screen.
  await first.getByTestId('item-open').click();
  await confirm(page);
  await expect(first.getByTestId('item-state')).toHaveText(a('itemState.OPEN'));

  const projector = await context.newPage();
  await projector.goto(`/dashboard/agmmeeting?view=present&meeting=${meetingID}`);
  await expect(projector.getByTestId('present-item')).toHaveText('อนุมัติงบการเงินประจำปี');
  await expect(projector.getByTestId('present-view').locator('img[data-qr]')).toHaveAttribute(
    'data-qr',
    'https://meet.example.com/agm',
  );
  // No vote yet: FOR stands at 0.00 % of the weight present.
  await expectNoSeriousViolations(projector, 'the projector view');
  const forShare = projector.getByTestId('tally-FOR');
  const none = await forShare.textContent();
  expect(none).toMatch(/^0\.00\s?%$/);

  const itemID = (
    await call<{ data: { currentItemID: string } }>(
      request,
      staff,
      'GET',
      `/api/agm/meeting/tally?communityID=${communityID}&meetingID=${meetingID}`,
    )
  ).data.currentItemID;
  await call(request, resident, 'POST', '/api/agm/vote/cast', {
    communityID,
    itemID,
    unitID: residentUnit.unitID,
    choice: 'FOR',
  });
  await expect(forShare).not.toHaveText(none!, { timeout: 1_000 });

  // The vote was keyed for the wrong unit: staff void it from the log, with the reason, and the
  // projector's FOR falls back; the log keeps both the cast and the void.
  await page.getByRole('button', { name: a('audit.title') }).click();
  const log = page.locator('.ant-drawer');
  await log
    .getByRole('button', {
      name: a('audit.voidLabel').replace('{{unit}}', residentUnit.unitNo).replace('{{seq}}', '1'),
    })
    .click();
  await page.locator('#vote-void_reason').fill('ลงคะแนนผิดห้อง');
  await page
    .locator('.ant-modal')
    .getByRole('button', { name: a('audit.void') })
    .click();
  await expect(log.getByRole('row').filter({ hasText: 'ลงคะแนนผิดห้อง' })).toContainText(
    a('audit.actions.VOID'),
  );
  await expect(forShare).toHaveText(none!);
  await page.keyboard.press('Escape');
  await expect(log).toBeHidden();

  // Close the item (its result is fixed), close the meeting, and take the Thai minutes.
  await first.getByTestId('item-close').click();
  await confirm(page);
  await expect(first.getByTestId('item-state')).toHaveText(a('itemState.CLOSED'));
  await expect(projector.getByTestId('present-result')).toBeVisible();
  await page.getByTestId('meeting-close').click();
  await confirm(page);
  await expect(page.getByTestId('meeting-state')).toHaveText(a('meetingState.CLOSED'));
  // The secretary's note on the first item, then the minutes published (locked, owners told).
  await page.getByRole('tab', { name: a('tabs.minutes') }).click();
  await page.getByLabel('1. อนุมัติงบการเงินประจำปี').fill('ที่ประชุมพิจารณางบการเงินแล้วมีมติอนุมัติ');
  await page.getByTestId('minutes-save').click();
  await expect(page.getByText(a('minutes.saved'))).toBeVisible();
  await page.getByTestId('minutes-publish').click();
  await confirm(page);
  await expect(page.getByTestId('meeting-state')).toHaveText(a('meetingState.MINUTES_PUBLISHED'));
  await expect(page.getByLabel('1. อนุมัติงบการเงินประจำปี')).toHaveAttribute('readonly', '');
  const download = page.waitForEvent('download');
  await page.getByTestId('minutes-pdf-th').click();
  const saved = await download;
  expect(
    readFileSync((await saved.path())!)
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
});

/** The law as data: an approver corrects a rule's legal reference from the rules drawer. */
test("an approver edits a voting rule's legal reference", async ({ page, request }) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'th', community: condo.communityID });
  await signInToDashboard(page, USERS.pmc);
  await page.goto('/dashboard/agmmeeting');
  await page.getByTestId('rules-open').click();
  const drawer = page.getByRole('dialog');
  const row = drawer.getByRole('row').filter({ hasText: a('rule.THREE_QUARTERS') });
  await row.getByRole('button', { name: a('agenda.edit') }).click();
  const reference = `พ.ร.บ.อาคารชุด มาตรา 49 (ทดสอบ ${Date.now() % 100_000})`;
  await page.locator('#rule_legalReference').fill(reference);
  await page.getByRole('button', { name: a('save') }).click();
  await expect(row).toContainText(reference);
  await expectNoSeriousViolations(page, 'the rules drawer');
});

/** Owners' petitions where the office sees them: the share signed against the 20 % mark. */
test("the office sees an owner's petition against its threshold", async ({ page, request }) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  const communityID = condo.communityID;
  await setPreferences(request, USERS.pmc, { lang: 'th', community: communityID });
  const resident = await tokenFor(request, USERS.resident);
  const subject = `ขอเรียกประชุมวิสามัญ ${Date.now() % 100_000}`;
  await call(request, resident, 'POST', '/api/agm/petition/create', {
    communityID,
    subject,
    reason: 'ลิฟต์เสียบ่อย ขอให้ที่ประชุมพิจารณางบซ่อม',
  });
  await signInToDashboard(page, USERS.pmc);
  await page.goto('/dashboard/agmmeeting');
  await page.getByTestId('petitions-open').click();
  const card = page.getByTestId('petition-card').filter({ hasText: subject });
  await expect(card).toContainText(a('petition.states.OPEN'));
  const share = card.getByTestId('petition-share');
  await expect(share).toContainText('20.00%');
  await expectNoSeriousViolations(page, 'the petitions drawer');

  // The office keys a paper signature for another owner's unit: the share grows.
  const before = await share.textContent();
  await card.getByTestId('petition-record').click();
  await page.locator('#petition-record_unitIDs').fill('A-0305');
  await page.locator('.ant-select-item-option').filter({ hasText: 'A-0305' }).click();
  const dialog = page.getByRole('dialog', { name: a('petition.recordTitle') });
  await dialog.getByText(a('petition.recordHint')).click(); // closes the open unit list
  await dialog.getByRole('button', { name: a('petition.recordSave') }).click();
  await expect(share).not.toHaveText(before ?? '');
});
