import { expect, test } from '@playwright/test';
import { openMenu, setPassword, signInAsAdmin, signInThroughForm, rowOf, button, saveShot } from './support';

test.describe('roles and menus', () => {
  test('grant a button through the 授权 tree and see it appear for that user', async ({ page, browser }) => {
    // lina (客服人员) in her own browser: no 系统管理 at all
    const linaContext = await browser.newContext();
    const lina = await linaContext.newPage();
    await setPassword(lina.request, 'lina');
    await lina.goto('/user/login');
    await signInThroughForm(lina, 'lina');
    await expect(lina).toHaveURL(/\/dashboard\/analysis$/);
    const linaMenu = lina.getByRole('menu').first();
    await expect(linaMenu.getByRole('menuitem', { name: '卡务与支付服务' })).toBeVisible();
    await expect(linaMenu.getByRole('menuitem', { name: '系统管理' })).toHaveCount(0);

    // admin finds the role and opens its authorisation tree
    await signInAsAdmin(page);
    await openMenu(page, '系统管理', '角色管理');
    await expect(rowOf(page, 'service_desk')).toBeVisible();
    await saveShot(page, 'roles-list');
    await page.locator('.list-search-form').getByLabel('名称').fill('客服');
    await page.getByRole('button', { name: button('查询') }).click();
    await expect(page.locator('.ant-table-row')).toHaveCount(1);
    await rowOf(page, 'service_desk')
      .getByRole('button', { name: button('授权') })
      .click();

    const drawer = page.locator('.ant-drawer-content', { hasText: '角色权限配置' });
    await expect(drawer.getByText('系统管理', { exact: true })).toBeVisible();
    const node = (title: string) => drawer.locator('.ant-tree-treenode', { has: page.getByText(title, { exact: true }) });
    await node('用户管理').locator('.ant-tree-switcher').click();
    await node('用户管理-新增').locator('.ant-tree-checkbox').click();
    // only the button is ticked: its menu path shows half-checked
    await expect(node('用户管理').locator('.ant-tree-checkbox')).toHaveClass(/indeterminate/);
    await expect(node('系统管理').locator('.ant-tree-checkbox')).toHaveClass(/indeterminate/);
    await saveShot(page, 'roles-authorize-drawer');
    await drawer.getByRole('button', { name: '保存并关闭' }).click();
    await expect(page.getByText('授权已保存，用户重新加载权限后生效')).toBeVisible();

    // lina reloads: 系统管理 > 用户管理 is there, with the 新增 button
    await lina.reload();
    await openMenu(lina, '系统管理', '用户管理');
    await expect(lina).toHaveURL(/\/system\/user$/);
    await expect(lina.getByRole('button', { name: button('新增') })).toBeVisible();
    await expect(linaMenu.getByRole('link', { name: '角色管理', exact: true })).toHaveCount(0);
    await linaContext.close();
  });

  test('the role form checks the code, role users come and go, the menu page adds a button', async ({ page }) => {
    await signInAsAdmin(page);
    await openMenu(page, '系统管理', '角色管理');
    await page.getByRole('button', { name: button('新增') }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('角色名称').fill('稽查人员');
    await form.getByLabel('角色编码').fill('operator');
    await expect(form.getByText('角色编码已存在')).toBeVisible();
    await form.getByLabel('角色编码').fill('inspector_e2e');
    await form.getByRole('button', { name: button('保存') }).click();
    await expect(form).toBeHidden();
    await expect(rowOf(page, 'inspector_e2e')).toBeVisible();

    // its users: add 陈静 through the user picker, then remove her
    await rowOf(page, 'inspector_e2e')
      .getByRole('button', { name: button('用户') })
      .click();
    const usersDrawer = page.locator('.ant-drawer-content', { hasText: '角色用户 - 稽查人员' });
    await expect(usersDrawer.getByText('该角色下还没有用户')).toBeVisible();
    await usersDrawer.getByRole('button', { name: /添加已有用户/ }).click();
    const picker = page.getByRole('dialog').filter({ hasText: '选择要加入角色的用户' });
    await picker.getByPlaceholder('请输入姓名').fill('陈静');
    await picker.getByRole('button', { name: button('查询') }).click();
    await expect(picker.locator('.ant-table-row')).toHaveCount(1);
    await picker.locator('.ant-table-row', { hasText: '陈静' }).click();
    await picker.getByRole('button', { name: button('确定') }).click();
    await expect(rowOf(page, 'chenjing')).toBeVisible();
    await rowOf(page, 'chenjing')
      .getByRole('button', { name: button('移除') })
      .click();
    await page
      .getByRole('dialog')
      .filter({ hasText: '确认移除' })
      .getByRole('button', { name: button('确定') })
      .click();
    await expect(usersDrawer.getByText('该角色下还没有用户')).toBeVisible();
    await usersDrawer.locator('.ant-drawer-close').click();

    await openMenu(page, '系统管理', '菜单管理');
    await expect(rowOf(page, '系统管理')).toBeVisible();
    await page.getByPlaceholder('按名称或路径查找').fill('角色管理');
    await page.getByPlaceholder('按名称或路径查找').press('Enter');
    await expect(rowOf(page, '角色管理-授权')).toBeVisible();
    await saveShot(page, 'menus-list');
    await rowOf(page, '/system/role').getByRole('button', { name: /更多/ }).hover();
    await page.getByRole('menuitem', { name: '添加按钮', exact: true }).click();
    const menuForm = page.getByRole('dialog');
    await menuForm.getByLabel('按钮名称').fill('角色管理-复制');
    await menuForm.getByLabel('授权标识').fill('system:role:add');
    await menuForm.getByRole('button', { name: button('保存') }).click();
    await expect(menuForm.getByText('授权标识已存在')).toBeVisible();
    await saveShot(page, 'menus-form');
    await menuForm.getByLabel('授权标识').fill('system:role:copy');
    await menuForm.getByRole('button', { name: button('保存') }).click();
    await expect(menuForm).toBeHidden();
    await expect(rowOf(page, '角色管理-复制')).toBeVisible();

    await openMenu(page, '系统管理', '租户管理');
    await expect(rowOf(page, '江城城郊客运')).toBeVisible();
    await saveShot(page, 'tenants-list');
  });
});
