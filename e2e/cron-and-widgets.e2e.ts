/**
 * The cron editor (tabs, cascade, preview of the next ten times from the server's scheduler,
 * hideSecond, the scheduled-job form) and the small widgets (prompt dialog, fullscreen modal,
 * QR popover, detail list, page wrapper, 查询 button, helpers) on /demo/widgets.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openMenu, signInAsAdmin, button, saveShot } from './support';

/** antd spaces two-character labels ('确 定'); icons add their own name before the text. */

const pad = (n: number) => String(n).padStart(2, '0');
const format = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/** Quartz '0 0/15 6-22 ? * 2-6' worked out here: minutes 0/15/30/45, hours 6-22, Monday to Friday, after `from`. */
function weekdayQuarterHours(from: Date, count: number): string[] {
  const t = new Date(from);
  t.setSeconds(0, 0);
  const out: string[] = [];
  while (out.length < count) {
    t.setMinutes(t.getMinutes() + 1);
    const day = t.getDay();
    if (day >= 1 && day <= 5 && t.getHours() >= 6 && t.getHours() <= 22 && t.getMinutes() % 15 === 0) out.push(format(t));
  }
  return out;
}

async function openDemo(page: Page, tab: 'cron' | 'misc') {
  await signInAsAdmin(page, `/demo/widgets?tab=${tab}`);
}

/** Opens the cron dialog of the demo form item with that label. */
async function openCronDialog(page: Page, label: string): Promise<Locator> {
  await page
    .locator('.ant-form-item', { hasText: label })
    .getByRole('button', { name: button('选择') })
    .click();
  const dialog = page.locator('.cron-editor-modal');
  await expect(dialog).toBeVisible();
  return dialog;
}

const activePanel = (dialog: Locator) => dialog.locator('.ant-tabs-tabpane-active');
const previewTimes = (scope: Locator) => scope.locator('.cron-preview-times li');

