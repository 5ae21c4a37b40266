import { expect, test } from '@playwright/test';
import { clickDialogButton, openMenu, PASSWORD, setPassword, signInAsAdmin, signInThroughForm, rowOf, saveShot } from './support';

test('admin forces lina out; her next action lands on the sign-in page', async ({ page, browser }) => {
  const linaContext = await browser.newContext();
  const lina = await linaContext.newPage();
  await setPassword(lina.request, 'lina', PASSWORD);
  await lina.goto('/user/login');
  await signInThroughForm(lina, 'lina');
  await expect(lina.getByTestId('notice-bell')).toBeVisible();

  await signInAsAdmin(page);
  await openMenu(page, '系统管理', '在线用户');
  await page.locator('.list-search-form').getByPlaceholder('请输入账号').fill('lina');
  await page
    .locator('.list-search-form')
    .getByRole('button', { name: /查\s*询/ })
    .click();
  // newest activity first: lina's session of a moment ago heads the list (older ones may follow)
  const newest = page.locator('.ant-table-row').first();
  await expect(newest).toContainText('李娜');
  const rowsBefore = await page.locator('.ant-table-row').count();
  await saveShot(page, 'online-users');
  await newest.getByRole('button', { name: '强制退出' }).click();
  await clickDialogButton(page.locator('.ant-modal-confirm'), '强制退出');
  await expect(page.getByText('已强制退出 lina')).toBeVisible();
  await expect(page.locator('.ant-table-row')).toHaveCount(rowsBefore - 1);

  // lina's next action: open her messages
  await lina.goto('/isps/userAnnouncement');
  await expect(lina).toHaveURL(/\/user\/login/);

  // the operation log names who did it
  await openMenu(page, '系统管理', '日志管理');
  await page.getByRole('tab', { name: '操作日志' }).click();
  await page.locator('.list-search-form').getByPlaceholder('内容、操作人或地址').fill('强制退出');
  await page
    .locator('.list-search-form')
    .getByRole('button', { name: /查\s*询/ })
    .click();
  await expect(rowOf(page, '强制退出用户 lina 的会话')).toContainText('admin');
  await page
    .locator('.list-search-form')
    .getByRole('button', { name: /重\s*置/ })
    .click();
  await saveShot(page, 'logs');
  await linaContext.close();
});
