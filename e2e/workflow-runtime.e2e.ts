import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, button, clickDialogButton, rowOf, saveShot, signInAsAdmin } from './support';

/** A leave process for the admin alone: 直属领导审批 (the start form's `leader`), then 人事审批 (admin). */
const leaveXml = (key: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" id="Definitions_1">
  <bpmn:process id="${key}" name="请假审批E2E" isExecutable="true">
    <bpmn:startEvent id="start"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="leader" name="直属领导审批" flowable:assignee="\${leader}"><bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing></bpmn:userTask>
    <bpmn:userTask id="hr" name="人事审批" flowable:assignee="admin"><bpmn:incoming>f2</bpmn:incoming><bpmn:outgoing>f3</bpmn:outgoing></bpmn:userTask>
    <bpmn:endEvent id="end"><bpmn:incoming>f3</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="leader" />
    <bpmn:sequenceFlow id="f2" sourceRef="leader" targetRef="hr" />
    <bpmn:sequenceFlow id="f3" sourceRef="hr" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

async function api(request: APIRequestContext, token: string, path: string, data: object) {
  const response = await request.post(`/api/workflow${path}`, { data, headers: { 'X-Access-Token': token } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).result;
}

test('a model is deployed from the list, started, approved and sent back from 我的待办, withdrawn from 我发起的', async ({ page }) => {
  const key = `leave_e2e_${Date.now()}`;
  await signInAsAdmin(page, '/workflow/design');
  const token = await apiLogin(page.request, 'admin');
  await api(page.request, token, '/model/add', { name: '请假审批E2E', modelKey: key, xml: leaveXml(key) });

  // 部署 from the model list, after a confirmation
  await page.reload();
  const model = rowOf(page, key);
  await expect(model).toBeVisible();
  await saveShot(page, 'workflow-models');
  await model.getByRole('button', { name: button('部署') }).click();
  await clickDialogButton(page.locator('.ant-modal-confirm', { hasText: '确定部署“请假审批E2E”的模型版本 v1 吗？' }), button('部署'));
  // which model version went out, and as which deployment
  await expect(page.getByText('模型版本 v1 已部署（部署第 1 版）')).toBeVisible();
  await expect(model.getByText('v1 已部署')).toBeVisible();
  await expect(model.getByText('第 1 版')).toBeVisible();
  await expect(model.getByText('Flowable')).toBeVisible();

  // two applications; the admin is the leader of both
  await api(page.request, token, '/process/start', { processKey: key, variables: { leader: 'admin', days: 2 } });
  await api(page.request, token, '/process/start', { processKey: key, variables: { leader: 'admin', days: 4 } });

  await page.goto('/workflow/todo');
  const search = page.locator('.list-search-form');
  await search.getByLabel('流程标题').fill('请假审批E2E');
  await page.getByRole('button', { name: button('查询') }).click();
  await expect(page.locator('.ant-table-row').filter({ visible: true })).toHaveCount(2);
  await saveShot(page, 'workflow-todo');

  // approve the first: it moves on to 人事审批, still the admin's
  await page
    .locator('.ant-table-row')
    .filter({ visible: true })
    .first()
    .getByRole('button', { name: button('审批') })
    .click();
  const dialog = page.locator('.ant-modal', { hasText: '审批：请假审批E2E' });
  await expect(dialog.getByText('直属领导审批')).toBeVisible();
  await dialog.getByLabel('审批意见').fill('同意，注意交接');
  await clickDialogButton(dialog, button('同意'));
  await expect(page.getByText('审批成功')).toBeVisible();
  await expect(rowOf(page, '人事审批')).toHaveCount(1);

  // send 人事审批 back to the initiator: the reason is required, the targets listed
  await rowOf(page, '人事审批')
    .getByRole('button', { name: button('审批') })
    .click();
  await dialog.getByText('驳回', { exact: true }).click();
  await dialog.locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible').getByText('提交申请（发起人）', { exact: true }).click();
  await dialog.getByRole('button', { name: button('驳回') }).click();
  await expect(dialog.getByText('请填写驳回理由')).toBeVisible();
  await dialog.getByLabel('驳回理由').fill('请补充交接人');
  await saveShot(page, 'workflow-reject');
  await clickDialogButton(dialog, button('驳回'));
  await expect(page.getByText('已驳回')).toBeVisible();
  // back with the initiator (the admin) to change and resubmit: at 提交申请, as the diagram calls it
  await expect(rowOf(page, '提交申请').getByText('待重新提交')).toBeVisible();
  await expect(rowOf(page, '人事审批')).toHaveCount(0);

  // 我发起的: the one still with the leader can be withdrawn, after a confirmation
  await page.goto('/workflow/send');
  await page.locator('.list-search-form').getByLabel('流程标题').fill('请假审批E2E');
  await page.getByRole('button', { name: button('查询') }).click();
  await expect(rowOf(page, '直属领导审批')).toHaveCount(1);
  await saveShot(page, 'workflow-mine');
  await rowOf(page, '直属领导审批')
    .getByRole('button', { name: button('撤回') })
    .click();
  await clickDialogButton(page.locator('.ant-modal-confirm', { hasText: '确定撤回' }), button('撤回'));
  await expect(page.getByText('已撤回')).toBeVisible();
  await expect(rowOf(page, '直属领导审批')).toHaveCount(0);
  // both are with the initiator now: 待重新提交, with 重新提交 and 撤销 (no 撤回, no 催办)
  const returned = rowOf(page, '待重新提交').filter({ hasText: '提交申请' });
  await expect(returned).toHaveCount(2);
  await expect(returned.first().getByRole('button', { name: button('重新提交') })).toBeVisible();
  await expect(returned.first().getByRole('button', { name: button('撤回') })).toHaveCount(0);
  await saveShot(page, 'workflow-mine-returned');
  // 撤销 one: after a confirmation it ends as 已撤销
  await returned
    .first()
    .getByRole('button', { name: button('撤销') })
    .click();
  await clickDialogButton(page.locator('.ant-modal-confirm', { hasText: '确定撤销' }), button('撤销'));
  await expect(page.getByText('申请已撤销')).toBeVisible();
  await expect(rowOf(page, '已撤销')).toHaveCount(1);
  await expect(rowOf(page, '待重新提交')).toHaveCount(1);
});

test('a task offered to several is claimed from 待认领 and then waits in 我的待办', async ({ page }) => {
  const key = `claim_e2e_${Date.now()}`;
  await signInAsAdmin(page, '/workflow/claim');
  const token = await apiLogin(page.request, 'admin');
  const xml = leaveXml(key)
    .replace('name="请假审批E2E"', 'name="领用申请E2E"')
    .replace('flowable:assignee="${leader}"', 'flowable:candidateUsers="admin,lina"');
  const model = await api(page.request, token, '/model/add', { name: '领用申请E2E', modelKey: key, xml });
  await api(page.request, token, '/deployment/deploy', { modelId: model.id });
  await api(page.request, token, '/process/start', { processKey: key, variables: {} });

  await page.reload();
  const offered = rowOf(page, '领用申请E2E');
  await expect(offered).toHaveCount(1);
  await saveShot(page, 'workflow-claim');
  await offered.getByRole('button', { name: button('认领') }).click();
  await expect(page.getByText('认领成功')).toBeVisible();
  await expect(rowOf(page, '领用申请E2E')).toHaveCount(0);

  await page.goto('/workflow/todo');
  await expect(rowOf(page, '领用申请E2E').getByText('待我审批')).toBeVisible();
});
