/**
 * 卡务与支付服务's passenger-app content (issue 24), four walks through its pages instead of a smoke
 * test per page: a feedback answered and closed; a category and a rich-text article in it; a
 * version refused below its platform's highest, the carousel's validity and the service points'
 * coordinates; the app's settings saved and a sheet of stop codes printed. The columns of the
 * lists fit 1440 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from './pdf-text';
import { button, clickDialogButton, openMenu, rowOf, saveShot, signInAsAdmin } from './support';

const unique = () => String(Date.now() % 1_000_000);

/** how far the tables on screen scroll sideways (0: every column fits; pages kept alive in other tabs aside) */
const overflowOnScreen = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      0,
      ...[...document.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')]
        .filter((box) => box.checkVisibility())
        .map((box) => box.scrollWidth - box.clientWidth),
    ),
  );

test('意见反馈: a feedback taken down, answered (the state moves, who replied is shown) and closed after a confirmation', async ({ page }) => {
  await signInAsAdmin(page, '/isps/feedback');
  await expect(page.getByRole('columnheader', { name: '反馈内容' })).toBeVisible();
  // the seeded week of feedback is there, and the columns fit
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  expect(await overflowOnScreen(page)).toBe(0);
  await saveShot(page, 'isps-feedback');

  const content = `e2e 反馈 ${unique()}：12路末班车太早`;
  await page.getByRole('button', { name: button('登记反馈') }).click();
  const dialog = page.getByRole('dialog', { name: '新增意见反馈' });
  await dialog.getByLabel('反馈类型', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '线路与班次' }).click();
  await dialog.getByLabel('反馈内容', { exact: true }).fill(content);
  await dialog.getByLabel('提交时间', { exact: true }).fill('2026-12-07 08:30:00');
  await dialog.getByLabel('提交时间', { exact: true }).press('Enter');
  await dialog.getByRole('button', { name: button('确定') }).click();
  await expect(dialog).toBeHidden();
  const row = rowOf(page, content);
  await expect(row).toContainText('待处理');

  await row.getByRole('button', { name: button('回复') }).click();
  const reply = page.getByRole('dialog', { name: '回复意见反馈' });
  await expect(reply).toContainText(content);
  await expect(reply).toContainText('暂无回复');
  await reply.getByRole('button', { name: button('发送回复') }).click();
  await expect(reply.getByText('请输入回复内容')).toBeVisible();
  await reply.getByLabel('回复内容').fill('已转线路部门，下月起末班车延后至 23:00');
  await reply.getByRole('button', { name: button('发送回复') }).click();
  await expect(page.getByText('回复成功')).toBeVisible();
  await expect(reply).toBeHidden();
  await expect(row).toContainText('已回复');
  await expect(row).toContainText('admin');
  // answered, it is no longer edited; it may be answered again
  await expect(row.getByRole('button', { name: button('编辑') })).toHaveCount(0);
  await row.getByRole('button', { name: button('再次回复') }).click();
  await expect(reply.getByText('已转线路部门，下月起末班车延后至 23:00')).toBeVisible();
  await reply.getByRole('button', { name: button('取消') }).click();

  await row.getByRole('button', { name: button('关闭') }).click();
  const confirm = page.locator('.ant-modal-confirm', { hasText: '确定关闭该反馈吗？' });
  await expect(confirm).toContainText('关闭后不能再回复或修改');
  await clickDialogButton(confirm, button('关闭'));
  await expect(row).toContainText('已关闭');
  await expect(row.getByRole('button', { name: button('再次回复') })).toHaveCount(0);
});

test('资讯分类与公告: a new category, and a published article in it written in the rich-text editor', async ({ page }) => {
  await signInAsAdmin(page, '/isps/infoCategory');
  // the first category's articles are shown under the categories
  await expect(page.getByText('「出行公告」的资讯')).toBeVisible();
  await expect(rowOf(page, '元旦假期公交运营安排')).toBeVisible();

  const name = `e2e分类${unique()}`;
  await page
    .getByRole('button', { name: button('新增') })
    .first()
    .click();
  const categoryDialog = page.getByRole('dialog', { name: '新增资讯分类' });
  await categoryDialog.getByLabel('分类名称', { exact: true }).fill(name);
  await categoryDialog.getByLabel('排序', { exact: true }).fill('9');
  await categoryDialog.getByRole('button', { name: button('确定') }).click();
  await expect(categoryDialog).toBeHidden();
  await rowOf(page, name)
    .getByRole('button', { name: /查看资讯/ })
    .click();
  await expect(page.getByText(`「${name}」的资讯`)).toBeVisible();
  await expect(page.getByText('该分类下暂无资讯')).toBeVisible();

  const title = `e2e 资讯 ${unique()} 夜班线开通`;
  await page.getByRole('button', { name: button('新增资讯') }).click();
  const dialog = page.getByRole('dialog', { name: '新增资讯' });
  await expect(dialog.getByLabel('所属分类', { exact: true })).toBeVisible();
  await dialog.getByLabel('标题', { exact: true }).fill(title);
  const editor = dialog.locator('.ProseMirror');
  await editor.click();
  await page.keyboard.type('夜班线 N1 路 今晚开通');
  await page.keyboard.press('Control+A');
  await dialog.getByRole('button', { name: '加粗' }).click();
  await expect(editor.locator('strong')).toHaveText('夜班线 N1 路 今晚开通');
  await dialog.locator('.ant-select', { has: page.locator('#isps-infoArticle-form_state') }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '已发布' }).click();
  await saveShot(page, 'isps-info-article-form');
  await dialog.getByRole('button', { name: button('确定') }).click();
  await expect(dialog).toBeHidden();
  const row = rowOf(page, title);
  await expect(row).toContainText('已发布');
  // published without a time given: published now
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  expect(await overflowOnScreen(page)).toBe(0);
  await saveShot(page, 'isps-info-category');
});

