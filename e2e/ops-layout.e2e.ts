/**
 * 公交运营管理's lists as a user sees them (issue 22): on a phone (390 px) 线路管理 stays within the
 * screen with its GTFS buttons in reach; at 1440 px no line name or stop name is cut, no column
 * slides under 运营记录's fixed 操作 column, and 企业与个人定制 fits without scrolling.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, lastRunDay, signInAsAdmin, tableOverflow } from './support';

/** each visible row's cell under the header `title`: whether its text is cut, and its right edge */
async function cellsUnder(page: Page, title: string) {
  return page.evaluate((header) => {
    const table = document.querySelector('.ant-table-wrapper:not([hidden]) table')!;
    const titles = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
    const column = titles.indexOf(header);
    return [...document.querySelectorAll('.ant-table-row')]
      .filter((row) => (row as HTMLElement).offsetParent !== null)
      .map((row) => {
        const cell = row.querySelectorAll('td')[column] as HTMLElement;
        const rect = cell.getBoundingClientRect();
        return { text: cell.textContent ?? '', cut: cell.scrollWidth > cell.clientWidth, left: rect.left, right: rect.right };
      });
  }, title);
}

/** the table's own horizontal scroll (0 when every column fits) */
test('at 390 px 线路管理 stays within the screen and its GTFS buttons are in reach', async ({ page }) => {
  await signInAsAdmin(page, '/zsgj/line');
  // a phone: the menu folds away (signing in waits for it at the desktop width)
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  for (const name of ['GTFS 导入', 'GTFS 导出', 'GTFS 校验']) await expect(page.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
});

test('at 390 px a kit list (用户管理) shows its rows: 操作 scrolls with the table instead of covering the row; at 1440 px it stays in view', async ({
  page,
}) => {
  await signInAsAdmin(page, '/system/user');
  const firstRow = page.locator('.ant-table-row').first();
  await expect(firstRow).toBeVisible();
  await expect(page.locator('.ant-table-row .ant-table-cell-fix-right').first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(firstRow).toBeVisible();
  await expect(page.locator('.ant-table .ant-table-cell-fix-right')).toHaveCount(0);
  // the account (the row's second column after the avatar) is not under anything
  const account = firstRow.locator('td').nth(2);
  const box = (await account.boundingBox())!;
  const covered = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('td')?.cellIndex, [box.x + 4, box.y + box.height / 2]);
  expect(covered).toBe(2);
});

test.describe('at 1440 px', () => {
  test('线路管理 shows every line’s whole name, in a table that fits the page', async ({ page }) => {
    await signInAsAdmin(page, '/zsgj/line');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    const names = await cellsUnder(page, '名称');
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((cell) => cell.cut).map((cell) => cell.text)).toEqual([]);
    expect(await tableOverflow(page)).toBe(0);
  });

  test('线路巡检 shows every stop’s whole name', async ({ page }) => {
    await signInAsAdmin(page, '/zsgj/lineCheck');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    const stops = await cellsUnder(page, '站点');
    expect(stops.some((cell) => cell.text.length > 4)).toBe(true);
    expect(stops.filter((cell) => cell.cut).map((cell) => cell.text)).toEqual([]);
    expect(await tableOverflow(page)).toBe(0);
  });

  test('企业与个人定制 shows every column, 提交时间 whole, in a table that fits the page', async ({ page }) => {
    await signInAsAdmin(page, '/zsgj/customization');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    expect(await tableOverflow(page)).toBe(0);
    const submitted = await cellsUnder(page, '提交时间');
    expect(submitted.length).toBeGreaterThan(5);
    expect(submitted.filter((cell) => cell.cut).map((cell) => cell.text)).toEqual([]);
  });

  test('运营记录 keeps a trip’s reason clear of the fixed 操作 column', async ({ page }) => {
    await signInAsAdmin(page, '/zsgj/operatingRecord');
    // the last seeded day's records: late and cancelled trips carry a reason
    const yesterday = await lastRunDay(page.request, await apiLogin(page.request, 'admin'));
    const day = page.getByLabel('运营日期');
    await day.click();
    await day.fill(yesterday);
    await day.press('Enter');
    await page.locator('.ant-select', { hasText: '全部状态' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '已取消' }).click();
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    const actions = await cellsUnder(page, '操作');
    // the reason is the ellipsis text of the row, left of the fixed column
    const reasons = await page.evaluate(() =>
      [...document.querySelectorAll('.ant-table-row')].flatMap((row) => {
        const text = row.querySelector('td:not(.ant-table-cell-fix-right) .ant-typography-ellipsis');
        return text ? [{ text: text.textContent, right: text.getBoundingClientRect().right }] : [];
      }),
    );
    expect(reasons.length).toBeGreaterThan(0);
    reasons.forEach((reason, i) => expect(reason.right, reason.text ?? '').toBeLessThanOrEqual(actions[i].left));
    expect(await tableOverflow(page)).toBe(0);
  });
});
