/**
 * 线路巡检 and 公告管理: an inspector records a finding with a photo on a stop of a line, it is
 * assigned with the user picker, fixed and closed (after confirming); a notice about the line and
 * stop is drafted, published and withdrawn (each after confirming); the lists search by line,
 * state and title. The line with its stops is made through the API as 线路管理 makes it (its
 * page has its own spec).
 */
import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { OpsApi } from './ops-setup';
import { button, clickDialogButton, rowOf, saveShot, signInAsAdmin } from './support';

const stamp = String(Date.now()).slice(-5);
const line = `巡${stamp}路`;
const stops = ['东门', '中山路口', '西门'].map((name) => `${name}${stamp}`);
const dialog = (page: Page, title: string | RegExp) =>
  page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: title }) }).filter({ visible: true });
/** a search field of the page on screen (a page kept alive in another tab has fields of the same id) */
const field = (page: Page, id: string) => page.locator(`#${id}`).filter({ visible: true });
const confirmDialog = (page: Page) => page.locator('.ant-modal-confirm').filter({ visible: true });

/** A small real PNG (a yellow shelter roof with a crack) so the drawer shows a picture. */
function photo(width = 120, height = 80): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const crack = Math.abs(x - 40 - y / 2) < 2 && y < 30;
      const roof = y < 30;
      raw.set(crack ? [30, 30, 30] : roof ? [250, 200, 30] : [200, 220, 235], y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** picks an option of a searchable antd Select by typing */
async function pick(page: Page, selectInput: Locator, text: string) {
  await selectInput.click();
  await selectInput.fill(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

/**
 * Picks an option of a plain antd Select. The dropdown of the select used before (a line picked
 * just now) must be gone first: a click on this select while that one was still closing opened
 * this dropdown and closed it again, and the option was never shown.
 */
async function choose(page: Page, selectInput: Locator, text: string) {
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  // a chosen value lies over the input: click the select's box around it
  await selectInput.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

test('a finding with a photo is assigned, fixed and closed; a notice on the line is published and withdrawn', async ({ page }) => {
  // two pages, each through its whole follow-up
  test.setTimeout(150_000);
  const api = await OpsApi.asAdmin(page.request);
  await api.line({ code: `LC${stamp}`, number: line, stops, minutesBetween: 3 });

  // 线路巡检: record the finding on the line's second stop with a photo
  await signInAsAdmin(page, '/zsgj/lineCheck');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await saveShot(page, 'ops-checks-line-checks');
  await page.getByRole('button', { name: button('新增') }).click();
  const form = dialog(page, '登记巡检发现');
  await expect(form.getByLabel('站点')).toBeDisabled(); // 请先选择线路
  await pick(page, form.getByLabel('线路'), line);
  // the stop picker offers the line's own stops, in the order the line passes them
  await form.getByLabel('站点').click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText(stops.map((name, i) => `${name}（LC${stamp}-S${i + 1}）`));
  await pick(page, form.getByLabel('站点'), stops[1]);
  await choose(page, form.getByLabel('问题类别'), '站点设施');
  await form.getByLabel('巡检发现').fill(`${stops[1]}站候车亭顶棚破损，雨天漏水`);
  await form.locator('input[type=file]').setInputFiles({ name: '顶棚.png', mimeType: 'image/png', buffer: photo() });
  await expect(form.locator('.ant-upload-list-item-done')).toBeVisible();
  await form.getByRole('button', { name: button('确定') }).click();
  await expect(page.getByText('添加成功')).toBeVisible();

  // the list searched by the line shows it 待处理
  await pick(page, field(page, 'routeId'), line);
  await page.getByRole('button', { name: button('查询') }).click();
  const row = rowOf(page, stops[1]);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('待处理');
  await expect(row).toContainText('站点设施');

  // 指派 to 赵磊 of 第一车队 with the user picker
  await row.getByRole('button', { name: button('指派') }).click();
  const assign = dialog(page, '指派整改');
  await assign.getByPlaceholder('请选择整改责任人').click();
  const users = dialog(page, '选择用户');
  await users.locator('.ant-tree-title', { hasText: '第一车队' }).click();
  await rowOf(page, '赵磊').click();
  await clickDialogButton(users, button('确定'));
  await expect(assign.getByPlaceholder('请选择整改责任人')).toHaveValue('赵磊');
  await assign.getByRole('button', { name: button('指派') }).click();
  await expect(page.getByText('指派成功')).toBeVisible();
  await expect(row).toContainText('已指派');
  await expect(row).toContainText('赵磊');

  // 整改, then 关闭 after confirming
  await row.getByRole('button', { name: button('整改') }).click();
  const fix = dialog(page, '登记整改');
  await fix.getByLabel('整改情况').fill('已更换顶棚板并做防水处理');
  await fix.getByRole('button', { name: button('确定') }).click();
  await expect(page.getByText('整改已登记')).toBeVisible();
  await expect(row).toContainText('已整改');
  await row.getByRole('button', { name: button('关闭') }).click();
  await expect(confirmDialog(page)).toContainText('确定关闭该巡检记录吗？');
  await clickDialogButton(confirmDialog(page), button('关闭'));
  await expect(page.getByText('已关闭').first()).toBeVisible();
  await expect(row).toContainText('已关闭');
  await expect(row.getByRole('button', { name: button('关闭') })).toHaveCount(0);

  // the state filter keeps it among the closed ones; the drawer shows the photo and the follow-up
  await choose(page, field(page, 'state'), '已关闭');
  await page.getByRole('button', { name: button('查询') }).click();
  await expect(row).toHaveCount(1);
  await choose(page, field(page, 'state'), '待处理');
  await page.getByRole('button', { name: button('查询') }).click();
  await expect(page.getByText('暂无巡检记录')).toBeVisible();
  await page.getByRole('button', { name: button('重置') }).click();
  await pick(page, field(page, 'routeId'), line);
  await page.getByRole('button', { name: button('查询') }).click();
  await row.getByRole('button', { name: button('详情') }).click();
  const drawer = page.locator('.ant-drawer').filter({ visible: true });
  await expect(drawer).toContainText('已更换顶棚板并做防水处理');
  await expect(drawer).toContainText('赵磊');
  const image = drawer.getByTestId('line-check-photos').locator('img');
  await expect(image).toHaveCount(1);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  await saveShot(page, 'ops-checks-line-check-drawer');

  // 公告管理: a 停运 notice for the line and its stop
  await page.goto('/zsgj/notice');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await saveShot(page, 'ops-checks-notices');
  await page.getByRole('button', { name: button('新增') }).click();
  const notice = dialog(page, '新增公告');
  const title = `${stops[1]}站暂停使用${stamp}`;
  await notice.getByLabel('标题').fill(title);
  await choose(page, notice.getByLabel('公告类型'), '停运');
  await pick(page, notice.getByLabel('涉及线路'), line);
  await pick(page, notice.getByLabel('涉及站点'), stops[1]);
  await notice.getByLabel('公告内容').fill(`${stops[1]}站改造期间暂停使用，${line}车辆不在该站停靠。`);
  await saveShot(page, 'ops-checks-notice-form');
  await notice.getByRole('button', { name: button('确定') }).click();
  await expect(page.getByText('添加成功')).toBeVisible();

  // searched by title: a draft; 发布 asks first, then it is published and no longer editable
  await field(page, 'title').fill(stamp);
  await page.getByRole('button', { name: button('查询') }).click();
  const noticeRow = rowOf(page, title);
  await expect(page.locator('.ant-table-row').filter({ visible: true })).toHaveCount(1);
  await expect(noticeRow).toContainText('草稿');
  await expect(noticeRow).toContainText(line);
  await expect(noticeRow).toContainText(stops[1]);
  await noticeRow.getByRole('button', { name: button('发布') }).click();
  await expect(confirmDialog(page)).toContainText(`确定发布“${title}”吗？`);
  await clickDialogButton(confirmDialog(page), button('发布'));
  await expect(page.getByText('公告已发布')).toBeVisible();
  await expect(noticeRow).toContainText('已发布');
  await expect(noticeRow.getByRole('button', { name: button('编辑') })).toHaveCount(0);

  // searched by line and state, then 撤回 after confirming
  await page.getByRole('button', { name: button('重置') }).click();
  await pick(page, field(page, 'routeId'), line);
  await choose(page, field(page, 'state'), '已发布');
  await page.getByRole('button', { name: button('查询') }).click();
  await expect(page.locator('.ant-table-row').filter({ visible: true })).toHaveCount(1);
  await noticeRow.getByRole('button', { name: button('撤回') }).click();
  await expect(confirmDialog(page)).toContainText('撤回后乘客将看不到这条公告');
  await clickDialogButton(confirmDialog(page), button('撤回'));
  await expect(page.getByText('公告已撤回')).toBeVisible();
  // still on the 已发布 filter: the list refreshes without it
  await expect(page.getByText('暂无公告')).toBeVisible();
  await choose(page, field(page, 'state'), '已撤回');
  await page.getByRole('button', { name: button('查询') }).click();
  await expect(noticeRow).toContainText('已撤回');
  const [sheet] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button('导出') }).click()]);
  expect(sheet.suggestedFilename()).toMatch(/^乘客公告.*\.xlsx?$/);
  await noticeRow.getByRole('button', { name: button('查看') }).click();
  await expect(dialog(page, '公告详情')).toContainText('暂停使用');
  await expect(dialog(page, '公告详情')).toContainText(line);
  await saveShot(page, 'ops-checks-notice-detail');
});
