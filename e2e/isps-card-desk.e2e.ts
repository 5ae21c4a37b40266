/**
 * The card desk (issue 24) as a clerk works it: a real-name card issued to a verified passenger
 * with a first load, topped up by a preset amount, reported lost with the holder's ID card and
 * replaced (the balance moved to the new card, the fee booked from it), the replacement in
 * 补卡管理 and the new card's ledger showing both.
 */
import { expect, test } from '@playwright/test';
import { verifiedPassenger } from './isps-setup';
import { button, clickDialogButton, rowOf, saveShot, signInAsAdmin, tableOverflow } from './support';

test('a real-name card is issued, topped up, reported lost and replaced with its balance; the ledger shows each step', async ({ page }) => {
  const passenger = await verifiedPassenger(page.request);
  await signInAsAdmin(page, '/isps/cardProcessing');
  await expect(page.getByRole('columnheader', { name: '卡号' })).toBeVisible();
  // the demo company's cards, every column within the page at 1440 px
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  expect(await tableOverflow(page)).toBe(0);
  const cardNo = `3109${String(Date.now()).slice(-10)}`;
  const newCardNo = `3108${String(Date.now()).slice(-10)}`;

  // 办卡: an elderly card (real-name) for the passenger, found by the last digits of the phone
  await page.getByRole('button', { name: button('办卡') }).click();
  const issue = page.getByRole('dialog', { name: '办卡' });
  await issue.getByLabel('卡号', { exact: true }).fill(cardNo);
  // an antd select opens from its box (its chosen item covers the search input)
  await issue.locator('.ant-form-item', { hasText: '卡类型' }).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible').getByText('老年卡', { exact: true }).click();
  await issue.getByLabel('乘客', { exact: true }).fill(passenger.phone.slice(-4));
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: passenger.realName }).first().click();
  await issue.getByLabel('持卡人身份证号', { exact: true }).fill(passenger.idCard);
  await issue.getByRole('button', { name: '首充 ¥50.00' }).click();
  await saveShot(page, 'isps-card-issue');
  await clickDialogButton(issue, button('办卡'));
  await expect(page.getByText('办卡成功')).toBeVisible();
  const row = rowOf(page, cardNo);
  await expect(row).toContainText('老年卡');
  await expect(row).toContainText('50.00');
  await expect(row).toContainText(passenger.realName);

  // 充值 by a preset amount
  await row.getByRole('button', { name: button('充值') }).click();
  const topUp = page.getByRole('dialog', { name: `充值：${cardNo}` });
  await topUp.getByRole('button', { name: '¥20.00' }).click();
  await clickDialogButton(topUp, button('充值'));
  await expect(page.getByText('充值成功')).toBeVisible();
  await expect(row).toContainText('70.00');

  // 挂失 with the holder's ID card: the card stops
  await row.getByRole('button', { name: button('挂失') }).click();
  const lost = page.getByRole('dialog', { name: `挂失：${cardNo}` });
  await lost.getByLabel('持卡人身份证号', { exact: true }).fill(passenger.idCard);
  await lost.getByLabel('备注', { exact: true }).fill('乘客来电挂失');
  await clickDialogButton(lost, button('挂失'));
  await expect(page.getByText('挂失成功，卡片已停用')).toBeVisible();
  await expect(row).toContainText('已挂失');

  // 补卡: the balance onto a new card, the fee from it
  await row.getByRole('button', { name: button('补卡') }).click();
  const replace = page.getByRole('dialog', { name: `补卡：${cardNo}` });
  await expect(replace).toContainText('补卡费 ¥10.00');
  await replace.getByLabel('新卡号', { exact: true }).fill(newCardNo);
  await saveShot(page, 'isps-card-replace');
  await clickDialogButton(replace, button('补卡'));
  await expect(page.getByText('补卡成功，余额已转入新卡')).toBeVisible();
  await expect(row).toContainText('已补卡');
  const fresh = rowOf(page, newCardNo);
  await expect(fresh).toContainText('60.00');
  await expect(fresh).toContainText('正常');

  // the new card's ledger: the balance moved in, the fee out
  await fresh.getByRole('button', { name: button('流水') }).click();
  const ledger = page.locator('.ant-drawer', { hasText: `卡内流水：${newCardNo}` });
  await expect(ledger.locator('.ant-table-row', { hasText: '余额转入' })).toContainText('+¥70.00');
  await expect(ledger.locator('.ant-table-row', { hasText: '手续费' })).toContainText('-¥10.00');
  await saveShot(page, 'isps-card-ledger');
  await page.keyboard.press('Escape');

  // 补卡管理 lists the replacement with the balance moved and the fee; 挂失管理 the report
  await page.goto('/isps/cardReplacement');
  const replaced = rowOf(page, newCardNo);
  await expect(replaced).toContainText(cardNo);
  await expect(replaced).toContainText('70.00');
  await expect(replaced).toContainText('10.00');
  await page.goto('/isps/lossReport');
  await expect(rowOf(page, cardNo)).toContainText('乘客来电挂失');
  await saveShot(page, 'isps-loss-reports');
});

test('异常交易 lists what the nightly check found; a clerk resolves a burst of top-ups with a note', async ({ page }) => {
  await signInAsAdmin(page, '/isps/unusualTrade');
  const burst = rowOf(page, '短时多次充值');
  await expect(burst).toContainText('38 分钟内充值 4 次，共 ¥400.00');
  await expect(burst).toContainText('待处理');
  expect(await tableOverflow(page)).toBe(0);
  await expect(rowOf(page, '重复扣费')).toContainText('4 秒内两次扣费 ¥2.00');
  await burst.getByRole('button', { name: button('处理') }).click();
  const dialog = page.getByRole('dialog', { name: '处理异常交易' });
  await dialog.getByLabel('处理说明', { exact: true }).fill('电话核实为乘客为家人代充，无异常');
  await clickDialogButton(dialog, button('处理'));
  await expect(page.getByText('已处理', { exact: true }).first()).toBeVisible();
  await expect(burst).toContainText('已处理');
  await saveShot(page, 'isps-unusual-trades');
});

test('支付记录 lists the month’s payments within the page; searched by 支付方式 it shows only that mode', async ({ page }) => {
  await signInAsAdmin(page, '/isps/paymentRecord');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  expect(await tableOverflow(page)).toBe(0);
  await page.locator('.ant-form-item', { hasText: '支付方式' }).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible').getByText('微信支付', { exact: true }).click();
  await page.getByRole('button', { name: button('查询') }).click();
  const modes = page.locator('.ant-table-row td:nth-child(7)');
  await expect(modes.first()).toHaveText('微信支付');
  expect(new Set(await modes.allTextContents())).toEqual(new Set(['微信支付']));
  await saveShot(page, 'isps-payment-records');
});
