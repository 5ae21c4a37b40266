import { expect, test, type Page } from '@playwright/test';
import { clickDialogButton, PASSWORD, apiLogin, openMenu, rowOf, setPassword, signInAsAdmin, signInThroughForm, button, saveShot } from './support';

const stamp = String(Date.now()).slice(-6);
const NAME = `巡检部${stamp}`;

const treeSearch = (page: Page) => page.getByPlaceholder('按部门名称搜索');
const treeNode = (page: Page, title: string) => page.locator('.ant-tree-node-content-wrapper', { hasText: title });

test.describe('department administration', () => {
  test('add a child department with a generated code, edit it, and be refused deleting one with users', async ({ page }) => {
    await signInAsAdmin(page);
    await openMenu(page, '系统管理', '部门管理');
    await expect(treeNode(page, '江城公交集团')).toBeVisible();

    // search keeps the path and highlights the match
    await treeSearch(page).fill('信息中心');
    await expect(page.locator('.depart-tree-match')).toHaveText('信息中心');
    await expect(treeNode(page, '江城公交集团')).toBeVisible();
    await expect(treeNode(page, '财务部')).toHaveCount(0);
    await treeNode(page, '信息中心').click();
    await expect(page.getByText('信息中心（A01A05）')).toBeVisible();
    await saveShot(page, 'departs-search');

    // add a child: the server generates the next code under A01A05
    await page.getByRole('button', { name: /添加下级/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('添加下级部门（信息中心）')).toBeVisible();
    await dialog.getByLabel('机构名称').fill(NAME);
    await dialog.getByRole('button', { name: button('确定') }).click();
    await expect(page.getByText(/添加成功，机构编码：A01A05A\d\d/)).toBeVisible();
    const header = page.locator('.ant-card-head-title', { hasText: NAME });
    await expect(header).toHaveText(new RegExp(`${NAME}（A01A05A\\d\\d）`));
    const orgCode = (await header.textContent())!.match(/（(.+)）/)![1];
    await expect(page.locator('.ant-tabs-tabpane-active').getByLabel('机构编码')).toHaveValue(orgCode);
    await saveShot(page, 'departs-added');

    // edit the name in 基本信息
    await page.locator('.ant-tabs-tabpane-active').getByLabel('机构名称').fill(`${NAME}改`);
    await page.getByRole('button', { name: button('保存') }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(treeNode(page, `${NAME}改`)).toBeVisible();

    // the users tab of the new department is empty
    await page.getByRole('tab', { name: '部门用户' }).click();
    await expect(page.getByText('该部门还没有用户')).toBeVisible();

    // deleting 信息中心 (it has users) is refused with the reason
    await treeNode(page, '信息中心').first().click();
    await page
      .getByRole('button', { name: /删\s*除/ })
      .first()
      .click();
    await clickDialogButton(page.locator('.ant-modal-confirm'), button('确定'));
    const refusal = page.locator('.ant-modal-confirm-error');
    await expect(refusal).toContainText('不能删除该部门');
    await expect(refusal).toContainText(/该部门下还有 \d+ 名用户，不能删除/);
    await saveShot(page, 'departs-delete-refused');
    await refusal.getByRole('button', { name: /知道了/ }).click();

    // the users tab lists them
    await page.getByRole('tab', { name: '部门用户' }).click();
    await expect(page.locator('.ant-tabs-tabpane-active .ant-table-row').first()).toBeVisible();
    await saveShot(page, 'departs-users');

    // the new, empty department can be deleted
    await treeNode(page, `${NAME}改`).click();
    await page
      .getByRole('button', { name: /删\s*除/ })
      .first()
      .click();
    await clickDialogButton(page.locator('.ant-modal-confirm'), button('确定'));
    await expect(page.getByText('删除成功!')).toBeVisible();
    await expect(treeNode(page, `${NAME}改`)).toHaveCount(0);
  });

  test('department roles: grant a part of the department’s permissions and hand it to a member', async ({ page, browser }) => {
    const ROLE = `票务复核员${stamp}`;
    const CODE = `ticket_check_${stamp}`;
    const pane = page.locator('.ant-tabs-tabpane-active');
    const treeItem = (scope: ReturnType<Page['locator']>, title: string) =>
      scope.locator('.ant-tree-treenode').filter({ has: page.locator('.permission-tree-title', { hasText: new RegExp(`^${title}$`) }) });

    await signInAsAdmin(page);
    await openMenu(page, '系统管理', '部门管理');
    await treeNode(page, '客服中心').click();
    await expect(page.getByText('客服中心（A01A02）')).toBeVisible();

    // 部门权限: the department may hand out 职务管理
    await page.getByRole('tab', { name: '部门权限' }).click();
    const positions = treeItem(pane, '职务管理');
    await expect(positions).toBeVisible();
    if (!(await positions.locator('.ant-tree-checkbox-checked').count())) await positions.locator('.ant-tree-checkbox').click();
    await expect(positions.locator('.ant-tree-checkbox-checked')).toHaveCount(1);
    await pane.getByRole('button', { name: button('保存') }).click();
    await expect(page.getByText('保存成功')).toBeVisible();

    // 部门角色: none yet; add one
    await page.getByRole('tab', { name: '部门角色' }).click();
    await expect(pane.getByText('「客服中心」还没有部门角色')).toBeVisible();
    await pane.getByRole('button', { name: /新增部门角色/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增部门角色' });
    await dialog.getByLabel('部门角色编码').fill('1bad');
    await dialog.getByRole('button', { name: button('保存') }).click();
    await expect(dialog.getByText('请输入部门角色名称')).toBeVisible();
    await expect(dialog.getByText(/角色编码以字母开头/)).toBeVisible();
    await dialog.getByLabel('部门角色名称').fill(ROLE);
    await dialog.getByLabel('部门角色编码').fill(CODE);
    await dialog.getByRole('button', { name: button('保存') }).click();
    await expect(page.getByText('添加成功')).toBeVisible();
    await expect(rowOf(page, ROLE)).toContainText(CODE);
    await saveShot(page, 'departs-role-list');

    // 授权: only what the department was given is offered
    await rowOf(page, ROLE).getByRole('button', { name: '授权' }).click();
    const drawer = page.locator('.ant-drawer-content', { hasText: `部门角色授权 - ${ROLE}` });
    const offered = treeItem(drawer, '职务管理');
    await expect(offered).toBeVisible();
    await expect(treeItem(drawer, '角色管理')).toHaveCount(0);
    await offered.locator('.ant-tree-checkbox').click();
    await saveShot(page, 'departs-role-grant');
    await drawer.getByRole('button', { name: /保存并关闭/ }).click();
    await expect(page.getByText('部门角色授权已保存，用户重新加载权限后生效')).toBeVisible();
    await expect(drawer).toBeHidden();

    // 部门用户: 李娜 gets the role
    await page.getByRole('tab', { name: '部门用户' }).click();
    await rowOf(page, '李娜').getByRole('button', { name: '部门角色' }).click();
    const assign = page.getByRole('dialog', { name: '分配部门角色 - 李娜' });
    await assign.getByRole('checkbox', { name: `${ROLE}（${CODE}）` }).check();
    await saveShot(page, 'departs-user-role');
    await assign.getByRole('button', { name: button('保存') }).click();
    await expect(page.getByText('部门角色已保存，用户重新加载权限后生效')).toBeVisible();

    // 李娜 now has 职务管理 in her menu, and the server lets her list positions
    const linaContext = await browser.newContext();
    const lina = await linaContext.newPage();
    await setPassword(lina.request, 'lina', PASSWORD);
    await lina.goto('/user/login');
    await signInThroughForm(lina, 'lina');
    await openMenu(lina, '系统管理', '职务管理');
    await expect(lina.locator('.ant-table-row').first()).toBeVisible();
    await linaContext.close();

    // deleting the role takes the grant away again
    await page.getByRole('tab', { name: '部门角色' }).click();
    await rowOf(page, ROLE).getByRole('button', { name: '删除' }).click();
    await clickDialogButton(page.locator('.ant-modal-confirm'), button('删除'));
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(rowOf(page, ROLE)).toHaveCount(0);
    const token = await apiLogin(page.request, 'lina');
    const list = await page.request.get('/api/sys/position/list', { headers: { 'X-Access-Token': token } });
    expect(list.status()).toBe(403);
  });
});
