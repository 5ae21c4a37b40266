import { expect, test, type Page } from '@playwright/test';
import { openMenu, signInAsAdmin } from './support';

const SHOTS = '/work/main/.tmp/shots';
const stamp = String(Date.now()).slice(-6);
const NAME = `巡检部${stamp}`;

const button = (name: string) => new RegExp(`${name.split('').join('\\s*')}$`);
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
    await page.screenshot({ path: `${SHOTS}/departs-search.png` });

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
    await page.screenshot({ path: `${SHOTS}/departs-added.png` });

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
    await page.getByRole('button', { name: /删\s*除/ }).first().click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: button('确定') }).click();
    const refusal = page.locator('.ant-modal-confirm-error');
    await expect(refusal).toContainText('不能删除该部门');
    await expect(refusal).toContainText(/该部门下还有 \d+ 名用户，不能删除/);
    await page.screenshot({ path: `${SHOTS}/departs-delete-refused.png` });
    await refusal.getByRole('button', { name: /知道了/ }).click();

    // the users tab lists them
    await page.getByRole('tab', { name: '部门用户' }).click();
    await expect(page.locator('.ant-tabs-tabpane-active .ant-table-row').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/departs-users.png` });

    // the new, empty department can be deleted
    await treeNode(page, `${NAME}改`).click();
    await page.getByRole('button', { name: /删\s*除/ }).first().click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: button('确定') }).click();
    await expect(page.getByText('删除成功!')).toBeVisible();
    await expect(treeNode(page, `${NAME}改`)).toHaveCount(0);
  });
});
