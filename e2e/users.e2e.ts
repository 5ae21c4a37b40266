import { expect, test, type Page } from '@playwright/test';
import { apiLogin, clickDialogButton, openMenu, signInAsAdmin, rowOf, button, saveShot } from './support';

const stamp = String(Date.now()).slice(-6);
const USERNAME = `e2euser${stamp}`;
const PASSWORD = 'E2e-user-pass-2026';

const dialog = (page: Page) => page.getByRole('dialog');
const searchForm = (page: Page) => page.locator('.list-search-form').filter({ visible: true });
// kept-alive tabs stay in the page hidden: only the visible table counts

async function rowAction(page: Page, text: string, action: string) {
  await rowOf(page, text).getByRole('button', { name: /更多/ }).hover();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

test.describe('user administration', () => {
  test.afterEach(async ({ page }, info) => {
    if (info.status !== info.expectedStatus) await saveShot(page, 'users-failure');
  });

  test('create, find, edit, freeze, delete and restore a user', async ({ page }) => {
    // a long scenario through several pages; the shared machine can be slow
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    await openMenu(page, '系统管理', '用户管理');
    await expect(page.locator('.ant-table-row').filter({ visible: true })).toHaveCount(10);
    await saveShot(page, 'users-list');

    // the form: a taken username is named on its field
    await page.getByRole('button', { name: button('新增') }).click();
    const form = dialog(page);
    await expect(form.getByText('新增用户')).toBeVisible();
    await form.getByLabel('账号', { exact: true }).fill('lina');
    await form.getByLabel('姓名', { exact: true }).fill('测试用户');
    await form.getByLabel('登录密码').fill(PASSWORD);
    await form.getByLabel('确认密码').fill(`${PASSWORD}x`);
    await form.getByLabel('工号').fill(`E2E${stamp}`);
    await form.getByLabel('手机号').fill('12345');
    // a role, so the new user may sign in (a user without any menu is refused)
    await form.getByLabel('角色').click();
    await page.locator('.ant-select-item-option', { hasText: '运营人员' }).click();
    await form.getByText('新增用户').click();
    await expect(form.locator('.ant-select-selection-item', { hasText: '运营人员' })).toBeVisible();
    await form.getByRole('button', { name: button('确定') }).click();
    await expect(form.getByText('两次输入的密码不一样！')).toBeVisible();
    await expect(form.getByText('手机号格式不正确')).toBeVisible();
    await form.getByLabel('确认密码').fill(PASSWORD);
    await form.getByLabel('手机号').fill('');
    await form.getByRole('button', { name: button('确定') }).click();
    // the blur check (GET /sys/duplicate/check) or the server's 422 on save names the field
    await expect(form.getByText(/用户账号已存在|该值不可用，系统中已存在/)).toBeVisible();
    await saveShot(page, 'users-form');

    await form.getByLabel('账号', { exact: true }).fill(USERNAME);
    await form.getByRole('button', { name: button('确定') }).click();
    await expect(page.getByText('添加成功')).toBeVisible();
    await expect(form).toBeHidden();

    // find by search
    await searchForm(page).getByPlaceholder('请输入账号').fill(USERNAME);
    await searchForm(page)
      .getByRole('button', { name: /查\s*询/ })
      .click();
    await expect(page.locator('.ant-table-row').filter({ visible: true })).toHaveCount(1);
    await expect(rowOf(page, USERNAME)).toContainText('测试用户');

    // edit
    await rowOf(page, USERNAME)
      .getByRole('button', { name: button('编辑') })
      .click();
    await expect(dialog(page).getByLabel('姓名', { exact: true })).toHaveValue('测试用户');
    await dialog(page).getByLabel('姓名', { exact: true }).fill('改过的用户');
    await dialog(page)
      .getByRole('button', { name: button('确定') })
      .click();
    await expect(page.getByText('修改成功')).toBeVisible();
    await expect(rowOf(page, USERNAME)).toContainText('改过的用户');

    // freeze: that user's API session is refused at once
    const token = await apiLogin(page.request, USERNAME, PASSWORD);
    const info = () => page.request.get('/api/sys/user/info', { headers: { 'X-Access-Token': token } });
    expect((await info()).status()).toBe(200);
    await rowAction(page, USERNAME, '冻结');
    await clickDialogButton(page.getByRole('dialog'), button('冻结'));
    await expect(page.getByText('冻结成功')).toBeVisible();
    await expect(rowOf(page, USERNAME).locator('.ant-tag')).toHaveText('冻结');
    expect((await info()).status()).toBe(401);

    // delete to the recycle bin, then restore
    await rowAction(page, USERNAME, '删除');
    const confirmDelete = page.getByRole('dialog', { name: '确定删除该用户吗？' });
    await expect(confirmDelete).toContainText('删除后可在回收站还原。');
    await clickDialogButton(confirmDelete, button('确定'));
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(rowOf(page, USERNAME)).toHaveCount(0);

    await page.getByRole('button', { name: /回收站/ }).click();
    await expect(rowOf(page, USERNAME)).toBeVisible();
    await saveShot(page, 'users-recycle-bin');
    await rowOf(page, USERNAME)
      .getByRole('button', { name: /还\s*原/ })
      .click();
    await clickDialogButton(page.getByRole('dialog'), button('还原'));
    await expect(page.getByText('还原成功')).toBeVisible();
    await expect(rowOf(page, USERNAME)).toHaveCount(0);

    await openMenu(page, '系统管理', '用户管理');
    await searchForm(page).getByPlaceholder('请输入账号').fill(USERNAME);
    await searchForm(page)
      .getByRole('button', { name: /查\s*询/ })
      .click();
    await expect(rowOf(page, USERNAME)).toBeVisible();
  });
});
