import { expect, test } from '@playwright/test';
import { openMenu, signInAsAdmin, rowOf, button, saveShot } from './support';

test.describe('menus', () => {
  test("a menu's data rules in its drawer; 添加下级 under a menu, and its delete says what goes", async ({ page }) => {
    await signInAsAdmin(page);
    await openMenu(page, '系统管理', '菜单管理');
    await page.getByPlaceholder('按名称或路径查找').fill('用户管理');
    await page.getByPlaceholder('按名称或路径查找').press('Enter');
    await rowOf(page, '/system/user').getByRole('button', { name: /更多/ }).hover();
    await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '数据规则', exact: true }).click();
    const drawer = page.locator('.ant-drawer-content');
    await expect(drawer.getByText('该菜单还没有数据规则')).toBeVisible();
    await drawer.getByRole('button', { name: '新增规则' }).click();
    const form = page.getByRole('dialog', { name: '新增数据规则' });
    await form.getByLabel('规则名称').fill('本人创建');
    await form.getByLabel('规则字段').fill('createBy');
    await form.getByLabel('规则值').fill('#{sys_user_code}');
    await form.getByRole('button', { name: button('保存') }).click();
    await expect(form).toBeHidden();
    await expect(drawer.locator('.ant-table-row', { hasText: '本人创建' })).toBeVisible();
    await saveShot(page, 'menus-data-rules');
    await drawer.locator('.ant-table-row', { hasText: '本人创建' }).getByRole('button', { name: '删除' }).click();
    await expect(page.locator('.ant-modal-confirm')).toContainText('删除数据规则「本人创建」？');
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: button('删除') })
      .click();
    await expect(drawer.getByText('该菜单还没有数据规则')).toBeVisible();
    await page.locator('.ant-drawer-close').click();

    await rowOf(page, '/system/user').getByRole('button', { name: /更多/ }).hover();
    await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '添加下级', exact: true }).click();
    const sub = page.getByRole('dialog', { name: '新增菜单' });
    await expect(sub.getByLabel('子菜单')).toBeChecked();
    await sub.getByLabel('菜单名称').fill('用户审计');
    await sub.getByLabel('访问路径').fill('/system/userAudit');
    await sub.getByLabel('前端组件').fill('system/UserAuditList');
    await sub.getByRole('button', { name: button('保存') }).click();
    await expect(sub).toBeHidden();
    await expect(rowOf(page, '用户审计')).toBeVisible();
    await rowOf(page, '/system/userAudit').getByRole('button', { name: /更多/ }).hover();
    await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '删除', exact: true }).click();
    await expect(page.locator('.ant-modal-confirm')).toContainText('删除「用户审计」？');
    await saveShot(page, 'menus-delete');
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: button('删除') })
      .click();
    await expect(page.getByText('已删除 1 项')).toBeVisible();
    await expect(rowOf(page, '用户审计')).toHaveCount(0);
  });
});
