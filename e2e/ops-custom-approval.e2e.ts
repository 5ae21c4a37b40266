/**
 * 企业与个人定制 evaluated through the approval 定制线路评估 (issue 23 item 5): the administrator
 * starts the evaluation of two submitted requests on the custom line proposed; 曹艳, the manager of
 * 运营管理部, approves the first from 我的待办 and rejects the second with a reason; the list then
 * shows 已开线 on the line and 未通过 with the reason, each with its approval's state linking to
 * 流程详情, which names the request.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { button, clickDialogButton, rowOf, saveShot, signInAs, signInAsAdmin } from './support';

const CUSTOM_LINE = '定制1线';
const NODE = '运营管理部经理审批';
const visible = (locator: Locator) => locator.filter({ visible: true });
const dialog = (page: Page, title: string | RegExp) => visible(page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: title }) }));
const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text });
const confirmDialog = (page: Page) => visible(page.locator('.ant-modal-confirm'));

async function choose(page: Page, label: string, option: string) {
  await visible(page.locator('.ant-select', { has: page.getByLabel(label, { exact: true }) })).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

async function query(page: Page) {
  await visible(page.getByRole('button', { name: button('查询') })).click();
}

/** the list's rows in a state, once the list shows only those (not the page as it was before the query) */
async function rowsIn(page: Page, state: string) {
  await choose(page, '状态', state);
  await query(page);
  const rows = visible(page.locator('.ant-table-row'));
  await expect(rows.first()).toContainText(state);
  await expect(rows.filter({ hasNotText: state })).toHaveCount(0);
  return rows;
}

/** a request row's contact phone (to find it again) and the name the approval gives it: company (or contact) and trip */
async function requestOf(row: Locator) {
  const text = await row.innerText();
  const phone = /1\d{10}/.exec(text)?.[0];
  const trip = /(\S+ → \S+)/.exec(text)?.[1];
  expect(phone && trip).toBeTruthy();
  const name = `${(await row.locator('strong').first().innerText()).trim()}（${trip}）`;
  return { phone: phone!, name };
}

/** 开始评估 of a submitted request on the custom line, confirmed */
async function startEvaluation(page: Page, phone: string, note: string) {
  await rowOf(page, phone)
    .getByRole('button', { name: button('开始评估') })
    .click();
  const modal = dialog(page, /^开始评估/);
  const line = modal.getByLabel('拟开通的定制线路');
  await line.click();
  await line.fill(CUSTOM_LINE);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: CUSTOM_LINE }).first().click();
  await modal.getByLabel('评估说明（选填）').fill(note);
  await modal.getByRole('button', { name: button('开始评估') }).click();
  await expect(confirmDialog(page)).toContainText('将发起「定制线路评估」审批');
  await clickDialogButton(confirmDialog(page), button('确定'));
  // the newest message: the first request's may still be showing when the second one starts
  await expect(toast(page, '已开始评估，等待审批').last()).toBeVisible();
  await expect(modal).toBeHidden();
}

/** 曹艳 opens 审批 on the evaluation of the request named `name` in 我的待办 */
async function openEvaluation(page: Page, name: string) {
  await page.goto('/workflow/todo');
  const row = rowOf(page, NODE).filter({ hasText: `定制线路评估-${name}-拟开${CUSTOM_LINE}` });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: button('审批') }).click();
  return visible(page.locator('.ant-modal', { hasText: `审批：定制线路评估-${name}` }));
}

test('a 定制 request goes through 定制线路评估: approved it is 已开线, rejected it is 未通过 with the reason', async ({ page, browser }) => {
  // two people, two requests, two approvals and the detail page
  test.setTimeout(120_000);
  await signInAsAdmin(page, '/zsgj/customization');
  const submitted = await rowsIn(page, '已提交');
  const approved = await requestOf(submitted.nth(0));
  // another request, told apart from the first in 我的待办 by its name
  let rejected = await requestOf(submitted.nth(1));
  for (let n = 2; rejected.name === approved.name; n++) rejected = await requestOf(submitted.nth(n));
  await startEvaluation(page, approved.phone, '沿线两家园区，早高峰客流约 60 人');
  await startEvaluation(page, rejected.phone, '客流待核实');

  // in 评估中 with the approval at 曹艳's node: 开线 and 不通过 are no longer offered by hand
  await rowsIn(page, '评估中');
  const evaluating = rowOf(page, approved.phone);
  await expect(evaluating.getByRole('link', { name: `审批中 · ${NODE}` })).toBeVisible();
  await expect(evaluating.getByRole('button', { name: button('开线') })).toHaveCount(0);
  await expect(evaluating.getByRole('button', { name: button('不通过') })).toHaveCount(0);
  await saveShot(page, 'ops-customization-evaluating');
  // its link opens the approval's 流程详情, which says which request it is for
  await evaluating.getByRole('link', { name: `审批中 · ${NODE}` }).click();
  await expect(page).toHaveURL(/\/workflow\/process\/detail\//);
  const header = visible(page.locator('.wf-detail-page > .ant-card')).first();
  await expect(header).toContainText(`定制申请 ${approved.name}`);
  await expect(header).toContainText(NODE);

  // 邓超, a dispatcher with no rights in the workflow area, follows the same link from his list
  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  await signInAs(colleague, 'dengchao', '/zsgj/customization');
  await rowsIn(colleague, '评估中');
  await rowOf(colleague, approved.phone)
    .getByRole('link', { name: `审批中 · ${NODE}` })
    .click();
  await expect(visible(colleague.locator('.wf-detail-page > .ant-card')).first()).toContainText(`定制申请 ${approved.name}`);
  await colleagueContext.close();

  // 曹艳 approves the first from 我的待办, and rejects the second with the reason
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signInAs(manager, 'caoyan');
  let task = await openEvaluation(manager, approved.name);
  await task.getByLabel('审批意见').fill('同意开通，下周一起运行');
  await clickDialogButton(task, button('同意'));
  await expect(manager.getByText('审批成功')).toBeVisible();
  task = await openEvaluation(manager, rejected.name);
  await task.getByText('驳回', { exact: true }).click();
  await task.getByLabel('驳回到').click();
  await manager.locator('.ant-select-dropdown:visible').getByText('提交评估（发起人）', { exact: true }).click();
  await task.getByLabel('驳回理由').fill('沿线已有 K5 快线覆盖，客流不足');
  await clickDialogButton(task, button('驳回'));
  await expect(manager.getByText('已驳回')).toBeVisible();
  await managerContext.close();

  // the requests took the answers: 已开线 on the line with her words, 未通过 with the reason
  await page.goto('/zsgj/customization');
  await rowsIn(page, '已开线');
  const opened = rowOf(page, approved.phone);
  await expect(opened).toContainText(CUSTOM_LINE);
  await expect(opened).toContainText('同意开通，下周一起运行');
  await expect(opened.getByRole('link', { name: '已通过' })).toBeVisible();
  await rowsIn(page, '未通过');
  const refused = rowOf(page, rejected.phone);
  await expect(refused).toContainText('沿线已有 K5 快线覆盖，客流不足');
  await expect(refused.getByRole('link', { name: '已驳回' })).toBeVisible();
  await saveShot(page, 'ops-customization-answered');
});
