import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support';

test.describe('the side menu', () => {
  test('accordion, collapse to 80 px and back with the open submenu restored', async ({ page }) => {
    await signInAsAdmin(page);
    const menu = page.getByRole('menu').first();
    const sider = page.locator('.ant-layout-sider').first();
    await expect(sider).toHaveCSS('width', '200px');

    await menu.getByRole('menuitem', { name: '系统管理' }).click();
    await expect(menu.getByRole('link', { name: '角色管理', exact: true })).toBeVisible();
    // accordion: opening another root submenu closes the first
    await menu.getByRole('menuitem', { name: '人力资源' }).click();
    await expect(menu.getByRole('link', { name: '角色管理', exact: true })).toBeHidden();
    await expect(menu.getByRole('menuitem', { name: '人力资源' })).toHaveAttribute('aria-expanded', 'true');

    await page.getByRole('button', { name: '收起菜单' }).click();
    await expect(sider).toHaveCSS('width', '80px');
    await page.getByRole('button', { name: '展开菜单' }).click();
    await expect(sider).toHaveCSS('width', '200px');
    await expect(menu.getByRole('menuitem', { name: '人力资源' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitem', { name: '系统管理' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('an external link opens in a new browser tab, not inside the app', async ({ page }) => {
    await signInAsAdmin(page);
    const link = page.getByRole('menu').first().getByRole('link', { name: '帮助中心' });
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAttribute('target', '_blank');
  });
});
