import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { openMenu, signInAsAdmin } from './support';

const stamp = String(Date.now()).slice(-6);

async function usersWorkbook(count: number) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户信息');
  sheet.addRow(['账号', '姓名', '工号']);
  for (let i = 0; i < count; i++) sheet.addRow([`imp${stamp}x${i}`, `导入用户${i}`, `IM${stamp}${String(i).padStart(5, '0')}`]);
  sheet.addRow(['lina', '重名用户', `IM${stamp}99999`]); // taken: rejected with its reason
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('a large import runs in the background: the dialog shows progress, then the counts and the rejected rows', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await openMenu(page, '系统管理', '用户管理');
  const file = await usersWorkbook(1500);
  await page
    .locator('input[type=file]')
    .filter({ visible: false })
    .first()
    .setInputFiles({ name: '批量用户.xlsx', mimeType: 'application/octet-stream', buffer: file });

  const dialog = page.getByRole('dialog').filter({ hasText: '导入进度' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('批量用户.xlsx')).toBeVisible();
  await expect(dialog.getByText('导入成功 1500 条，失败 1 条')).toBeVisible({ timeout: 90_000 });
  await expect(dialog.getByText('共 1501 行：成功 1500 条，失败 1 条')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('import-finished.png') });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: /下载失败数据/ }).click();
  expect((await download).suggestedFilename()).toBe('用户导入失败.xlsx');
  await dialog.getByRole('button', { name: /关\s*闭/ }).click();
  await expect(dialog).toBeHidden();
});
