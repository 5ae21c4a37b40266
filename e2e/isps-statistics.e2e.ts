/**
 * 统计报表 (issue 24) as finance opens it: this month's headline figures beside last month's, the
 * trend chart, the money by channel (the demo company's WeChat Pay and Alipay top-ups and app
 * orders), then by month, and the workbook of the same figures.
 */
import { expect, test } from '@playwright/test';
import { button, saveShot, signInAsAdmin } from './support';

test('统计报表 shows the period by day and by month, by channel, and exports it', async ({ page }) => {
  await signInAsAdmin(page, '/isps/statistics');
  const figures = page.locator('.ant-statistic');
  await expect(figures).toHaveCount(6);
  await expect(figures.first()).toContainText('收款');
  await expect(figures.first()).toContainText('¥');
  await expect(page.getByText(/环比上期/)).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
  const channels = page.locator('.ant-card', { has: page.getByText('按支付方式', { exact: true }) });
  await expect(channels.locator('.ant-table-row', { hasText: '微信支付' })).toContainText('¥');
  await expect(channels.locator('.ant-table-row', { hasText: '支付宝' })).toContainText('¥');
  await saveShot(page, 'isps-statistics-day', { fullPage: true });

  // antd's button-style radio hides its input under the label
  await page.locator('.list-search-form').getByText('月', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '月' })).toBeChecked();
  await expect(page.getByText('每月收支趋势')).toBeVisible();
  await expect(page.getByText(/本期 \d{4}-01 至 \d{4}-\d{2}，/)).toBeVisible();
  await saveShot(page, 'isps-statistics-month');

  const [sheet] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button('导出 Excel') }).click()]);
  expect(sheet.suggestedFilename()).toMatch(/^统计报表_\d{4}-01_\d{4}-\d{2}\.xlsx$/);
});
