import { expect, test, type Locator, type Page } from '@playwright/test';
import { clickDialogButton, openMenu, rowOf, signInAsAdmin, saveShot } from './support';

const DEMO = '/demo/widgets?tab=advanced-query';
const SAVED_NAME = '女性李姓员工';

const rows = (page: Page) => page.locator('.ant-table-row').filter({ visible: true });
const builder = (page: Page) => page.getByRole('dialog').filter({ hasText: '高级查询构造器' });
const queryButton = (page: Page) => page.locator('button[data-active]').filter({ visible: true });
const spaced = (name: string) => new RegExp(`^\\s*${name.split('').join('\\s*')}\\s*$`);
const headerTitles = (page: Page) => page.locator('.ant-table-thead th').filter({ visible: true });

/** Opens an antd select and picks the option with that text. */
async function choose(page: Page, select: Locator, option: string) {
  // the selected item covers the search input: click the select box itself
  await select.locator('xpath=ancestor-or-self::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]').click();
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  await dropdown.locator('.ant-select-item-option', { hasText: option }).first().click();
}

const conditionField = (page: Page, n: number) => builder(page).getByRole('combobox', { name: `第 ${n} 个条件的字段` });
const conditionRule = (page: Page, n: number) => builder(page).getByRole('combobox', { name: `第 ${n} 个条件的规则` });
const conditionValue = (page: Page, n: number) => builder(page).getByRole('group', { name: `第 ${n} 个条件的值` });

/** The rows left by 性别 等于 女 且 姓名 包含 李: some, each a woman whose name holds 李 (the demo company's drivers include some). */
async function expectOnlyWomenNamedLi(page: Page) {
  await expect
    .poll(async () => {
      const texts = await rows(page).allInnerTexts();
      return texts.length > 0 && texts.every((text) => text.includes('女') && text.includes('李') && !text.includes('男'));
    })
    .toBe(true);
}

/** Signs in as admin straight onto the demo's advanced-query tab. */
async function openDemo(page: Page) {
  await signInAsAdmin(page, DEMO);
  await expect(page.getByRole('tab', { name: '高级查询' })).toHaveAttribute('aria-selected', 'true');
  await expect(rows(page)).toHaveCount(10);
}

