import { USERS } from './support/demo';
import { expect, type Page, test } from './support/fixtures';
import {
  ADMIN,
  bearer,
  card,
  column,
  ISSUE_COMMUNITY,
  makeGroup,
  makeTask,
  openAs,
  openBoard,
  PNG,
  secondBrowser,
  uniqueThai,
} from './support/issues';
import { text } from './support/locales';

/**
 * A group's board in Chromium: a task added by keyboard alone with its photo; cards dragged from
 * Doing to Waiting with the mouse and with the keyboard while a second person's browser follows
 * live; an @mention ringing that person's bell; reactions and who gave them; close, recall, move.
 * Every test works in groups of its own, made through the API.
 */
const tb = (key: string) => text('features/issuetracking/task-board', 'th', key);

/** Presses Tab until `target` has the focus (a dialog keeps the focus inside, so it comes round). */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 25) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a task with a photo is added with the keyboard alone and opens in its drawer', async ({
  page,
  request,
  sessionOf,
}) => {
  const group = await makeGroup(request, 'แป้นพิมพ์');
  await openAs(page, request, sessionOf, USERS.pmc);
  await openBoard(page, group);

  await page.getByTestId('add-task').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: tb('add.title') });
  await expect(dialog.locator('#task_title')).toBeFocused();
  const title = `หลอดไฟลานจอดรถ ${uniqueThai()}`;
  // Text arrives as a Thai input method sends it: whole, not key by key.
  await page.keyboard.insertText(title);

  await tabTo(page, dialog.getByRole('button', { name: tb('files.addPhotos') }));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'lamp.png' })).toBeVisible();

  await tabTo(page, dialog.getByRole('button', { name: tb('add.save') }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // The new task's drawer opens with its photo; its card waits in To do.
  const drawer = page.getByTestId('task-drawer');
  await expect(drawer.locator('.ant-drawer-title')).toContainText(title);
  await expect(drawer.getByTestId('attachments').locator('li')).toHaveCount(1);
  await expect(drawer.getByTestId('attachments').getByRole('img', { name: 'lamp.png' })).toBeVisible();
  await expect(column(page, 'TODO').getByTestId('task-card').filter({ hasText: title })).toHaveCount(1);
});

test('cards dragged Doing to Waiting (mouse, then keyboard) move on a second browser; an @mention rings its bell', async ({
  page,
  request,
  browser,
  server,
  sessionOf,
}) => {
  test.setTimeout(90_000);
  const group = await makeGroup(request, 'ลากวาง');
  const byMouse = await makeTask(request, group.groupID, {
    title: `ลากด้วยเมาส์ ${uniqueThai()}`,
    stage: 'DOING',
  });
  const byKeys = await makeTask(request, group.groupID, {
    title: `ย้ายด้วยแป้น ${uniqueThai()}`,
    stage: 'DOING',
  });
  const board = `/dashboard/issuetracking/group/task?groupID=${group.groupID}`;

  // The admin watches the same board in a browser of her own, signed in as herself.
  const other = await secondBrowser(browser, server.url, request, sessionOf, ADMIN, board);
  try {
    const watcher = other.page;
    await expect(card(watcher, byMouse)).toBeVisible();
    await expect(column(watcher, 'DOING').getByTestId('task-card')).toHaveCount(2);
    const bell = watcher.getByTestId('notification-bell');
    const rings = Number(await bell.getAttribute('data-count'));
    await watcher.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });

    await openAs(page, request, sessionOf, USERS.pmc);
    await openBoard(page, group);

    // The mouse: dnd-kit lifts the card after 6 px, so the drag goes in steps.
    await card(page, byMouse).dragTo(column(page, 'WAITING'), { steps: 12 });
    await expect(column(page, 'WAITING').locator(card(page, byMouse))).toBeVisible();
    await expect(column(watcher, 'WAITING').locator(card(watcher, byMouse))).toBeVisible();

    // The keyboard: Space picks the card up, the arrow carries it a column on, Space puts it down.
    // dnd-kit listens for the arrows from the tick after the pick-up: each key waits for its effect.
    // The mouse's drop lets go of its lifted copy first (under load, a moment after the card lands).
    const lifted = page.locator('.tb-card--lifted');
    await expect(lifted).toHaveCount(0);
    await card(page, byKeys).focus();
    await page.keyboard.press('Space');
    await expect(lifted).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(column(page, 'WAITING').locator(card(page, byKeys))).toBeVisible();
    await page.keyboard.press('Space');
    await expect(lifted).toBeHidden();
    await expect(column(page, 'WAITING').locator(card(page, byKeys))).toBeVisible();
    await expect(column(watcher, 'WAITING').locator(card(watcher, byKeys))).toBeVisible();
    await expect(column(watcher, 'DOING').getByTestId('task-card')).toHaveCount(0);

    // An @mention in a comment rings the admin's bell without a reload.
    await card(page, byMouse).click();
    const drawer = page.getByTestId('task-drawer');
    await drawer.getByRole('tab', { name: /ความคิดเห็น/ }).click();
    const box = drawer.getByRole('textbox', { name: tb('comments.write') });
    await box.click();
    await page.keyboard.insertText('ช่วยดูหลอดไฟด้วยครับ ');
    // The @ list opens on typed keys; the first letters of her name narrow it to her.
    await page.keyboard.type('@กม');
    await page.locator('.ant-mentions-dropdown').getByText('กมลา ศรีสวัสดิ์').click();
    await expect(box).toHaveValue(/@กมลา ศรีสวัสดิ์/);
    await drawer.getByTestId('comment-send').click();
    await expect(drawer.getByTestId('comment').filter({ hasText: 'ช่วยดูหลอดไฟด้วยครับ' })).toBeVisible();
    await expect(bell).toHaveAttribute('data-count', String(rings + 1));
    expect(await watcher.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  } finally {
    await other.close();
  }
});

