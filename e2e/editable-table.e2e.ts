/**
 * The editable table on /demo/widgets (tab 可编辑表格): editing, validation messages naming the
 * row and column, drag sort and the row menu renumbering 排序号, removing a loaded row and seeing
 * it in the delete list on save, linked selects on a new row; and two browsers seeing each
 * other's row edits live.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsAdmin, signInThroughForm, button, saveShot } from './support';

const table = (page: Page) => page.getByTestId('repair-orders-table');
const row = (page: Page, index: number) => table(page).locator(`.et-row[data-row-index="${index}"]`);
const cellOf = (page: Page, index: number, key: string) => row(page, index).locator(`[data-key="${key}"]`);
const toolbar = (page: Page) => table(page).locator('.et-toolbar');

/** Signs in as admin straight onto the demo's editable table. */
async function openDemo(page: Page) {
  await signInAsAdmin(page, '/demo/widgets?tab=editable-table');
  await expect(row(page, 0)).toBeVisible();
}

/** Clicks a cell and replaces its text, finishing with Enter. */
async function typeInto(cell: Locator, text: string) {
  await cell.click();
  const input = cell.locator('input');
  await input.fill(text);
  await input.press('Enter');
}

async function orderNos(page: Page, count: number) {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) out.push((await cellOf(page, i, 'orderNo').textContent()) ?? '');
  return out;
}

async function orderNums(page: Page, count: number) {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) out.push((await cellOf(page, i, 'orderNum').textContent()) ?? '');
  return out;
}

