/**
 * 实名认证 (issue 24): the oldest waiting submission is approved (asked first) and the next refused
 * with the reason the passenger reads; the mistyped number in the queue cannot be approved.
 */
import { expect, test, type Page } from '@playwright/test';
import { button, clickDialogButton, saveShot, signInAsAdmin, tableOverflow } from './support';

const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text });
const pendingRows = (page: Page) => page.locator('.ant-table-row', { hasText: '待审核' }).filter({ visible: true });

test('a clerk approves one real-name submission and refuses another with the reason', async ({ page }) => {
  await signInAsAdmin(page, '/isps/realNameAuth');
  // the whole queue, refused ones with their reasons among them, fits at 1440 px
  await expect(page.locator('.ant-table-row', { hasText: '已驳回' }).first()).toBeVisible();
  expect(await tableOverflow(page)).toBe(0);
  await page.locator('.ant-form-item', { hasText: '状态' }).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible').getByText('待审核', { exact: true }).click();
  await page.getByRole('button', { name: button('查询') }).click();
  await expect(page.locator('.ant-table-row', { hasText: '已驳回' })).toHaveCount(0);
  await expect(pendingRows(page).first()).toBeVisible();
  await saveShot(page, 'isps-real-name');

  // the first that passes the validator is approved
  const count = await pendingRows(page).count();
  let approved = '';
  for (let i = 0; i < count && !approved; i++) {
    const row = pendingRows(page).nth(i);
    const name = (await row.locator('td').nth(2).innerText()).trim();
    await row.getByRole('button', { name: button('通过') }).click();
    await clickDialogButton(page.locator('.ant-modal-confirm').filter({ visible: true }), button('通过'));
    // either it passes, or the server says why not (a number the validator refuses)
    const passed = toast(page, '已通过，乘客已实名');
    const refused = page.locator('.ant-modal-confirm', { hasText: '不能通过' }).filter({ visible: true });
    await expect(passed.or(refused).first()).toBeVisible();
    if (await passed.isVisible()) approved = name;
    else {
      await expect(refused).toContainText('该身份证号校验不通过，请驳回并说明原因');
      await clickDialogButton(refused, button('知道了'));
    }
  }
  expect(approved).not.toBe('');
  await expect(page.locator('.ant-table-row', { hasText: approved })).toHaveCount(0);

  const next = pendingRows(page).first();
  const refusedName = (await next.locator('td').nth(2).innerText()).trim();
  await next.getByRole('button', { name: button('驳回') }).click();
  const dialog = page.getByRole('dialog', { name: `驳回实名申请：${refusedName}` });
  await dialog.getByLabel('驳回原因').fill('证件照片模糊，请重新拍摄上传');
  await clickDialogButton(dialog, button('驳回'));
  await expect(toast(page, '已驳回，乘客将看到驳回原因')).toBeVisible();
});
