import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import yauzl from 'yauzl';
import { button, signInAsAdmin } from './support';

function zipNames(buffer: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.readEntry();
    });
  });
}

test('代码生成: choose a table, set two columns, preview the files with the new label, download them as a zip', async ({ page }) => {
  await signInAsAdmin(page, '/online/codegen');
  const card = page.locator('.ant-card').filter({ hasText: '显示系统表' });

  // the product's own tables only when asked
  await card.getByLabel('搜索表').fill('sys_position');
  await card.getByLabel('搜索表').press('Enter');
  await expect(card.getByText('没有可生成的表')).toBeVisible();
  await card.getByText('显示系统表', { exact: true }).click();
  await card.getByRole('button', { name: '选择表 sys_position' }).click();

  await expect(card.getByText('表 sys_position')).toBeVisible();
  await card.getByLabel('区域').fill('hr');
  await card.getByLabel('名称', { exact: true }).fill('job-title');
  await card.getByLabel('记录名称').fill('岗位');
  await card.getByLabel('name 的标签').fill('岗位全称');
  await card.getByLabel('code 查询').check();
  // a third: the rank is a dictionary, chosen by its code
  // (the chosen item covers the select's input: the select box itself is clicked)
  await card.locator('div.ant-select[aria-label="post_rank 的控件"]').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: '字典下拉' }).click();
  await card.getByRole('combobox', { name: 'post_rank 的字典编码' }).fill('position_ra');
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: 'position_rank' }).click();

  await card.getByRole('button', { name: button('预览') }).click();
  const drawer = page.getByRole('dialog', { name: '预览生成的文件' });
  await expect(drawer.locator('.ant-tree-title', { hasText: 'job-title.service.ts' })).toBeVisible();
  await expect(drawer.getByLabel('文件内容')).toContainText("name: { label: '岗位全称'");
  await expect(drawer.getByLabel('文件内容')).toContainText("code: { label: 'code', type: 'string', rule: 'like', search: true");
  await expect(drawer.getByLabel('文件内容')).toContainText("postRank: { label: 'post_rank', type: 'string', dict: 'position_rank'");
  await drawer.locator('.ant-tree-title', { hasText: 'job-title.table.ts' }).click();
  await expect(drawer.getByLabel('文件内容')).toContainText("pgTable('sys_position'");
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: button('下载 zip') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('job-title.zip');
  const names = await zipNames(readFileSync(await download.path()));
  expect(names).toEqual(
    expect.arrayContaining([
      'packages/contracts/src/areas/hr/job-title.ts',
      'apps/server/src/modules/hr/job-title/job-title.service.ts',
      'apps/server/src/modules/hr/job-title/job-title.test.ts',
      'apps/web/src/features/hr/job-title/pages/job-title-list-page.tsx',
      'e2e/hr-job-title.e2e.ts',
      'README-codegen.md',
    ]),
  );
  expect(names.some((name) => /^apps\/server\/src\/db\/migrations\/\d{4}_sys_position\.sql$/.test(name))).toBe(true);
});
