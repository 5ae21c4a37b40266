/**
 * 对账 (issue 24) as finance works it: this morning's 自动对账 already filed yesterday's statements
 * of both channels; a clerk imports an older WeChat Pay bill (in the channel's real layout: BOM,
 * backticks, CRLF, the summary row) that holds an order we never had and an amount that differs,
 * sees the two differences and resolves each with a note. 自动对账 shows its inbox and job.
 */
import { expect, test, type Page } from '@playwright/test';
import { wechatBillText, type WrittenLine } from '../apps/server/src/modules/isps/reconcile/statements/statement-writers';
import { ADMIN, apiLogin, button, clickDialogButton, rowOf, saveShot, setPassword, signInAsAdmin, tableOverflow } from './support';

const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text });

test('a WeChat Pay bill with two differences is imported and both are resolved with a note', async ({ page }) => {
  test.setTimeout(90_000);
  await setPassword(page.request, ADMIN);
  const token = await apiLogin(page.request, ADMIN);
  const reply = await page.request.get('/api/zsgj/payRefundRecord/list?payMode=wechat&kind=pay&pageSize=3', { headers: { 'X-Access-Token': token } });
  const paid = (await reply.json()).result.records as Array<{ orderNo: string; amountCents: number; channelTradeNo: string }>;
  expect(paid.length).toBe(3);
  // an old day no statement was imported for (one per run of the suite)
  const day = new Date(Date.parse('2025-01-01T00:00:00Z') + (Date.now() % 300) * 24 * 3600_000).toISOString().slice(0, 10);
  const time = (minute: number) => new Date(Date.parse(`${day}T09:00:00+08:00`) + minute * 60_000);
  const lines: WrittenLine[] = paid.map((txn, i) => ({
    kind: 'pay',
    time: time(i),
    channelTradeNo: txn.channelTradeNo,
    outTradeNo: txn.orderNo,
    // the last one: the channel charged ¥1.00 more than our order
    amountCents: txn.amountCents + (i === 2 ? 100 : 0),
    subject: '日票 1 日',
  }));
  const stray = `OD${day.replaceAll('-', '')}777777`;
  lines.push({ kind: 'pay', time: time(9), channelTradeNo: '4200002481000000000000007777', outTradeNo: stray, amountCents: 1500, subject: '日票 3 日' });

  await signInAsAdmin(page, '/zsgj/reconciliationRecord');
  // this morning's 自动对账: yesterday's statements of both channels
  await expect(page.locator('.ant-table-row', { hasText: '自动对账' })).toHaveCount(2);
  expect(await tableOverflow(page)).toBe(0);

  await page.getByRole('button', { name: button('导入对账单') }).click();
  const dialog = page.getByRole('dialog', { name: '导入对账单' });
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: `wechat_trade_bill_ALL_${day}.csv`, mimeType: 'text/csv', buffer: Buffer.from(wechatBillText(lines)) });
  await expect(dialog.getByText(`wechat_trade_bill_ALL_${day}.csv`)).toBeVisible();
  await clickDialogButton(dialog, button('导入并对账'));
  await expect(toast(page, '对账完成：4 笔，发现 2 条差异待处理')).toBeVisible();

  const row = rowOf(page, day);
  await expect(row).toContainText('微信支付');
  await expect(row).toContainText('手工导入');
  await row.getByRole('button', { name: button('差异') }).click();
  const drawer = page.locator('.ant-drawer', { hasText: `对账差异：${day} 微信支付 wechat_trade_bill_ALL_${day}.csv` });
  await expect(drawer.locator('.ant-table-row')).toHaveCount(2);
  await expect(drawer.locator('.ant-table-row', { hasText: '金额不符' })).toContainText(paid[2].orderNo);
  await expect(drawer.locator('.ant-table-row', { hasText: '我方缺失' })).toContainText(stray);
  await saveShot(page, 'zsgj-reconciliation-diffs');

  for (const [kind, note] of [
    ['金额不符', '渠道多收 1.00 元，已提交微信支付差错处理'],
    ['我方缺失', '核实为测试商户号误入账，已原路退回'],
  ]) {
    await drawer
      .locator('.ant-table-row', { hasText: kind })
      .getByRole('button', { name: button('处理') })
      .click();
    const resolve = page.getByRole('dialog', { name: '处理对账差异' });
    await resolve.getByLabel('处理说明').fill(note);
    await clickDialogButton(resolve, button('处理'));
    await expect(toast(page, '已处理').last()).toBeVisible();
    await expect(drawer.locator('.ant-table-row', { hasText: kind })).toContainText(`admin：${note}`);
  }
  await expect(drawer).toContainText('待处理 0 条');
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();
  await expect(row).toContainText('2');

  // 自动对账: the inbox, the morning job, what it did
  await page.goto('/zsgj/autoReconciliation');
  await expect(page.getByText('对账单收件箱', { exact: true })).toBeVisible();
  await expect(page.getByText('0 30 9 * * ?')).toBeVisible();
  await page.getByRole('button', { name: button('立即对账') }).click();
  await expect(toast(page, '收件箱中没有待导入的对账单')).toBeVisible();
  await saveShot(page, 'zsgj-auto-reconciliation');
});

test('at 390 px 自动对账 stays within the screen: its facts in one column, its tables scrolling inside their cards', async ({ page }) => {
  await signInAsAdmin(page, '/zsgj/autoReconciliation');
  // a phone: the menu folds away (signing in waits for it at the desktop width)
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText('对账单收件箱', { exact: true })).toBeVisible();
  await expect(page.getByText('最近处理')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});
