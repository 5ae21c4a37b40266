/** 月卡开通 (issue 24): a clerk finds a 月卡 by its number and opens two months on it, the amount said before it is charged. */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiLogin, button, clickDialogButton, rowOf, setPassword, signInAsAdmin, tableOverflow } from './support';

const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text });

test('a monthly pass is opened on a 月卡 for two months at the price per month', async ({ page }) => {
  await setPassword(page.request, ADMIN);
  const token = await apiLogin(page.request, ADMIN);
  const reply = await page.request.get('/api/isps/card/list?cardType=monthly&state=active&pageSize=50', { headers: { 'X-Access-Token': token } });
  const cards = (await reply.json()).result.records as Array<{ cardNo: string }>;
  // a card of its own per run: the last of the page, far from the other tests' picks
  const card = cards[cards.length - 1 - (Date.now() % 10)];

  await signInAsAdmin(page, '/isps/monthCardOpen');
  await page.getByRole('button', { name: button('开通月卡') }).click();
  const dialog = page.getByRole('dialog', { name: '开通月卡' });
  await dialog.getByLabel('月卡', { exact: true }).fill(card.cardNo);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: card.cardNo }).first().click();
  // the seeded card rides on this month's pass already (or the quarter's): renewed from the month after it
  const until = dialog.getByText(/^该卡已开通至 (\d{4}-\d{2})，从下个月起续开$/);
  await expect(until).toBeVisible();
  const paidUntil = (await until.textContent())!.match(/\d{4}-\d{2}/)![0];
  const [year, month] = paidUntil.split('-').map(Number);
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  await expect(dialog.getByLabel('开始月份', { exact: true })).toHaveValue(next);
  await dialog.getByLabel('开通月数', { exact: true }).fill('2');
  await expect(dialog.getByText(new RegExp(`^${next} 至 \\d{4}-\\d{2}，每月 ¥90\\.00，应收 ¥180\\.00$`))).toBeVisible();
  await clickDialogButton(dialog, button('收费并开通'));
  await expect(toast(page, '月卡开通成功')).toBeVisible();
  const row = rowOf(page, card.cardNo).filter({ hasText: next });
  await expect(row).toContainText('180.00');
  expect(await tableOverflow(page)).toBe(0);
});
