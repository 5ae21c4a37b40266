/**
 * 包车订单 (issue 25): a demand taken on the phone is quoted from 包车需求 on a package (the price's
 * lines shown as the clerk types), the quote is sent and confirmed in 包车订单 (the demand follows),
 * the deposit is received, and 订单查看 shows every line of the quote, what is still owed and the
 * whole history; the list fits at 1440 px.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, apiLogin, button, clickDialogButton, rowOf, saveShot, signInAsAdmin, tableOverflow } from './support';

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

test('包车订单: a demand quoted on a package, sent, confirmed and its deposit received; 订单查看 shows the quote, what is owed and the history', async ({
  page,
}) => {
  await signInAsAdmin(page, '/bc/bcDemand');
  const token = await apiLogin(page.request, ADMIN);
  const customer = `江城第${Date.now() % 100000}中学`;
  const added = await page.request.post('/api/bc/charterDemand/add', {
    headers: { 'X-Access-Token': token },
    data: {
      customerKind: 'school',
      customerName: customer,
      contact: '王老师',
      phone: '13800000123',
      startDate: dayFromToday(20),
      endDate: dayFromToday(21),
      fromPlace: `${customer}南门`,
      toPlace: '恩施大峡谷',
      passengers: 80,
      roundTrip: true,
    },
  });
  expect(added.status(), await added.text()).toBe(200);

  // 包车需求: find it and quote it
  const demands = page.locator('[data-page-path="/bc/bcDemand"]');
  await demands.getByLabel('客户名称').fill(customer);
  await demands.getByRole('button', { name: button('查询') }).click();
  await rowOf(page, customer)
    .getByRole('button', { name: button('报价') })
    .click();
  const dialog = page.getByRole('dialog', { name: `报价：${customer}` });
  // a school's quote takes 定制规则's discount
  await expect(dialog.getByLabel('折扣')).toHaveValue('10.0');
  await dialog.locator('.ant-form-item', { hasText: '包车套餐' }).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '45 座大巴校园研学' }).click();
  await dialog.getByLabel('车辆数', { exact: true }).fill('1');
  await dialog.getByLabel('总里程', { exact: true }).fill('600');
  // 80 pupils do not fit one 45-seat coach: said before it is sent
  await expect(dialog.getByText('1 辆 45 座车坐不下 80 人')).toBeVisible();
  await dialog.getByLabel('车辆数', { exact: true }).fill('2');
  // two days × ¥2,400 × 2; 600 − 300 km at ¥6 × 2 = ¥3,600; 10 % off ¥13,200
  await expect(dialog.getByTestId('quote-total')).toHaveText('¥11,880.00');
  await saveShot(page, 'bc-order-quote');
  await dialog.getByRole('button', { name: button('确定') }).click();
  await expect(page.locator('.ant-message-notice', { hasText: '已生成（草稿），合计 ¥11,880.00' })).toBeVisible();
  await expect(dialog).toBeHidden();

  // 包车订单: send the quote, the customer confirms, the deposit comes in
  await page.goto('/bc/bcOrder');
  const orders = page.locator('[data-page-path="/bc/bcOrder"]');
  await expect(orders.locator('.ant-table-row').first()).toBeVisible();
  expect(await tableOverflow(page)).toBe(0);
  await orders.getByLabel('客户名称').fill(customer);
  await orders.getByRole('button', { name: button('查询') }).click();
  const row = rowOf(page, customer);
  await expect(row).toContainText('草稿');
  await row.getByRole('button', { name: button('发出报价') }).click();
  await clickDialogButton(page.locator('.ant-modal-confirm').filter({ visible: true }), button('发出报价'));
  await expect(page.locator('.ant-message-notice', { hasText: '报价已发出，等待客户确认' })).toBeVisible();
  await expect(row).toContainText('已报价');
  await row.getByRole('button', { name: button('客户确认') }).click();
  await clickDialogButton(page.locator('.ant-modal-confirm').filter({ visible: true }), button('客户确认'));
  await expect(page.locator('.ant-message-notice', { hasText: '订单已确认，请登记定金' })).toBeVisible();
  await row.getByRole('button', { name: button('登记定金') }).click();
  const deposit = page.getByRole('dialog', { name: /^登记定金：BC\d{12}$/ });
  // 30 % of ¥11,880 in whole yuan
  await expect(deposit.getByLabel('收款金额')).toHaveValue('3564.00');
  await deposit.getByLabel('备注').fill('转账流水 20260302001');
  await deposit.getByRole('button', { name: button('登记定金') }).click();
  await expect(page.locator('.ant-message-notice', { hasText: '定金已登记' })).toBeVisible();
  await expect(row).toContainText('已付定金');
  await expect(row).toContainText('¥3,564.00');
  await saveShot(page, 'bc-order-list');

  // the demand is an order now
  await page.goto('/bc/bcDemand');
  await demands.getByLabel('客户名称').fill(customer);
  await demands.getByRole('button', { name: button('查询') }).click();
  await expect(rowOf(page, customer)).toContainText('已成单');

  // 订单查看 from the order's number
  await page.goto('/bc/bcOrder');
  await rowOf(page, customer)
    .getByRole('link', { name: /^BC\d{12}$/ })
    .click();
  await expect(page).toHaveURL(/\/bc\/orderCheck\?id=/);
  const check = page.locator('[data-page-path="/bc/orderCheck"]');
  await expect(check.getByTestId('order-receivable')).toHaveText('¥8,316.00');
  await expect(check.getByTestId('order-event')).toHaveText([
    /^生成报价单 草稿 · admin/,
    /^发出报价 草稿 → 已报价 · admin/,
    /^客户确认 已报价 → 已确认 · admin.*应付定金 3,564.00 元$/,
    /^登记定金 已确认 → 已付定金 · admin.*对公转账收定金 3,564.00 元（转账流水 20260302001）$/,
  ]);
  await expect(check.getByRole('button', { name: button('取消订单') })).toBeVisible();
  await saveShot(page, 'bc-order-check');
});
