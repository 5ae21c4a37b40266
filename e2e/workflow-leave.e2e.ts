import { expect, test, type Page } from '@playwright/test';
import { button, clickDialogButton, rowOf, saveShot, signInAs } from './support';

/** Opens 审批 on the user's to-do of that node and returns its dialog. */
async function openTask(page: Page, nodeName: string) {
  await page.goto('/workflow/todo');
  const row = rowOf(page, nodeName).filter({ hasText: '请假申请-刘洋' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: button('审批') }).click();
  return page.locator('.ant-modal', { hasText: '审批：请假申请-刘洋' });
}

test('the seeded leave process: 刘洋 applies for 5 days, his department head and then HR decide, HR sends it back, he resubmits', async ({ page }) => {
  // 刘洋 (调度员, 运营管理部) fills 请假申请; 曹艳, the department's manager, is shown as the next approver
  await signInAs(page, 'liuyang', '/workflow/form/leave');
  const next = page.locator('.ant-card', { hasText: '审批路线' });
  await expect(next.getByText('部门负责人审批')).toBeVisible();
  await expect(next.getByText('曹艳')).toBeVisible();
  // 提交 with nothing filled: the form names what is missing
  await page.getByRole('button', { name: button('提交') }).click();
  await expect(page.locator('.ant-form-item-explain-error', { hasText: '请选择请假类型' })).toBeVisible();

  await page.getByLabel('请假类型').click();
  await page.locator('.ant-select-dropdown:visible').getByText('年休假', { exact: true }).click();
  await page.getByLabel('请假天数').fill('5');
  const range = page.locator('.ant-picker-range input');
  await range.first().click();
  await range.first().fill('2026-12-07');
  await range.nth(1).fill('2026-12-11');
  await range.nth(1).press('Enter');
  await page.getByLabel('请假事由').fill('回老家探亲，车队已安排顶班');
  // more than 3 days: the route goes on to 人事审批, any HR specialist
  await expect(next.getByText('人事审批')).toBeVisible();
  await expect(next.getByText('陈静、宋佳、孙丽')).toBeVisible();
  await saveShot(page, 'workflow-leave');
  await page.getByRole('button', { name: button('提交') }).click();
  await expect(page.getByText(/流程已发起，编号 QJ-\d{8}-0001/)).toBeVisible();
  const mine = page.locator('.ant-card', { hasText: '我的请假记录' });
  await expect(rowOf(page, '部门负责人审批')).toHaveCount(1);
  await expect(mine.getByText('审批中')).toBeVisible();

  // 曹艳 approves from 我的待办
  await signInAs(page, 'caoyan');
  let dialog = await openTask(page, '部门负责人审批');
  // the application as 刘洋 filled it, for reading only
  await expect(dialog.getByLabel('请假事由')).toHaveValue('回老家探亲，车队已安排顶班');
  await expect(dialog.getByLabel('请假事由')).toBeDisabled();
  await dialog.getByLabel('审批意见').fill('同意，注意交接');
  await saveShot(page, 'workflow-leave-approve');
  await clickDialogButton(dialog, button('同意'));
  await expect(page.getByText('审批成功')).toBeVisible();

  // 5 days: on to 人事审批, offered to the HR specialists; 陈静 sends it back to 刘洋
  await signInAs(page, 'chenjing');
  dialog = await openTask(page, '人事审批');
  await dialog.getByText('驳回', { exact: true }).click();
  await dialog.getByLabel('驳回到').click();
  await page.locator('.ant-select-dropdown:visible').getByText('发起人', { exact: true }).click();
  await dialog.getByLabel('驳回理由').fill('请补充工作交接人');
  await clickDialogButton(dialog, button('驳回'));
  await expect(page.getByText('已驳回')).toBeVisible();

  // 刘洋 resubmits; both approve again; the application is approved
  await signInAs(page, 'liuyang');
  dialog = await openTask(page, '发起人');
  await expect(dialog.getByLabel('工作交接人')).toBeEditable();
  await dialog.getByLabel('工作交接人').fill('张伟');
  await dialog.getByLabel('说明').fill('已补充交接人');
  await clickDialogButton(dialog, button('重新提交'));
  await expect(page.getByText('审批成功')).toBeVisible();
  await signInAs(page, 'caoyan');
  dialog = await openTask(page, '部门负责人审批');
  await clickDialogButton(dialog, button('同意'));
  await expect(page.getByText('审批成功')).toBeVisible();
  await signInAs(page, 'chenjing');
  dialog = await openTask(page, '人事审批');
  await clickDialogButton(dialog, button('同意'));
  await expect(page.getByText('审批成功')).toBeVisible();

  await signInAs(page, 'liuyang', '/workflow/send');
  const application = rowOf(page, '请假申请-刘洋');
  await expect(application.getByText('已通过')).toBeVisible();
  await expect(application.getByText(/QJ-\d{8}-0001/)).toBeVisible();
});
