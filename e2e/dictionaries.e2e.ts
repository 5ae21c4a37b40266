import { expect, test } from '@playwright/test';
import { clickDialogButton, apiLogin, openMenu, signInAsAdmin, rowOf, button, saveShot } from './support';

const stamp = String(Date.now()).slice(-6);
const NAME = `车身颜色${stamp}`;
const CODE = `e2e_color_${stamp}`;

test.describe('dictionaries', () => {
  test('add a dictionary with items, soft delete and restore it, refresh the cache', async ({ page }) => {
    await signInAsAdmin(page);
    const token = await apiLogin(page.request, 'admin');
    const served = async () =>
      (await (await page.request.get(`/api/sys/dict/getDictItems/${CODE}`, { headers: { 'X-Access-Token': token } })).json()).result as Array<{ text: string }>;

    await openMenu(page, '系统管理', '数据字典');
    // a seeded dictionary, found by its code among the many
    await page.getByRole('textbox', { name: '字典编码' }).fill('position_rank');
    await page.getByRole('button', { name: button('查询') }).click();
    await expect(rowOf(page, 'position_rank')).toBeVisible();
    await saveShot(page, 'dicts-list');
    await page.getByRole('button', { name: button('重置') }).click();
    await expect(page.locator('.ant-table-row').filter({ visible: true })).toHaveCount(10);

    await page.getByRole('button', { name: button('新增') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('字典名称').fill(NAME);
    await dialog.getByLabel('字典编码').fill('sex');
    await dialog.getByRole('button', { name: button('确定') }).click();
    await expect(dialog.getByText('字典编码已存在')).toBeVisible();
    await dialog.getByLabel('字典编码').fill(CODE);
    await dialog.getByRole('button', { name: button('确定') }).click();
    await expect(page.getByText('添加成功')).toBeVisible();
    await expect(rowOf(page, CODE)).toBeVisible();

    // items in the drawer
    await rowOf(page, CODE).getByRole('button', { name: '字典配置' }).click();
    const drawer = page.locator('.ant-drawer');
    await expect(drawer.getByText(`字典项：${NAME}`)).toBeVisible();
    for (const [text, value] of [
      ['珍珠白', 'white'],
      ['活力橙', 'orange'],
    ]) {
      await drawer.getByRole('button', { name: /新增字典项/ }).click();
      const itemForm = page.locator('.ant-modal-content').filter({ hasText: '新增字典项' });
      await itemForm.getByLabel('名称', { exact: true }).fill(text);
      await itemForm.getByLabel('数据值').fill(value);
      await itemForm.getByRole('button', { name: button('确定') }).click();
      await expect(drawer.locator('.ant-table-row', { hasText: text })).toBeVisible();
    }
    await saveShot(page, 'dicts-items');
    expect((await served()).map((i) => i.text)).toEqual(['珍珠白', '活力橙']);
    await page.locator('.ant-drawer-close').click();

    // soft delete: gone from the list and from getDictItems, back after restore
    await rowOf(page, CODE)
      .getByRole('button', { name: /删\s*除/ })
      .click();
    // the kit's confirmation names what it does (删除), as on every kit page
    await clickDialogButton(page.locator('.ant-modal-confirm'), button('删除'));
    await expect(page.getByText('删除成功!')).toBeVisible();
    await expect(rowOf(page, CODE)).toHaveCount(0);
    expect(await served()).toEqual([]);

    await page.getByRole('button', { name: /回收站/ }).click();
    const bin = page.getByRole('dialog').filter({ hasText: '字典回收站' });
    await expect(bin.locator('.ant-table-row', { hasText: CODE })).toBeVisible();
    await saveShot(page, 'dicts-recycle');
    await bin
      .locator('.ant-table-row', { hasText: CODE })
      .getByRole('button', { name: /还\s*原/ })
      .click();
    await expect(page.getByText('还原成功')).toBeVisible();
    await bin.getByRole('button', { name: 'Close' }).click();
    await expect(rowOf(page, CODE)).toBeVisible();
    expect((await served()).length).toBe(2);

    await page.getByRole('button', { name: /刷新缓存/ }).click();
    await expect(page.getByText('刷新缓存完成！')).toBeVisible();
  });

  test('the other pages of the area open with their data', async ({ page }) => {
    await signInAsAdmin(page);
    await openMenu(page, '系统管理', '职务管理');
    await expect(rowOf(page, 'dispatcher')).toContainText('助级');
    await saveShot(page, 'positions');

    await openMenu(page, '系统管理', '分类字典');
    await expect(rowOf(page, '车辆类型')).toBeVisible();
    await rowOf(page, '车辆类型').locator('.ant-table-row-expand-icon').click();
    await expect(rowOf(page, '纯电动公交')).toBeVisible();
    await saveShot(page, 'categories');

    await openMenu(page, '系统管理', '编码校验规则');
    await rowOf(page, 'work_no')
      .getByRole('button', { name: /测\s*试/ })
      .click();
    const tester = page.getByRole('dialog');
    await tester.getByPlaceholder('输入要校验的值').fill('jc10001');
    await tester.getByRole('button', { name: /校\s*验/ }).click();
    await expect(tester.getByText('前 2 位必须是大写字母')).toBeVisible();
    await saveShot(page, 'check-rule-test');
    await tester.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: button('新增') }).click();
    const editor = page.getByRole('dialog').filter({ hasText: '新增校验规则' });
    await editor.getByLabel('规则名称').fill('回溯规则');
    await editor.getByLabel('规则编码').fill('backref_rule');
    // patterns run on RE2 (linear time): one it cannot run, a backreference, is refused on save
    await editor.getByPlaceholder('如 ^[A-Z]{2}$').fill('(a)\\1');
    await editor.getByPlaceholder('校验失败时的提示').fill('不行');
    await editor.getByRole('button', { name: button('确定') }).click();
    await expect(editor.getByText(/不支持反向引用/)).toBeVisible();
    await saveShot(page, 'check-rule-refused');
    await editor.getByRole('button', { name: button('取消') }).click();

    await openMenu(page, '系统管理', '填值规则');
    await rowOf(page, 'order_num_rule')
      .getByRole('button', { name: /测\s*试/ })
      .click();
    await expect(page.getByTestId('fill-rule-value')).toHaveText(/^CN\d{12}$/);
    await saveShot(page, 'fill-rules');
  });
});