test('sets every 15 minutes from 6 to 22 on weekdays through the tabs; the next ten times are right for now', async ({ page }) => {
  await openDemo(page, 'cron');
  await expect(page.getByTestId('cron-value-dispatch')).toHaveText('0 0 5 * * ?');
  const dialog = await openCronDialog(page, '发车计划（含秒和年）');
  await expect.poll(async () => Math.round((await dialog.boundingBox())!.width)).toBe(800);
  await expect(dialog.getByRole('tab')).toHaveText(['秒', '分', '时', '日', '月', '周', '年']);
  const expression = dialog.getByLabel('Cron 表达式');
  await expect(expression).toHaveValue('0 0 5 * * ?');

  await dialog.getByRole('tab', { name: '分' }).click();
  await activePanel(dialog).getByLabel('分循环间隔').fill('15');
  await expect(activePanel(dialog).getByRole('radio', { name: '循环' })).toBeChecked();
  await expect(expression).toHaveValue('0 0/15 5 * * ?');

  await dialog.getByRole('tab', { name: '时' }).click();
  await activePanel(dialog).getByLabel('时区间开始').fill('6');
  await activePanel(dialog).getByLabel('时区间结束').fill('22');
  await expect(expression).toHaveValue('0 0/15 6-22 * * ?');

  const before = new Date();
  await dialog.getByRole('tab', { name: '周' }).click();
  await activePanel(dialog).getByRole('radio', { name: '区间' }).click();
  // week 2-6 is Monday to Friday; the day becomes "not set" because only one of them may be set
  await expect(expression).toHaveValue('0 0/15 6-22 ? * 2-6');
  await dialog.getByRole('tab', { name: '日' }).click();
  await expect(activePanel(dialog).getByRole('radio', { name: '不设置' })).toBeChecked();

  await expect(dialog.getByText('近十次执行时间（不含年）')).toBeVisible();
  await expect(previewTimes(dialog)).toHaveCount(10);
  // the server computed them at some moment between `before` and now: one of the two lists
  await expect
    .poll(async () => {
      const shown = JSON.stringify(await previewTimes(dialog).allTextContents());
      return [weekdayQuarterHours(before, 10), weekdayQuarterHours(new Date(), 10)].map((l) => JSON.stringify(l)).includes(shown);
    })
    .toBe(true);
  await saveShot(page, 'cron-editor-dialog');

  await dialog.getByRole('button', { name: button('确定') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('cron-value-dispatch')).toHaveText('0 0/15 6-22 ? * 2-6');
  await expect(page.locator('.ant-form-item', { hasText: '发车计划（含秒和年）' }).getByRole('textbox')).toHaveValue('0 0/15 6-22 ? * 2-6');
});

test('a year in the future gives fixed times, a past year has no execution time, and cancel keeps the value', async ({ page }) => {
  await openDemo(page, 'cron');
  const field = page.locator('.ant-form-item', { hasText: '发车计划（含秒和年）' }).getByRole('textbox');
  await field.fill('0 0/15 6-22 ? * 2-6');
  const dialog = await openCronDialog(page, '发车计划（含秒和年）');
  await dialog.getByRole('tab', { name: '年' }).click();
  await activePanel(dialog).getByLabel('年区间开始').fill('2030');
  await activePanel(dialog).getByLabel('年区间结束').fill('2030');
  // setting the year pins the month to January
  await expect(dialog.getByLabel('Cron 表达式')).toHaveValue('0 0/15 6-22 ? 1 2-6 2030-2030');
  const expected = ['06:00', '06:15', '06:30', '06:45', '07:00', '07:15', '07:30', '07:45', '08:00', '08:15'].map((t) => `2030-01-01 ${t}:00`);
  await expect(previewTimes(dialog)).toHaveText(expected);

  await dialog.getByLabel('Cron 表达式').fill('0 0 12 * * ? 2020');
  await dialog.getByLabel('Cron 表达式').press('Enter');
  await expect(dialog.getByTestId('cron-preview')).toContainText('没有执行时间');
  await saveShot(page, 'cron-editor-no-times');

  await dialog.getByRole('button', { name: button('取消') }).click();
  await expect(dialog).toBeHidden();
  await expect(field).toHaveValue('0 0/15 6-22 ? * 2-6');
});

test('hideSecond: no second or year tab, five fields, last Friday of the month', async ({ page }) => {
  await openDemo(page, 'cron');
  const dialog = await openCronDialog(page, '周报推送（不含秒，hideSecond）');
  await expect(dialog.getByRole('tab')).toHaveText(['分', '时', '日', '月', '周']);
  await expect(dialog.getByLabel('Cron 表达式')).toHaveValue('0 8 ? * 2');
  await dialog.getByRole('tab', { name: '周' }).click();
  await expect(activePanel(dialog).getByRole('radio', { name: '指定' })).toBeChecked();
  await activePanel(dialog).getByRole('radio', { name: '最后一个' }).click();
  await expect(dialog.getByLabel('Cron 表达式')).toHaveValue('0 8 ? * 6L');
  await expect(previewTimes(dialog)).toHaveCount(10);
  await expect
    .poll(async () =>
      (await previewTimes(dialog).allTextContents()).every((text) => {
        const [date, time] = text.split(' ');
        const day = new Date(`${date}T00:00:00`);
        const inAWeek = new Date(day);
        inAWeek.setDate(day.getDate() + 7);
        return time === '08:00:00' && day.getDay() === 5 && inAWeek.getMonth() !== day.getMonth();
      }),
    )
    .toBe(true);
  await dialog.getByRole('button', { name: button('确定') }).click();
  await expect(page.getByTestId('cron-value-report')).toHaveText('0 8 ? * 6L');
});

test('the scheduled-job form picks its cron with the editor', async ({ page }) => {
  await signInAsAdmin(page);
  await openMenu(page, '系统管理', '定时任务');
  await page
    .getByRole('button', { name: button('新增') })
    .locator('visible=true')
    .click();
  const jobModal = page.locator('.ant-modal', { hasText: '新增定时任务' });
  await expect(jobModal.getByLabel('Cron 表达式')).toHaveValue('0 0/5 * * * ?');
  await jobModal.getByRole('button', { name: button('选择') }).click();
  const dialog = page.locator('.cron-editor-modal');
  await expect(dialog.getByLabel('Cron 表达式')).toHaveValue('0 0/5 * * * ?');
  await dialog.getByRole('tab', { name: '日' }).click();
  await activePanel(dialog).getByRole('radio', { name: '最后一日' }).click();
  await expect(dialog.getByLabel('Cron 表达式')).toHaveValue('0 0/5 0 L * ?');
  await dialog.getByRole('button', { name: button('确定') }).click();
  await expect(dialog).toBeHidden();
  await expect(jobModal.getByLabel('Cron 表达式')).toHaveValue('0 0/5 0 L * ?');
  await expect(previewTimes(jobModal)).toHaveCount(10);
  await expect
    .poll(async () =>
      (await previewTimes(jobModal).allTextContents()).every((text) => {
        const day = new Date(`${text.split(' ')[0]}T00:00:00`);
        const next = new Date(day);
        next.setDate(day.getDate() + 1);
        return next.getDate() === 1 && /^00:[0-5][05]:00$/.test(text.split(' ')[1]);
      }),
    )
    .toBe(true);
  await saveShot(page, 'cron-in-job-form');
  await jobModal.getByRole('button', { name: button('取消') }).click();
});

test('prompt dialog: checks the rules, waits for the async check, Enter submits, cancel keeps the name', async ({ page }) => {
  await openDemo(page, 'misc');
  await expect(page.getByTestId('line-name')).toHaveText('1路');
  await page.getByRole('button', { name: button('修改线路名称') }).click();
  const dialog = page.locator('.prompt-dialog');
  const input = dialog.getByLabel('线路名称');
  await expect(input).toHaveValue('1路');
  await input.fill('');
  await dialog.getByRole('button', { name: button('确定') }).click();
  await expect(dialog).toContainText('请输入线路名称');
  await input.fill('快线');
  await input.press('Enter');
  await expect(dialog).toContainText('线路名称格式为“数字+路”');

  await input.fill('2路');
  await input.press('Enter');
  await expect(dialog.locator('.ant-btn-loading')).toBeVisible();
  await expect(dialog).toContainText('线路名称“2路”已存在');
  await expect(dialog).toBeVisible();
  await saveShot(page, 'prompt-dialog-error');

  await input.fill('12路快线');
  await input.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('line-name')).toHaveText('12路快线');
  await expect(page.getByText('线路名称已修改')).toBeVisible();

  await page.getByRole('button', { name: button('修改线路名称') }).click();
  await expect(dialog.getByLabel('线路名称')).toHaveValue('12路快线');
  await dialog.getByLabel('线路名称').fill('99路');
  await dialog.getByRole('button', { name: button('取消') }).click();
  await expect(page.getByText('已取消修改')).toBeVisible();
  await expect(page.getByTestId('line-name')).toHaveText('12路快线');
});