test('a reaction counts at once and its count opens who reacted', async ({ page, request, sessionOf }) => {
  const group = await makeGroup(request, 'รีแอคชัน');
  const task = await makeTask(request, group.groupID, { title: `ประตูลิฟต์ค้าง ${uniqueThai()}` });
  // The admin reacted first, through the API.
  const res = await request.post('/api/issuetracking/task/reaction', {
    headers: await bearer(request, ADMIN),
    data: { communityID: ISSUE_COMMUNITY, taskID: task.taskID, emoji: 'LIKE' },
  });
  expect(res.ok(), await res.text()).toBe(true);

  await openAs(page, request, sessionOf, USERS.pmc);
  await page.goto(`/dashboard/issuetracking/group/task?groupID=${group.groupID}&taskID=${task.taskID}`);
  const drawer = page.getByTestId('task-drawer');
  await expect(drawer.getByTestId('reaction-count-LIKE')).toHaveText('1');

  await drawer.getByTestId('react-LIKE').click();
  await expect(drawer.getByTestId('react-LIKE')).toHaveAttribute('aria-pressed', 'true');
  await expect(drawer.getByTestId('reaction-count-LIKE')).toHaveText('2');

  await drawer.getByTestId('reaction-count-LIKE').click();
  const who = page.getByTestId('reacted-by');
  await expect(who.locator('li')).toHaveCount(2);
  await expect(who).toContainText('กมลา ศรีสวัสดิ์');
  await expect(who).toContainText('สมชาย ใจดี');
});

test('a task is closed, recalled with a reason and moved to another group', async ({
  page,
  request,
  sessionOf,
}) => {
  const from = await makeGroup(request, 'ต้นทาง');
  const to = await makeGroup(request, 'ปลายทาง');
  const task = await makeTask(request, from.groupID, { title: `ปั๊มน้ำดับ ${uniqueThai()}`, stage: 'DOING' });

  await openAs(page, request, sessionOf, USERS.pmc);
  await page.goto(`/dashboard/issuetracking/group/task?groupID=${from.groupID}&taskID=${task.taskID}`);
  const drawer = page.getByTestId('task-drawer');

  // Each dialog opens with the caret in its field, so the note, the reason and the group are typed.
  await drawer.getByTestId('task-close').click();
  await expect(page.locator('#close_note')).toBeFocused();
  await page.keyboard.insertText('เปลี่ยนคาปาซิเตอร์แล้ว');
  await page.getByTestId('close-confirm').click();
  await expect(column(page, 'CLOSED').locator(card(page, task))).toBeVisible();

  await drawer.getByTestId('task-recall').click();
  await expect(page.locator('#recall_reason')).toBeFocused();
  await page.keyboard.insertText('ปั๊มดับอีกแล้ว');
  await page.getByTestId('recall-confirm').click();
  await expect(drawer.getByTestId('task-move')).toBeVisible();
  await expect(column(page, 'CLOSED').locator(card(page, task))).toHaveCount(0);
  await expect(card(page, task)).toBeVisible();

  await drawer.getByTestId('task-move').click();
  await expect(page.locator('#move_groupID')).toBeFocused();
  await page.keyboard.insertText(to.name);
  await page.locator('.ant-select-item-option').filter({ hasText: to.name }).click();
  await page.getByTestId('move-confirm').click();
  await expect(page).toHaveURL(new RegExp(`groupID=${to.groupID}`));
  await expect(page.getByTestId('board-title')).toHaveText(to.name);
  await expect(card(page, task)).toBeVisible();
});
