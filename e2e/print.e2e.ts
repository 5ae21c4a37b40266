import { expect, test, type Page } from '@playwright/test';
import { pdfText } from './pdf-text';
import { apiLogin, signInAs } from './support';

/**
 * Issue 22 item 3: 班次管理's print rule (everything but the timetable hidden) applied to every page
 * once its chunk had loaded, so 流程详情's 打印 gave a blank page. Print rules belong to the page
 * that prints. Checked on the PDF Chromium prints, read back as text.
 */

/** Moves inside the app without reloading it, as a link does: the chunks (and styles) loaded stay. */
async function moveInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('流程详情 prints its form after 班次管理 was open; 班次管理 prints its timetable, not the shell', async ({ page }) => {
  // 刘洋's leave request, started through the API as the 请假申请 page starts it
  await signInAs(page, 'liuyang', '/zsgj/shift');
  const token = await apiLogin(page.request, 'liuyang');
  // (no 车 in it: the PDF's font maps it to a radical, see pdf-text.ts)
  const reason = `回老家探亲${Date.now() % 100000}，班组已安排顶班`;
  const started = await page.request.post('/api/workflow/process/start', {
    data: {
      processKey: 'leave',
      variables: { leaveType: 'annual', days: 5, period: ['2026-12-07', '2026-12-11'], startHalf: 'am', endHalf: 'pm', reason, handover: '王强' },
    },
    headers: { 'X-Access-Token': token },
  });
  expect(started.status(), await started.text()).toBe(200);
  const instanceId = (await started.json()).result.id as string;

  // 班次管理 › 时刻表 of 1路 on weekdays: its printed timetable (and its print styles) loaded
  await page.getByRole('tab', { name: '时刻表' }).click();
  await page.locator('.ant-select', { has: page.locator('#tt-route') }).click();
  await page.keyboard.type('1路');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^1路/ }).first().click();
  await page.locator('.ant-select', { has: page.locator('#tt-calendar') }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^工作日(?!\d)/ })
    .first()
    .click();
  const sheet = page.getByTestId('printed-timetable');
  await expect(sheet).toBeVisible();
  const lastStop = (await sheet.locator('.tt-stop').last().textContent())!.trim();

  // then the leave request's detail, in the same app
  await moveInApp(page, `/workflow/process/detail/${instanceId}`);
  const detail = page.locator('.wf-detail-page');
  await expect(detail.locator('.wf-detail-form').getByLabel('请假事由')).toHaveValue(reason);
  const detailPdf = await pdfText(await page.pdf({ format: 'A4' }));
  expect(detailPdf).toContain('请假事由');
  expect(detailPdf).toContain(reason.normalize('NFKC'));
  expect(detailPdf).not.toContain(lastStop);

  // back on 班次管理, 打印 prints the timetable alone (the print dialog itself is left out: headless)
  await page.getByTestId('tab-bar').getByText('班次管理').click();
  await expect(sheet).toBeVisible();
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole('button', { name: /打\s*印/ }).click();
  const timetablePdf = await pdfText(await page.pdf({ format: 'A4', landscape: true }));
  expect(timetablePdf).toContain(lastStop);
  expect(timetablePdf).toContain('1路');
  expect(timetablePdf).toContain('05:30');
  expect(timetablePdf).not.toContain('系统管理');
  expect(timetablePdf).not.toContain('流水号');
  expect(timetablePdf).not.toContain(reason.normalize('NFKC'));
});
