import { expect, test } from '@playwright/test';
import { openMenu, rowOf, signInAsAdmin, button, saveShot } from './support';

const stamp = String(Date.now()).slice(-6);
const CODE = `inspector_${stamp}`;

test('every save of a position is a version in the data log; two versions compare field by field', async ({ page }) => {
  await signInAsAdmin(page);

  // add a position, then rename it
  await openMenu(page, '系统管理', '职务管理');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const form = page.getByRole('dialog', { name: '新增职务' });
  await form.getByLabel('职务编码').fill(CODE);
  await form.getByLabel('职务名称').fill('线路巡检员');
  await form.getByLabel('职级').click();
  await page.locator('.ant-select-dropdown:visible').getByText('中级', { exact: true }).click();
  await form.getByRole('button', { name: button('确定') }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  await rowOf(page, CODE).getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑职务' });
  await expect(edit.getByLabel('职务名称')).toHaveValue('线路巡检员');
  await edit.getByLabel('职务名称').fill('线路稽查员');
  await edit.getByRole('button', { name: button('确定') }).click();
  await expect(page.getByText('编辑成功')).toBeVisible();
  await expect(rowOf(page, CODE)).toContainText('线路稽查员');

  // both versions are in the data log
  await openMenu(page, '系统管理', '数据日志');
  await page.getByLabel('表名').fill('sys_position');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const versions = rowOf(page, CODE);
  await expect(versions).toHaveCount(2);
  await expect(versions.filter({ hasText: '线路稽查员' }).getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await expect(versions.filter({ hasText: '线路巡检员' }).getByRole('cell', { name: '1', exact: true })).toBeVisible();
  const compare = page.getByRole('button', { name: /对\s*比/ });
  await expect(compare).toBeDisabled();
  for (const row of await versions.all()) await row.getByRole('checkbox').check();
  await compare.click();

  const modal = page.getByRole('dialog', { name: '数据对比' });
  await expect(modal.getByRole('columnheader', { name: /版本 1/ })).toBeVisible();
  await expect(modal.getByRole('columnheader', { name: /版本 2/ })).toBeVisible();
  const nameRow = modal.locator('tr[data-changed="true"]', { hasText: 'name' });
  await expect(nameRow).toContainText('线路巡检员');
  await expect(nameRow).toContainText('线路稽查员');
  await expect(modal.locator('tr[data-changed="false"]', { hasText: 'code' })).toContainText(CODE);
  await saveShot(page, 'data-log-compare');
});
