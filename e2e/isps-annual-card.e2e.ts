/**
 * 年卡审核 (issue 24): the desk submits an annual-card application for a verified passenger with a
 * scanned document; the card waits as 待审核; 谢婷 of the customer centre approves it in 我的待办;
 * the application is 已通过 and the card 正常 in 办卡管理.
 */
import { expect, test, type Page } from '@playwright/test';
import { verifiedPassenger } from './isps-setup';
import { button, clickDialogButton, rowOf, saveShot, signInAs, signInAsAdmin, tableOverflow } from './support';

const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text });
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAGklEQVR4nGP4z8BAEmIY1TCqYVTDqIYhqwEAFGIP8XbkuhwAAAAASUVORK5CYII=', 'base64');

test('an annual-card application is approved in 我的待办 and the card is active afterwards', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const passenger = await verifiedPassenger(page.request);
  const cardNo = `3107${String(Date.now()).slice(-10)}`;
  await signInAsAdmin(page, '/isps/annualCardCheck');
  await expect(page.getByRole('button', { name: button('年卡申请') })).toBeVisible();

  await page.getByRole('button', { name: button('年卡申请') }).click();
  const dialog = page.getByRole('dialog', { name: '年卡申请' });
  await dialog.getByLabel('乘客', { exact: true }).fill(passenger.phone.slice(-4));
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: passenger.realName }).first().click();
  await dialog.getByLabel('持卡人身份证号', { exact: true }).fill(passenger.idCard);
  await dialog.getByLabel('卡号', { exact: true }).fill(cardNo);
  // nothing uploaded yet: said under the field
  await dialog.getByRole('button', { name: button('提交审核') }).click();
  await expect(dialog.getByText('请上传证明材料（身份证、资格证明等）')).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)').first()).toBeVisible();
  await saveShot(page, 'isps-annual-card-apply');
  await clickDialogButton(dialog, button('提交审核'));
  await expect(toast(page, '已提交年卡审核，审核通过后卡片生效')).toBeVisible();

  const row = rowOf(page, cardNo);
  await expect(row).toContainText('审核中');
  await expect(row).toContainText('客服中心审核');
  expect(await tableOverflow(page)).toBe(0);

  // 谢婷 (客服中心) approves it from 我的待办
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await signInAs(reviewer, 'xieting', '/workflow/todo');
  await rowOf(reviewer, `年卡审核-${passenger.realName}-${cardNo}`)
    .getByRole('button', { name: button('审批') })
    .click();
  const approval = reviewer.locator('.ant-modal', { hasText: `审批：年卡审核-${passenger.realName}-${cardNo}` }).filter({ visible: true });
  await approval.getByLabel('审批意见').fill('材料齐全，同意开通');
  await clickDialogButton(approval, button('同意'));
  await expect(reviewer.getByText('审批成功')).toBeVisible();
  await reviewerContext.close();

  await page.reload();
  await expect(rowOf(page, cardNo)).toContainText('已通过');
  await expect(rowOf(page, cardNo)).toContainText('材料齐全，同意开通');
  await saveShot(page, 'isps-annual-card-list');
  await page.goto('/isps/cardProcessing');
  await page.getByRole('textbox', { name: '卡号' }).fill(cardNo);
  await page.getByRole('button', { name: button('查询') }).click();
  await expect(rowOf(page, cardNo)).toContainText('年卡');
  await expect(rowOf(page, cardNo)).toContainText('正常');
});
