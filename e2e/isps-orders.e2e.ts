/**
 * 订单明细 (issue 24) as a clerk and finance work it: part of a paid order refunded at once, and a
 * refund above 充值设置's limit that waits for 退款审批 and is booked only when 黄敏 of the finance
 * department approves it in 我的待办; both in 支付与退款记录.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, apiLogin, button, clickDialogButton, rowOf, saveShot, setPassword, signInAs, signInAsAdmin, tableOverflow } from './support';

const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text });

/** a paid order of the demo company with this subject, newest first, none refunded yet */
async function paidOrder(request: APIRequestContext, subject: string, skip = 0) {
  await setPassword(request, ADMIN);
  const token = await apiLogin(request, ADMIN);
  const reply = await request.get(`/api/isps/order/list?state=paid&subject=${encodeURIComponent(subject)}&pageSize=20`, {
    headers: { 'X-Access-Token': token },
  });
  const records = (await reply.json()).result.records as Array<{ orderNo: string; amountCents: number }>;
  expect(records.length).toBeGreaterThan(skip);
  return records[skip];
}

async function searchOrder(page: Page, orderNo: string) {
  await page.getByRole('textbox', { name: '订单号' }).fill(orderNo);
  await page.getByRole('button', { name: button('查询') }).click();
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  return rowOf(page, orderNo);
}

async function refund(page: Page, orderNo: string, amount: string, reason: string) {
  await rowOf(page, orderNo)
    .getByRole('button', { name: button('退款') })
    .click();
  const dialog = page.getByRole('dialog', { name: `退款：${orderNo}` });
  const amountInput = dialog.getByLabel('退款金额', { exact: true });
  await amountInput.fill(amount);
  await dialog.getByLabel('退款原因', { exact: true }).fill(reason);
  return dialog;
}

test('a clerk refunds part of an order at once; a refund above the limit waits for finance and is booked when approved', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const dayTicket = await paidOrder(page.request, '日票 3 日');
  const season = await paidOrder(page.request, '季票 全网通');

  await signInAsAdmin(page, '/isps/orderDetail');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  expect(await tableOverflow(page)).toBe(0);

  // part of a day ticket (¥25.00) back at once
  let row = await searchOrder(page, dayTicket.orderNo);
  await expect(row).toContainText('已支付');
  let dialog = await refund(page, dayTicket.orderNo, '10', '行程取消，乘客申请退款');
  await expect(dialog).toContainText('可退金额¥25.00');
  await saveShot(page, 'isps-order-refund');
  await clickDialogButton(dialog, button('退款'));
  await expect(toast(page, '退款成功')).toBeVisible();
  await expect(row).toContainText('部分退款');
  await expect(row).toContainText('10.00部分退款');
  // more than is left is refused under the field, nothing booked
  dialog = await refund(page, dayTicket.orderNo, '20', '再退');
  await dialog.getByRole('button', { name: button('退款') }).click();
  await expect(dialog.getByText('退款金额不能超过可退金额 ¥15.00')).toBeVisible();
  await dialog.getByRole('button', { name: button('取消') }).click();

  // ¥250.00 of a season pass: above the ¥200.00 limit, to 退款审批
  row = await searchOrder(page, season.orderNo);
  dialog = await refund(page, season.orderNo, '250', '乘客调离本市');
  await expect(dialog.getByText('超过退款审批金额 ¥200.00，提交后需财务部审批通过才退回')).toBeVisible();
  await clickDialogButton(dialog, button('退款'));
  await expect(toast(page, '已提交退款审批')).toBeVisible();
  await expect(row).toContainText('已支付');
  await row.getByRole('button', { name: button('收退款') }).click();
  const drawer = page.locator('.ant-drawer', { hasText: `支付与退款：${season.orderNo}` });
  await expect(drawer.locator('.ant-table-row', { hasText: '审批中' })).toContainText('-¥250.00');
  await saveShot(page, 'isps-order-txns');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // 黄敏 (财务部) approves it in 我的待办
  const financeContext = await browser.newContext();
  const finance = await financeContext.newPage();
  await signInAs(finance, 'huangmin', '/workflow/todo');
  const task = rowOf(finance, `退款审批-${season.orderNo}-¥250.00`);
  await task.getByRole('button', { name: button('审批') }).click();
  const approval = finance.locator('.ant-modal', { hasText: `审批：退款审批-${season.orderNo}` }).filter({ visible: true });
  await approval.getByLabel('审批意见').fill('同意，原路退回');
  await clickDialogButton(approval, button('同意'));
  await expect(finance.getByText('审批成功')).toBeVisible();
  await financeContext.close();

  // booked now: 部分退款 with ¥250.00 back, and in 支付与退款记录
  await page.reload();
  row = await searchOrder(page, season.orderNo);
  await expect(row).toContainText('部分退款');
  await expect(row).toContainText('250.00部分退款');
  await page.goto('/zsgj/payRefundRecord');
  await page.getByRole('textbox', { name: '订单号' }).fill(season.orderNo);
  await page.getByRole('button', { name: button('查询') }).click();
  await expect(page.locator('.ant-table-row')).toHaveCount(2);
  await expect(rowOf(page, '退款')).toContainText('成功');
  expect(await tableOverflow(page)).toBe(0);
  await saveShot(page, 'zsgj-pay-refund-record');
});

/** the texts of the visible table's column headed `title` */
async function columnTexts(page: Page, title: string) {
  return page.evaluate((header) => {
    const table = document.querySelector('.ant-table-wrapper:not([hidden]) table')!;
    const column = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim()).indexOf(header);
    return [...document.querySelectorAll('.ant-table-row')]
      .filter((row) => (row as HTMLElement).offsetParent !== null)
      .map((row) => row.querySelectorAll('td')[column]?.textContent?.trim() ?? '');
  }, title);
}

test('订单明细 and 支付与退款记录 are searched by 支付渠道 chosen by its name, and show only that channel', async ({ page }) => {
  for (const path of ['/isps/orderDetail', '/zsgj/payRefundRecord']) {
    await signInAsAdmin(page, path);
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    // 订单明细 folds its search form after the first row of fields
    const more = page.getByRole('button', { name: /^展开/ });
    if (await more.isVisible()) await more.click();
    const channel = page.locator('.ant-form-item', { hasText: '支付渠道' });
    // a select of the pay modes by name, not a box for a code
    await expect(channel.getByRole('textbox')).toHaveCount(0);
    await channel.locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible').getByText('支付宝', { exact: true }).click();
    await page.getByRole('button', { name: button('查询') }).click();
    await expect.poll(() => columnTexts(page, '支付渠道').then((texts) => [...new Set(texts)])).toEqual(['支付宝']);
  }
});