test('edit, validate, reorder, remove and save the repair orders', async ({ page }) => {
  await openDemo(page);
  await expect(toolbar(page).getByRole('button', { name: button('删除') })).toBeDisabled();

  // a required cell emptied and a bad phone number: 保存 names both (row and column)
  await typeInto(cellOf(page, 1, 'plateNo'), '');
  await typeInto(cellOf(page, 2, 'phone'), '12345');
  await toolbar(page)
    .getByRole('button', { name: button('保存') })
    .click();
  const result = page.getByTestId('save-result');
  await expect(result).toContainText('校验未通过，共 2 处错误');
  await expect(result).toContainText('第 2 行「车牌号」：车牌号不能为空');
  await expect(result).toContainText('第 3 行「报修电话」：报修电话须为 11 位手机号码');
  // the first bad cell is open with its message; the other is outlined
  await expect(cellOf(page, 1, 'plateNo').getByRole('alert')).toHaveText('车牌号不能为空');
  await expect(cellOf(page, 2, 'phone')).toHaveAttribute('aria-invalid', 'true');
  await saveShot(page, 'editable-table-errors');

  await cellOf(page, 1, 'plateNo').locator('input').fill('鄂A20038');
  await cellOf(page, 1, 'plateNo').locator('input').press('Enter');
  await typeInto(cellOf(page, 2, 'phone'), '13871020002');
  await expect(cellOf(page, 2, 'phone')).not.toHaveAttribute('aria-invalid');

  // numeric cell: letters are refused; amount keeps two decimals
  await cellOf(page, 0, 'mileage').click();
  await cellOf(page, 0, 'mileage').locator('input').fill('');
  await cellOf(page, 0, 'mileage').locator('input').pressSequentially('12a3b4');
  await expect(cellOf(page, 0, 'mileage').locator('input')).toHaveValue('1234');
  await cellOf(page, 0, 'mileage').locator('input').press('Enter');
  await cellOf(page, 0, 'cost').click();
  await cellOf(page, 0, 'cost').locator('input').fill('');
  await cellOf(page, 0, 'cost').locator('input').pressSequentially('88.889');
  await expect(cellOf(page, 0, 'cost').locator('input')).toHaveValue('88.88');
  await cellOf(page, 0, 'cost').locator('input').press('Escape');

  // the upload cell: a file goes to /sys/common/upload and shows as a download link
  await cellOf(page, 0, 'attachment')
    .locator('input[type=file]')
    .setInputFiles({ name: '维修单.txt', mimeType: 'text/plain', buffer: Buffer.from('鄂A20001 更换制动片') });
  await expect(cellOf(page, 0, 'attachment').getByRole('link', { name: '维修单.txt' })).toHaveAttribute(
    'href',
    /^\/api\/sys\/common\/static\/temp\/\d{8}\/[0-9a-f]{32}\.txt$/,
  );

  // drag the fifth row to the top: 排序号 renumbers from 1
  const handle = row(page, 4).locator('.et-drag-handle');
  const from = (await handle.boundingBox())!;
  const to = (await row(page, 0).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 20, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => orderNos(page, 5)).toEqual(['WX202600005', 'WX202600001', 'WX202600002', 'WX202600003', 'WX202600004']);
  expect(await orderNums(page, 6)).toEqual(['1', '2', '3', '4', '5', '6']);

  // the row menu: 上移 disabled on the first row; 下移 moves it down one
  await row(page, 0).getByRole('button', { name: '第 1 行操作' }).click();
  await expect(page.getByRole('menuitem', { name: '上移' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('menuitem', { name: '下移' }).click();
  await expect.poll(() => orderNos(page, 2)).toEqual(['WX202600001', 'WX202600005']);
  expect(await orderNums(page, 3)).toEqual(['1', '2', '3']);

  // remove a loaded row (after the confirmation)
  await cellOf(page, 3, 'checkbox').getByRole('checkbox').check();
  await expect(toolbar(page).getByTestId('et-selected-count')).toHaveText('已选择 1 项');
  await toolbar(page)
    .getByRole('button', { name: button('删除') })
    .click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('是否删除选中的 1 行数据？');
  await confirm.getByRole('button', { name: button('删除') }).click();
  await expect(table(page).getByText('WX202600003')).toHaveCount(0);

  // a new row: fleet then line (the line's options follow the fleet)
  await toolbar(page)
    .getByRole('button', { name: button('新增') })
    .click();
  const last = table(page).locator('.et-row[data-row-state="new"]');
  // the new row opens its first text cell (工单号, filled in); Tab goes on to 车牌号
  await expect(last.locator('[data-key="orderNo"] input')).toBeFocused();
  await expect(last.locator('[data-key="orderNo"] input')).toHaveValue(/^WX2026N\d{4}$/);
  await last.locator('[data-key="orderNo"] input').press('Tab');
  await expect(last.locator('[data-key="plateNo"] input')).toBeFocused();
  await last.locator('[data-key="plateNo"] input').fill('鄂A88888');
  await last.locator('[data-key="plateNo"] input').press('Tab');
  await page.locator('.ant-select-dropdown:visible').getByText('第二车队', { exact: true }).click();
  await last.locator('[data-key="line"]').click();
  const lines = page.locator('.ant-select-dropdown:visible');
  await expect(lines.getByText('12路', { exact: true })).toBeVisible();
  await expect(lines.getByText('1路', { exact: true })).toHaveCount(0);
  await lines.getByText('12路', { exact: true }).click();
  await expect(last.locator('[data-key="line"]')).toHaveText('12路');
  // changing the fleet clears the line
  await last.locator('[data-key="fleet"]').click();
  await page.locator('.ant-select-dropdown:visible').getByText('第一车队', { exact: true }).click();
  await expect(last.locator('[data-key="line"]')).toHaveText('');
  await last.locator('[data-key="line"]').click();
  await page.locator('.ant-select-dropdown:visible').getByText('9路', { exact: true }).click();

  await toolbar(page)
    .getByRole('button', { name: button('保存') })
    .click();
  await expect(result).toContainText(/校验通过：新增 1 行，修改 \d+ 行，删除 1 行/);
  await expect(result).toContainText('待删除工单：WX202600003');
  await saveShot(page, 'editable-table-saved');
});

test('the 10,000-row table scrolls and edits', async ({ page }) => {
  await openDemo(page);
  await table(page).getByRole('switch', { name: '加载 10000 行' }).click();
  await expect(table(page).getByRole('grid')).toHaveAttribute('aria-rowcount', '10001');
  await table(page)
    .locator('.et-scroll')
    .evaluate((element) => (element.scrollTop = element.scrollHeight));
  await expect(table(page).getByText('WX202610000')).toBeVisible();
  // only the rows in view are in the page
  expect(await table(page).locator('.et-row').count()).toBeLessThan(60);
  await typeInto(table(page).locator('.et-row[data-row-id="R09998"] [data-key="plateNo"]'), '鄂A99998');
  await expect(table(page).locator('.et-row[data-row-id="R09998"] [data-key="plateNo"]')).toHaveText('鄂A99998');
  await saveShot(page, 'editable-table-10k');
});

test('a row edited in one browser shows up in another without reload', async ({ page, browser }) => {
  await openDemo(page);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.goto('/user/login');
  await signInThroughForm(other, 'admin');
  await expect(other).toHaveURL(/\/dashboard\/analysis$/);
  await openDemo(other);
  for (const p of [page, other]) await expect(p.getByTestId('et-live-status')).toHaveAttribute('data-status', 'open');

  await typeInto(cellOf(page, 2, 'plateNo'), '鄂A66666');
  await expect(cellOf(other, 2, 'plateNo')).toHaveText('鄂A66666');
  await expect(cellOf(page, 2, 'plateNo')).toHaveText('鄂A66666');

  // and back: the other browser stops a bus; the first sees the checkbox ticked
  const stop = cellOf(other, 1, 'outOfService').getByRole('checkbox');
  const wasStopped = await stop.isChecked();
  await stop.click();
  await expect(cellOf(page, 1, 'outOfService').getByRole('checkbox')).toBeChecked({ checked: !wasStopped });
  await saveShot(other, 'editable-table-live');
  await otherContext.close();
});