test('fullscreen modal toggles and opens in the normal size again', async ({ page }) => {
  await openDemo(page, 'misc');
  const viewport = page.viewportSize()!;
  await page.getByRole('button', { name: button('查看线路走向') }).click();
  const modal = page.locator('.fullscreen-modal');
  await expect(modal).toContainText('大学城北门');
  await expect.poll(async () => Math.round((await modal.boundingBox())!.width)).toBe(560);
  await modal.getByRole('button', { name: '全屏' }).click();
  await expect(modal).toHaveClass(/fullscreen-modal-on/);
  await expect.poll(async () => Math.round((await modal.boundingBox())!.width)).toBe(viewport.width);
  await expect.poll(async () => Math.round((await modal.locator('.ant-modal-content').boundingBox())!.height)).toBe(viewport.height);
  await saveShot(page, 'fullscreen-modal');
  await modal.getByRole('button', { name: '退出全屏' }).click();
  await expect.poll(async () => Math.round((await modal.boundingBox())!.width)).toBe(560);
  await modal.getByRole('button', { name: '全屏' }).click();
  await expect(modal).toHaveClass(/fullscreen-modal-on/);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();

  await page.getByRole('button', { name: button('查看线路走向') }).click();
  await expect(modal).toBeVisible();
  await expect(modal).not.toHaveClass(/fullscreen-modal-on/);
  await expect.poll(async () => Math.round((await modal.boundingBox())!.width)).toBe(560);
});