test('APP 更新 refuses a version code not above its platform’s; 轮播图 says which pictures are shown now; 补登网点 keeps coordinates', async ({ page }) => {
  await signInAsAdmin(page, '/isps/appUpdate');
  await expect(rowOf(page, '3.2.0').first()).toBeVisible();
  expect(await overflowOnScreen(page)).toBe(0);

  await page.getByRole('button', { name: button('发布新版本') }).click();
  const dialog = page.getByRole('dialog', { name: '新增APP 版本' });
  await dialog.getByLabel('平台', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Android' }).click();
  const name = `9.${unique()}.0`;
  await dialog.getByLabel('版本名称', { exact: true }).fill(name);
  await dialog.getByLabel('版本号', { exact: true }).fill('1');
  await dialog.getByLabel('更新说明', { exact: true }).fill('新增夜班线实时到站');
  await dialog.getByLabel('下载地址', { exact: true }).fill('https://download.jcbus.cn/android/jcbus-e2e.apk');
  await dialog.getByRole('button', { name: button('确定') }).click();
  // the server's refusal lands under the field it names
  await expect(dialog.getByText(/^版本号须大于该平台已有的最高版本号 \d+$/)).toBeVisible();
  await dialog.getByLabel('版本号', { exact: true }).fill(String(1_000_000_000 + (Date.now() % 1_000_000_000)));
  await dialog.getByRole('button', { name: button('确定') }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, name)).toContainText('Android');

  await openMenu(page, '卡务与支付服务', '轮播图');
  const carousel = page.locator('.ant-table-row').filter({ visible: true });
  await expect(carousel.filter({ hasText: '扫码乘车享 8 折优惠' })).toContainText('生效中');
  await expect(carousel.filter({ hasText: '元旦假期延长运营' })).toContainText('已过期');
  await expect(carousel.filter({ hasText: '春节返乡定制专线开放预约' })).toContainText('未生效');
  expect(await overflowOnScreen(page)).toBe(0);
  await saveShot(page, 'isps-rotation-map');

  // the other lists show their seeded rows, their columns fitting too
  for (const [title, text] of [
    ['功能模块', '乘车码'],
    ['广告接入', '江城银行联名公交卡'],
    ['个人定制', '光谷软件园'],
    ['隐私协议', '2026 修订版'],
  ]) {
    await openMenu(page, '卡务与支付服务', title);
    await expect(rowOf(page, text).first()).toBeVisible();
    expect(await overflowOnScreen(page), title).toBe(0);
  }

  await openMenu(page, '卡务与支付服务', '补登网点');
  const place = rowOf(page, '光谷广场服务网点');
  await expect(place).toContainText('114.398216, 30.505312');
  expect(await overflowOnScreen(page)).toBe(0);
  await place.getByRole('button', { name: button('编辑') }).click();
  const edit = page.getByRole('dialog', { name: '编辑补登网点' });
  await edit.getByLabel('纬度', { exact: true }).fill('91');
  await edit.getByRole('button', { name: button('确定') }).click();
  await expect(edit.getByText('纬度须在 -90 到 90 之间')).toBeVisible();
  await edit.getByRole('button', { name: button('取消') }).click();
});

test('项目设置 and 主题设置 save with a message; 一站一码 prints the chosen stops’ codes alone', async ({ page }) => {
  await signInAsAdmin(page, '/isps/projectSetting');
  const appName = `江城出行${unique().slice(-4)}`;
  await page.getByLabel('APP 名称').fill(appName);
  await page.getByLabel('客服电话').fill('客服');
  await page.getByRole('button', { name: button('保存') }).click();
  await expect(page.getByText('电话格式不正确')).toBeVisible();
  await page.getByLabel('客服电话').fill('027-96390');
  await page.getByRole('button', { name: button('保存') }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page.getByText(/最近由 admin 于 .* 保存/)).toBeVisible();

  await openMenu(page, '卡务与支付服务', '主题设置');
  await expect(page.getByRole('img', { name: '主题预览' })).toBeVisible();
  await page
    .getByRole('button', { name: button('保存') })
    .filter({ visible: true })
    .click();
  await expect(page.getByText('保存成功').filter({ visible: true }).first()).toBeVisible();
  await saveShot(page, 'isps-theme');

  await openMenu(page, '卡务与支付服务', '一站一码');
  const rows = page.locator('.ant-table-row').filter({ visible: true });
  await expect(rows.first()).toBeVisible();
  expect(await overflowOnScreen(page)).toBe(0);
  const codes = [];
  for (const index of [0, 1]) {
    const row = rows.nth(index);
    codes.push((await row.locator('td').nth(1).textContent())!.trim());
    await row.getByRole('checkbox').check();
  }
  await page.getByRole('button', { name: /打印二维码（2）/ }).click();
  const preview = page.getByRole('dialog', { name: '打印预览（2 个站点）' });
  const sheet = preview.getByTestId('station-code-sheet');
  await expect(sheet.locator('svg')).toHaveCount(2);
  await expect(sheet).toContainText(`打开${appName} APP`);
  await saveShot(page, 'isps-station-codes');
  // while the preview is open a print is the sheet alone
  const pdf = await pdfText(await page.pdf({ format: 'A4' }));
  // (by the stops' codes: the PDF's font gives 车 of a name as a radical, see pdf-text.ts)
  for (const code of codes) expect(pdf).toContain(`站点编码 ${code}`);
  expect(pdf).not.toContain('经过线路');
  await preview.getByRole('button', { name: button('关闭') }).click();
  await expect(preview).toBeHidden();
});
