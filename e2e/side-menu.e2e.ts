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

  // an external link opening in a new browser tab: apps/web/src/app/layout/__tests__/side-menu.test.tsx
  // (the seed has none since 帮助中心, which pointed at an address that did not resolve, became a page)
  test('帮助中心 is a page of the app', async ({ page }) => {
    await signInAsAdmin(page);
    const link = page.getByRole('menu').first().getByRole('link', { name: '帮助中心' });
    await expect(link).not.toHaveAttribute('target', '_blank');
    await link.click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByText('刷新浏览器（F5）后，之前打开的页签会恢复。')).toBeVisible();
  });
});