test.describe('advanced query', () => {
  test.afterEach(async ({ page }, info) => {
    if (info.status !== info.expectedStatus) await saveShot(page, 'advanced-query-failure');
  });

  test('build and run a query, save it, reload, load it back, overwrite and delete it', async ({ page }) => {
    test.setTimeout(120_000);
    await openDemo(page);
    await expect(queryButton(page)).toHaveAttribute('data-active', 'false');

    // empty conditions can be neither run nor saved
    await queryButton(page).click();
    await expect(builder(page)).toBeVisible();
    await builder(page)
      .getByRole('button', { name: spaced('查询') })
      .click();
    await expect(page.getByText('不能查询空条件！')).toBeVisible();
    await builder(page)
      .getByRole('button', { name: /保存查询条件/ })
      .click();
    await expect(page.getByText('空条件不能保存！')).toBeVisible();

    // 性别 等于 女 且 姓名 包含 李
    await choose(page, conditionField(page, 1), '性别');
    await choose(page, conditionValue(page, 1).locator('.ant-select'), '女');
    await builder(page).getByRole('button', { name: '增加条件' }).first().click();
    await choose(page, conditionField(page, 2), '姓名');
    await choose(page, conditionRule(page, 2), '包含');
    await conditionValue(page, 2).getByPlaceholder('请输入值').fill('李');
    await saveShot(page, 'advanced-query-builder');
    await builder(page)
      .getByRole('button', { name: spaced('查询') })
      .click();
    await expect(builder(page)).toBeHidden();
    await expectOnlyWomenNamedLi(page);
    await expect(rowOf(page, '李娜')).toContainText('女');
    await expect(queryButton(page)).toHaveAttribute('data-active', 'true');
    await saveShot(page, 'advanced-query-applied');

    // save under a name (an empty name is refused)
    await queryButton(page).click();
    await builder(page)
      .getByRole('button', { name: /保存查询条件/ })
      .click();
    const naming = page.getByRole('dialog').filter({ hasText: '请输入保存的名称' });
    await naming.getByRole('button', { name: spaced('保存') }).click();
    await expect(page.getByText('保存名称不能为空！')).toBeVisible();
    await naming.getByLabel('保存的名称').fill(SAVED_NAME);
    await naming.getByRole('button', { name: spaced('保存') }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(builder(page).getByTestId('super-query-saved')).toContainText(SAVED_NAME);

    // after a reload the list is whole again; the saved query loads back and runs
    await page.reload();
    await expect(rows(page)).toHaveCount(10);
    await queryButton(page).click();
    await builder(page).getByTestId('super-query-saved').getByText(SAVED_NAME).click();
    await expect(conditionField(page, 1).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')).toContainText('性别');
    await expect(conditionValue(page, 2).getByPlaceholder('请输入值')).toHaveValue('李');
    await builder(page)
      .getByRole('button', { name: spaced('查询') })
      .click();
    await expectOnlyWomenNamedLi(page);
    await expect(rowOf(page, '李娜')).toBeVisible();

    // saving under the same name asks before overwriting
    await queryButton(page).click();
    await builder(page)
      .getByRole('button', { name: /保存查询条件/ })
      .click();
    await expect(naming.getByLabel('保存的名称')).toHaveValue(SAVED_NAME);
    await naming.getByRole('button', { name: spaced('保存') }).click();
    const overwrite = page.getByRole('dialog').filter({ hasText: '已存在，是否覆盖？' });
    await expect(overwrite).toContainText(`“${SAVED_NAME}” 已存在，是否覆盖？`);
    await saveShot(page, 'advanced-query-overwrite');
    await clickDialogButton(overwrite, spaced('覆盖'));
    await expect(page.getByText('保存成功')).toBeVisible();

    // deleting asks first
    await builder(page)
      .getByRole('button', { name: `删除查询 ${SAVED_NAME}` })
      .click();
    const confirmDelete = page.getByRole('dialog').filter({ hasText: '确定删除当前查询吗？' });
    await clickDialogButton(confirmDelete, spaced('删除'));
    await expect(builder(page).getByTestId('super-query-saved')).toContainText('没有保存任何查询');

    // reset: the flag goes, one empty row stays, the list is whole again
    await builder(page)
      .getByRole('button', { name: spaced('重置') })
      .click();
    await expect(builder(page).getByTestId('super-query-row')).toHaveCount(1);
    await builder(page)
      .getByRole('button', { name: spaced('关闭') })
      .click();
    await expect(queryButton(page)).toHaveAttribute('data-active', 'false');
    await expect(rows(page)).toHaveCount(10);
  });

  test("'in' keeps several values; leaving it keeps the first", async ({ page }) => {
    await openDemo(page);
    await queryButton(page).click();
    await choose(page, conditionField(page, 1), '账号');
    await choose(page, conditionRule(page, 1), '在...中');
    const tags = conditionValue(page, 1).locator('input');
    await tags.fill('lina');
    await tags.press('Enter');
    await tags.fill('wangfang');
    await tags.press('Enter');
    await builder(page)
      .getByRole('button', { name: spaced('查询') })
      .click();
    await expect(rows(page)).toHaveCount(2);
    await expect(rowOf(page, '李娜')).toBeVisible();
    await expect(rowOf(page, '王芳')).toBeVisible();

    await queryButton(page).click();
    await choose(page, conditionRule(page, 1), '等于');
    await expect(conditionValue(page, 1).getByPlaceholder('请输入值')).toHaveValue('lina');
    await builder(page)
      .getByRole('button', { name: spaced('查询') })
      .click();
    await expectOnlyWomenNamedLi(page);
    await expect(rowOf(page, '李娜')).toBeVisible();
  });

  test('column chooser survives a reload and resets; headers resize; selection bar and batch delete', async ({ page }) => {
    test.setTimeout(90_000);
    await openDemo(page);
    await expect(headerTitles(page).filter({ hasText: '手机号' })).toHaveCount(1);
    await expect(headerTitles(page).filter({ hasText: '邮箱' })).toHaveCount(0); // hidden by default

    await page.getByRole('button', { name: /列设置/ }).click();
    const chooser = page.getByTestId('column-chooser');
    await chooser.getByLabel('手机号').uncheck();
    await expect(headerTitles(page).filter({ hasText: '手机号' })).toHaveCount(0);
    await saveShot(page, 'advanced-query-columns');
    await chooser.getByRole('button', { name: spaced('保存') }).click();
    await page.reload();
    await expect(rows(page)).toHaveCount(10);
    await expect(headerTitles(page).filter({ hasText: '手机号' })).toHaveCount(0);
    await page.getByRole('button', { name: /列设置/ }).click();
    await page
      .getByTestId('column-chooser')
      .getByRole('button', { name: spaced('重置') })
      .click();
    await expect(headerTitles(page).filter({ hasText: '手机号' })).toHaveCount(1);

    // drag the right edge of 姓名: wider, and never under 60 px
    const nameHeader = headerTitles(page).filter({ hasText: '姓名' });
    const before = (await nameHeader.boundingBox())!.width;
    const handle = nameHeader.getByRole('separator', { name: '拖动调整列宽' });
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 80, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await nameHeader.boundingBox())!.width).toBeGreaterThan(before + 60);
    const wide = (await handle.boundingBox())!;
    await page.mouse.move(wide.x + wide.width / 2, wide.y + wide.height / 2);
    await page.mouse.down();
    await page.mouse.move(wide.x - 400, wide.y + wide.height / 2, { steps: 5 });
    await page.mouse.up();
    // held at 60 px; the table still fills its box, so spare room may widen every column a little
    await expect.poll(async () => (await nameHeader.boundingBox())!.width).toBeLessThan(75);
    expect((await nameHeader.boundingBox())!.width).toBeGreaterThanOrEqual(60);

    // batch delete: nothing selected, then a selection asks first (cancelled here)
    await page.getByRole('button', { name: /批量删除/ }).click();
    await expect(page.getByText('请选择一条记录！')).toBeVisible();
    await rows(page).first().getByRole('checkbox').check();
    await expect(page.getByTestId('selection-bar')).toContainText('已选择 1 项');
    await page.getByRole('button', { name: /批量删除/ }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确认删除' });
    await expect(confirm).toContainText('是否删除选中数据？');
    await confirm.getByRole('button', { name: spaced('取消') }).click();
    await page
      .getByTestId('selection-bar')
      .getByRole('button', { name: spaced('清空') })
      .click();
    await expect(page.getByTestId('selection-bar')).toContainText('已选择 0 项');
    await expect(rows(page)).toHaveCount(10); // nothing was deleted
  });

  test('the user list runs an advanced query on a dictionary field', async ({ page }) => {
    await signInAsAdmin(page);
    await openMenu(page, '系统管理', '用户管理');
    await expect(rows(page)).toHaveCount(10);
    const totalText = page.locator('.ant-pagination-total-text').filter({ visible: true });
    const total = async () => Number(/共 (\d+) 条/.exec((await totalText.textContent()) ?? '')?.[1]);
    const everyone = await total();
    await queryButton(page).click();
    await choose(page, conditionField(page, 1), '性别');
    await choose(page, conditionValue(page, 1).locator('.ant-select'), '女');
    await builder(page)
      .getByRole('button', { name: spaced('查询') })
      .click();
    await expect(queryButton(page)).toHaveAttribute('data-active', 'true');
    // the seeded tenant has 13 women among its staff
    await expect.poll(total).toBeLessThan(everyone);
    await expect.poll(total).toBeGreaterThanOrEqual(13);
    await expect(rows(page)).toHaveCount(10);
    for (const row of await rows(page).all()) await expect(row).toContainText('女');
    await saveShot(page, 'advanced-query-users');
  });
});
