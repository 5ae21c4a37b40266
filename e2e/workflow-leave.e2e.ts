import { expect, test, type Page } from '@playwright/test';
import { apiLogin, button, clickDialogButton, rowOf, saveShot, signInAs, signInAsAdmin } from './support';
import { countersignXml } from '../apps/server/src/modules/workflow/runtime/test-models';

/** The unread count on the header's bell. */
async function bellCount(page: Page): Promise<number> {
  const count = page.getByTestId('notice-bell').locator('.ant-badge-count');
  if ((await count.count()) === 0) return 0;
  return Number((await count.getAttribute('title')) ?? 0);
}

/** Opens 审批 on the user's to-do of that node and returns its dialog. */
// his application's title (print.e2e.ts, run before this file in the same worker, leaves a leave of 刘洋 of other dates waiting)
const TITLE = '请假申请-刘洋-年休假5天（2026-12-14 至 2026-12-18）';

async function openTask(page: Page, nodeName: string) {
  await page.goto('/workflow/todo');
  const row = rowOf(page, nodeName).filter({ hasText: TITLE });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: button('审批') }).click();
  return page.locator('.ant-modal', { hasText: `审批：${TITLE}` });
}

test('the seeded leave process: 刘洋 applies for 5 days, his department head and then HR decide, HR sends it back, he resubmits', async ({ page, browser }) => {
  // five people sign in and act six times, then the detail page: 27 s alone, over 60 s beside the
  // suite's other worker on a machine running at half its usual speed (the e2e suite 857 s, not 417)
  test.setTimeout(120_000);
  // 曹艳, the head of 运营管理部, is at her desk before 刘洋 applies
  const headContext = await browser.newContext();
  const head = await headContext.newPage();
  // her unread count once the bell has it (earlier tests may have left her messages, as
  // ops-custom-approval's to-dos do): not the empty badge shown before its first answer
  const bellLoaded = head.waitForResponse((response) => response.url().includes('/sys/annountCement/listByUser'));
  await signInAs(head, 'caoyan');
  const unread = (await (await bellLoaded).json()).result as { anntMsgTotal: number; sysMsgTotal: number };
  const rangBefore = unread.anntMsgTotal + unread.sysMsgTotal;
  await expect.poll(() => bellCount(head)).toBe(rangBefore);

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
  const range = page.locator('.ant-picker-range input');
  await range.first().click();
  await range.first().fill('2026-12-14');
  await range.nth(1).fill('2026-12-18');
  await range.nth(1).press('Enter');
  // 请假天数 follows the dates (Monday to Friday: 5 working days), shown and not typed
  await expect(page.getByLabel('请假天数')).toHaveValue('5.0');
  await expect(page.getByLabel('请假天数')).toBeDisabled();
  await page.getByLabel('请假事由').fill('回老家探亲，车队已安排顶班');
  // more than 3 days: the route goes on to 人事审批, any HR specialist
  await expect(next.getByText('人事审批')).toBeVisible();
  await expect(next.getByText('陈静、宋佳、孙丽')).toBeVisible();
  await saveShot(page, 'workflow-leave');
  await page.getByRole('button', { name: button('提交') }).click();
  // the day's number (QJ-yyyyMMdd-nnnn; another spec run before this one in the same worker, as print's, may have taken 0001)
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' }).replaceAll('-', '');
  const started = page.getByText(new RegExp(`流程已发起，编号 QJ-${today}-\\d{4}`));
  await expect(started).toBeVisible();
  const serialNo = /QJ-\d{8}-\d{4}/.exec((await started.textContent()) ?? '')![0];
  const mine = page.locator('.ant-card', { hasText: '我的请假记录' });
  const mineRow = mine.locator('.ant-table-row', { hasText: TITLE });
  await expect(mineRow).toHaveCount(1);
  await expect(mineRow.getByText('审批中')).toBeVisible();
  await expect(mineRow).toContainText('部门负责人审批');
  // the application opens its 流程详情 from 我的请假记录
  await mineRow.getByRole('button', { name: button('详情') }).click();
  await expect(page).toHaveURL(/\/workflow\/process\/detail\//);
  await expect(page.locator('.wf-detail-page').filter({ visible: true })).toContainText('部门负责人审批');

  // 曹艳's bell rings at once, without her doing anything; its 去处理 opens 我的待办
  await expect.poll(() => bellCount(head), { timeout: 10_000 }).toBe(rangBefore + 1);
  await head.getByTestId('notice-bell').click();
  const popover = head.getByTestId('notice-popover');
  await popover.getByRole('tab', { name: /系统消息/ }).click();
  // the title says what is asked for: type, days and dates
  await popover.getByText(`新待办：${TITLE}（部门负责人审批）`).click();
  const notice = head.getByRole('dialog', { name: '通知消息' });
  await saveShot(head, 'workflow-leave-bell');
  await notice.getByRole('button', { name: button('去处理') }).click();
  await expect(head).toHaveURL(/\/workflow\/todo/);
  const headRow = rowOf(head, '部门负责人审批').filter({ hasText: TITLE });
  await headRow.getByRole('button', { name: button('审批') }).click();
  let dialog = head.locator('.ant-modal', { hasText: `审批：${TITLE}` });
  // the application as 刘洋 filled it, for reading only
  await expect(dialog.getByLabel('请假事由')).toHaveValue('回老家探亲，车队已安排顶班');
  await expect(dialog.getByLabel('请假事由')).toBeDisabled();
  await dialog.getByLabel('审批意见').fill('同意，注意交接');
  await saveShot(head, 'workflow-leave-approve');
  await clickDialogButton(dialog, button('同意'));
  await expect(head.getByText('审批成功')).toBeVisible();
  await headContext.close();

  // 5 days: on to 人事审批, offered to the HR specialists; 陈静 sends it back to 刘洋
  await signInAs(page, 'chenjing');
  dialog = await openTask(page, '人事审批');
  await dialog.getByText('驳回', { exact: true }).click();
  await dialog.getByLabel('驳回到').click();
  await page.locator('.ant-select-dropdown:visible').getByText('提交申请（发起人）', { exact: true }).click();
  await dialog.getByLabel('驳回理由').fill('请补充工作交接人');
  await clickDialogButton(dialog, button('驳回'));
  await expect(page.getByText('已驳回')).toBeVisible();

  // 刘洋 hears it on his bell: who sent it back, where, and why; 去处理 opens the application
  await signInAs(page, 'liuyang');
  await page.getByTestId('notice-bell').click();
  const bell = page.getByTestId('notice-popover');
  await bell.getByRole('tab', { name: /系统消息/ }).click();
  await bell.getByText(`已驳回：${TITLE}`).click();
  const returnedNotice = page.getByRole('dialog', { name: '通知消息' });
  await expect(returnedNotice).toContainText('陈静在「人事审批」驳回了您的申请');
  await expect(returnedNotice).toContainText('驳回理由：请补充工作交接人');
  await saveShot(page, 'workflow-leave-returned-bell');
  await returnedNotice.getByRole('button', { name: button('去处理') }).click();
  await expect(page).toHaveURL(/\/workflow\/process\/detail\//);
  // his own application, sent back: 待重新提交 at 提交申请, with 重新提交 and 撤销, nothing to approve
  const header = page.locator('.wf-detail-page > .ant-card').first();
  await expect(header.getByText('待重新提交')).toBeVisible();
  await expect(header.getByText('提交申请', { exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: button('重新提交') })).toBeVisible();
  await expect(header.getByRole('button', { name: button('撤销') })).toBeVisible();
  await expect(header.getByRole('button', { name: button('同意') })).toHaveCount(0);
  await expect(header.getByRole('button', { name: button('驳回') })).toHaveCount(0);
  await saveShot(page, 'workflow-leave-returned-detail');

  // 刘洋 resubmits from there; both approve again; the application is approved
  await header.getByRole('button', { name: button('重新提交') }).click();
  dialog = page.locator('.ant-modal', { hasText: `重新提交：${TITLE}` });
  await expect(dialog.getByLabel('工作交接人')).toBeEditable();
  await expect(dialog.getByRole('button', { name: button('撤销申请') })).toBeVisible();
  await dialog.getByLabel('工作交接人').fill('张伟');
  await dialog.getByLabel('说明').fill('已补充交接人');
  await clickDialogButton(dialog, button('重新提交'));
  await expect(page.getByText('已重新提交')).toBeVisible();
  await expect(header.getByText('审批中')).toBeVisible();
  await signInAs(page, 'caoyan');
  dialog = await openTask(page, '部门负责人审批');
  await clickDialogButton(dialog, button('同意'));
  await expect(page.getByText('审批成功')).toBeVisible();
  await signInAs(page, 'chenjing');
  dialog = await openTask(page, '人事审批');
  await clickDialogButton(dialog, button('同意'));
  await expect(page.getByText('审批成功')).toBeVisible();

  // 刘洋 hears that it was approved
  await signInAs(page, 'liuyang', '/workflow/send');
  await page.getByTestId('notice-bell').click();
  await bell.getByRole('tab', { name: /系统消息/ }).click();
  await expect(bell.getByText(`审批通过：${TITLE}`)).toBeVisible();
  await page.keyboard.press('Escape');
  const application = rowOf(page, TITLE);
  await expect(application.getByText('已完成')).toBeVisible();
  await expect(application.getByText(serialNo)).toBeVisible();

  // 详情: the whole path on the diagram and every action on the timeline
  await application.getByRole('button', { name: button('详情') }).click();
  await expect(page).toHaveURL(/\/workflow\/process\/detail\//);
  const timeline = page.locator('.ant-timeline');
  // 发起, 同意, 驳回, 重新提交, 同意, 同意
  await expect(timeline.locator('.ant-timeline-item')).toHaveCount(6);
  for (const text of ['发起', '同意，注意交接', '请补充工作交接人', '已补充交接人'])
    await expect(timeline.getByText(text, { exact: false }).first()).toBeVisible();
  for (const id of ['deptHead', 'hr', 'end'])
    await expect(page.locator(`.wf-detail-diagram g.djs-element.wf-node-completed[data-element-id="${id}"]`)).toHaveCount(1);
  await saveShot(page, 'workflow-leave-detail');
});

test('a countersign of three where any one may decide passes on the first approval', async ({ page }) => {
  const key = `countersign_${Date.now()}`;
  await signInAsAdmin(page, '/workflow/design');
  const token = await apiLogin(page.request, 'admin');
  const post = async (path: string, data: object) => {
    const response = await page.request.post(`/api/workflow${path}`, { data, headers: { 'X-Access-Token': token } });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()).result;
  };
  const xml = countersignXml({
    key,
    name: '安全会签',
    users: ['admin', 'caoyan', 'chenjing'],
    names: ['管理员', '曹艳', '陈静'],
    completion: '${nrOfCompletedInstances &gt;= 1}',
  });
  const model = await post('/model/add', { name: '安全会签', modelKey: key, xml });
  await post('/deployment/deploy', { modelId: model.id });

  // 发起流程: the route says who decides and how
  await page.goto('/workflow/start');
  await page
    .locator('.ant-card-small', { hasText: '安全会签' })
    .getByRole('button', { name: button('发起') })
    .click();
  const route = page.locator('.ant-card', { hasText: '审批路线' });
  await expect(route.getByText('或签 · 一人通过即可')).toBeVisible();
  await expect(route.getByText('系统管理员、曹艳、陈静')).toBeVisible();
  await page.getByRole('button', { name: button('提交') }).click();
  await expect(page.getByText('流程已发起')).toBeVisible();

  // the three each have it; the administrator's approval alone passes it
  await page.goto('/workflow/todo');
  await rowOf(page, '安全会签')
    .getByRole('button', { name: button('审批') })
    .click();
  const dialog = page.locator('.ant-modal', { hasText: '审批：安全会签' });
  await clickDialogButton(dialog, button('同意'));
  await expect(page.getByText('审批成功')).toBeVisible();
  await expect(rowOf(page, '安全会签')).toHaveCount(0);
  await page.goto('/workflow/send');
  await expect(rowOf(page, '安全会签').getByText('已完成')).toBeVisible();
  await signInAs(page, 'chenjing', '/workflow/todo');
  await expect(page.locator('.ant-table-row', { hasText: '安全会签' })).toHaveCount(0);
});

test('at 390 px 请假申请 is one column and 流程详情 shows its title above its buttons', async ({ page }) => {
  await signInAs(page, 'liuyang');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/workflow/form/leave');
  // one field to a row: 请假类型 as wide as the form allows (two columns left it 50 px wide)
  const type = page.locator('[data-field-prop="leaveType"] .ant-select');
  await expect(type).toBeVisible();
  expect((await type.boundingBox())!.width).toBeGreaterThan(200);
  await saveShot(page, 'workflow-leave-390', { fullPage: true });

  const token = await apiLogin(page.request, 'liuyang');
  const started = await page.request.post('/api/workflow/process/start', {
    data: { processKey: 'leave', variables: { leaveType: 'sick', period: ['2026-12-14', '2026-12-14'], startHalf: 'am', endHalf: 'am', reason: '看病' } },
    headers: { 'X-Access-Token': token },
  });
  expect(started.status(), await started.text()).toBe(200);
  await page.goto(`/workflow/process/detail/${(await started.json()).result.id}`);
  const head = page.locator('.wf-detail-page > .ant-card').first().locator('.ant-card-head');
  const title = head.locator('.ant-card-head-title');
  await expect(title).toContainText('请假申请-刘洋-病假0.5天');
  const titleBox = (await title.boundingBox())!;
  const refreshBox = (await head.getByRole('button', { name: button('刷新') }).boundingBox())!;
  // the title is whole and above 刷新 / 打印, not under them
  expect(titleBox.y + titleBox.height).toBeLessThanOrEqual(refreshBox.y + 1);
  expect(titleBox.width).toBeGreaterThan(300);
  await saveShot(page, 'workflow-detail-390');
});