test('QR popover, detail list, page wrapper, 查询 button and the helpers', async ({ page }) => {
  await openDemo(page, 'misc');
  const row = (text: string) => page.locator('.ant-table-row', { hasText: text });
  await row('火车站').getByRole('button', { name: '二维码' }).hover();
  const popover = page.locator('.ant-popover', { hasText: '火车站 乘车码' });
  await expect(popover.locator('.ant-qrcode svg')).toBeVisible();
  await saveShot(page, 'qr-popover');
  await row('软件园（新建）').getByRole('button', { name: '二维码' }).hover();
  await expect(page.locator('.ant-popover', { hasText: '软件园（新建） 乘车码' })).toContainText('暂无内容');
  await row('月度行程汇总').getByRole('button', { name: '二维码' }).hover();
  await expect(page.locator('.ant-popover', { hasText: '月度行程汇总（数据过长） 乘车码' })).toContainText('二维码生成失败');
  await expect(page.locator('.ant-message')).toContainText('二维码生成失败');

  const details = page.locator('.ant-card-small', { hasText: '详情列表' });
  await expect(details.locator('.ant-descriptions-row').first().locator('th')).toHaveCount(3);
  await details.getByText('每行 4 项').click();
  await expect(details.locator('.ant-descriptions-row').first().locator('th')).toHaveCount(4);
  await expect(details).toContainText('1,680,000.00');

  const wrapper = page.getByTestId('page-wrapper-demo');
  await expect(wrapper.getByRole('heading', { name: '线路管理' })).toBeVisible();
  await wrapper.getByPlaceholder('输入线路名称或站点搜索').fill('人民广场');
  await wrapper.getByPlaceholder('输入线路名称或站点搜索').press('Enter');
  await expect(wrapper.locator('.ant-list-item')).toHaveCount(2);
  await wrapper.getByRole('tab', { name: '已停运' }).click();
  await expect(wrapper).toContainText('没有找到与“人民广场”相关的线路');
  await wrapper.getByPlaceholder('输入线路名称或站点搜索').fill('');
  await wrapper.getByPlaceholder('输入线路名称或站点搜索').press('Enter');
  await expect(wrapper.locator('.ant-list-item')).toHaveText([/35路/]);

  const query = page.locator('.ant-card-small', { hasText: '查询按钮' });
  await query.getByPlaceholder('工号或姓名').fill('张');
  await query.getByRole('button', { name: button('查询') }).click();
  await expect(query.locator('.ant-list-item')).toHaveText(['03127 张建国（12路）']);

  await expect(page.getByTestId('money')).toHaveText('¥ 12,345.67');
  await page.getByLabel('金额（分）').fill('5');
  await expect(page.getByTestId('money')).toHaveText('¥ 0.05');
  await page.getByLabel('线路描述').fill('K101路 机场');
  await expect(page.getByTestId('text-width')).toHaveText('11');
  await expect(page.getByTestId('id-card-info')).toContainText('1949-12-31');
  await expect(page.getByTestId('id-card-info')).toContainText('女');
  await page.getByLabel('身份证号').fill('110105194912310021');
  await expect(page.getByText('身份证号格式不正确')).toBeVisible();
  await saveShot(page, 'misc-widgets', { fullPage: true });
});
