import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, button, clickDialogButton, rowOf, saveShot, signInAsAdmin } from './support';

/** 直属领导审批 (the start form's `leader`), then 人事审批 (admin). */
const leaveXml = (key: string, name: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" id="Definitions_1">
  <bpmn:process id="${key}" name="${name}" isExecutable="true">
    <bpmn:startEvent id="start"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="leader" name="直属领导审批" flowable:assignee="\${leader}"><bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing></bpmn:userTask>
    <bpmn:userTask id="hr" name="人事审批" flowable:assignee="admin"><bpmn:incoming>f2</bpmn:incoming><bpmn:outgoing>f3</bpmn:outgoing></bpmn:userTask>
    <bpmn:endEvent id="end" name="结束"><bpmn:incoming>f3</bpmn:incoming></bpmn:endEvent>
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

test('流程运维: instances are suspended, activated, terminated with a reason and moved to another node; deployments suspended', async ({ page }) => {
  const stamp = Date.now();
  const key = `ops_e2e_${stamp}`;
  const name = `运维请假${stamp % 100000}`;
  await signInAsAdmin(page, '/workflow/design');
  const token = await apiLogin(page.request, 'admin');
  const model = await api(page.request, token, '/model/add', { name, modelKey: key, xml: leaveXml(key, name) });

  // the model list shows the deployed version
  await page.reload();
  await expect(rowOf(page, key).getByText('未部署')).toBeVisible();
  await api(page.request, token, '/deployment/deploy', { modelId: model.id });
  await page.reload();
  await expect(rowOf(page, key).getByText('v1 已部署')).toBeVisible();

  await api(page.request, token, '/process/start', { processKey: key, variables: { leader: 'admin', days: 2 } });
  await api(page.request, token, '/process/start', { processKey: key, variables: { leader: 'admin', days: 4 } });

  await page.goto('/workflow/ops');
  const search = page.locator('.list-search-form');
  await search.getByLabel('标题').fill(name);
  await page.getByRole('button', { name: button('查询') }).click();
  const rows = page.locator('.ant-table-row').filter({ visible: true });
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByText('直属领导审批：系统管理员')).toBeVisible();

  // 挂起 the first, after a confirmation
  await rows
    .first()
    .getByRole('button', { name: button('挂起') })
    .click();
  await clickDialogButton(page.locator('.ant-modal-confirm', { hasText: '确定挂起' }), button('挂起'));
  await expect(page.getByText('已挂起', { exact: true }).first()).toBeVisible();
  await expect(rowOf(page, '已挂起')).toHaveCount(1);
  await expect(rowOf(page, '审批中')).toHaveCount(1);

  // 终止 the running one: the reason is required, then a confirmation
  await rowOf(page, '审批中')
    .getByRole('button', { name: button('终止') })
    .click();
  const terminate = page.locator('.ant-modal', { hasText: '终止原因' });
  await terminate.getByRole('button', { name: button('终止') }).click();
  await expect(terminate.getByText('请填写终止原因')).toBeVisible();
  await terminate.getByLabel('终止原因').fill('申请重复');
  await terminate.getByRole('button', { name: button('终止') }).click();
  await clickDialogButton(page.locator('.ant-modal-confirm', { hasText: '确定终止该流程吗？' }), button('终止'));
  await expect(page.getByText('已终止', { exact: true }).first()).toBeVisible();
  await expect(rowOf(page, '终止原因：申请重复')).toHaveCount(1);

  // 激活 the suspended one, then 跳转 it to 人事审批
  await rowOf(page, '已挂起')
    .getByRole('button', { name: button('激活') })
    .click();
  await clickDialogButton(page.locator('.ant-modal-confirm', { hasText: '确定激活' }), button('激活'));
  await expect(rowOf(page, '审批中')).toHaveCount(1);
  await rowOf(page, '审批中')
    .getByRole('button', { name: button('跳转') })
    .click();
  const jump = page.locator('.ant-modal', { hasText: '跳转到' });
  await jump.locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible').getByText('人事审批', { exact: true }).click();
  await jump.getByLabel('说明').fill('领导休假');
  await saveShot(page, 'workflow-ops-jump');
  await jump.getByRole('button', { name: button('跳转') }).click();
  await clickDialogButton(page.locator('.ant-modal-confirm', { hasText: '确定跳转吗？' }), button('跳转'));
  await expect(page.getByText('已跳转', { exact: true })).toBeVisible();
  await expect(rowOf(page, '人事审批：系统管理员')).toHaveCount(1);
  await page.mouse.move(0, 0);
  await saveShot(page, 'workflow-ops');

  // every instance opens its 流程详情, an ended one too: 详情, or its title
  await rowOf(page, '终止原因：申请重复')
    .getByRole('button', { name: button('详情') })
    .click();
  await expect(page).toHaveURL(/\/workflow\/process\/detail\//);
  const ended = page.locator('.wf-detail-page').filter({ visible: true });
  await expect(ended.getByText('已终止', { exact: true })).toBeVisible();
  await expect(ended).toContainText('申请重复');
  await page.goto('/workflow/ops');
  await search.getByLabel('标题').fill(name);
  await page.getByRole('button', { name: button('查询') }).click();
  await rowOf(page, '人事审批：系统管理员').locator('a', { hasText: name }).click();
  await expect(page).toHaveURL(/\/workflow\/process\/detail\//);
  await expect(page.locator('.wf-detail-page').filter({ visible: true })).toContainText('人事审批');
  await page.goto('/workflow/ops');

  // 部署版本: suspending the version stops new starts
  await page.getByRole('tab', { name: '部署版本' }).click();
  const version = rowOf(page, key);
  await expect(version.getByText('已激活')).toBeVisible();
  await version.getByRole('button', { name: button('挂起') }).click();
  await clickDialogButton(page.locator('.ant-modal-confirm', { hasText: `确定挂起“${name}”的第 1 版（模型版本 v1）吗？` }), button('挂起'));
  await expect(page.getByText('第 1 版已挂起，不再发起新流程')).toBeVisible();
  await expect(rowOf(page, key).getByText('已挂起')).toBeVisible();
  await saveShot(page, 'workflow-ops-deployments');
  const refused = await page.request.post('/api/workflow/process/start', {
    data: { processKey: key, variables: { leader: 'admin' } },
    headers: { 'X-Access-Token': token },
  });
  expect((await refused.json()).message).toBe('流程未部署或已挂起');
});

test('a failed instance shows its error and is repaired with the missing variable; the approval then goes through', async ({ page }) => {
  const stamp = Date.now();
  const key = `ops_fail_e2e_${stamp}`;
  const name = `出错请假${stamp % 100000}`;
  // after the leader, a gateway on `days`: started without it, the leader's approval cannot go on
  const xml = leaveXml(key, name)
    .replace(
      '<bpmn:outgoing>f2</bpmn:outgoing></bpmn:userTask>',
      '<bpmn:outgoing>f2</bpmn:outgoing></bpmn:userTask>\n    <bpmn:exclusiveGateway id="days" name="天数判断" default="short"><bpmn:incoming>f2</bpmn:incoming><bpmn:outgoing>long</bpmn:outgoing><bpmn:outgoing>short</bpmn:outgoing></bpmn:exclusiveGateway>',
    )
    .replace(
      '<bpmn:incoming>f2</bpmn:incoming><bpmn:outgoing>f3</bpmn:outgoing></bpmn:userTask>',
      '<bpmn:incoming>long</bpmn:incoming><bpmn:outgoing>f3</bpmn:outgoing></bpmn:userTask>',
    )
    .replace('<bpmn:incoming>f3</bpmn:incoming></bpmn:endEvent>', '<bpmn:incoming>f3</bpmn:incoming><bpmn:incoming>short</bpmn:incoming></bpmn:endEvent>')
    .replace(
      '<bpmn:sequenceFlow id="f2" sourceRef="leader" targetRef="hr" />',
      '<bpmn:sequenceFlow id="f2" sourceRef="leader" targetRef="days" /><bpmn:sequenceFlow id="long" sourceRef="days" targetRef="hr"><bpmn:conditionExpression>${days &gt; 3}</bpmn:conditionExpression></bpmn:sequenceFlow><bpmn:sequenceFlow id="short" sourceRef="days" targetRef="end" />',
    );
  await signInAsAdmin(page, '/workflow/ops');
  const token = await apiLogin(page.request, 'admin');
  const model = await api(page.request, token, '/model/add', { name, modelKey: key, xml });
  await api(page.request, token, '/deployment/deploy', { modelId: model.id });
  const instance = await api(page.request, token, '/process/start', { processKey: key, variables: { leader: 'admin' } });
  const todo = await page.request.get('/api/workflow/task/todo?pageSize=100', { headers: { 'X-Access-Token': token } });
  const task = (await todo.json()).result.records.find((t: { instanceId: string }) => t.instanceId === instance.id);
  const failed = await page.request.post('/api/workflow/task/approve', { data: { taskId: task.id }, headers: { 'X-Access-Token': token } });
  expect(failed.status()).toBe(422);
  expect((await failed.json()).message).toContain('已记录，管理员可在流程运维中修复');

  await page.reload();
  await page.locator('.list-search-form').getByLabel('标题').fill(name);
  await page.getByRole('button', { name: button('查询') }).click();
  const row = rowOf(page, name);
  await expect(row.getByText('出错', { exact: true })).toBeVisible();
  await expect(row.getByText(/天数判断出错：条件/)).toBeVisible();
  await row.getByRole('button', { name: button('修复') }).click();
  const dialog = page.locator('.ant-modal', { hasText: '出错节点：天数判断' });
  await expect(dialog.getByText('变量「days」不存在')).toBeVisible();
  await dialog.getByRole('button', { name: button('添加变量') }).click();
  await dialog.getByLabel('变量名').last().fill('days');
  await dialog.getByLabel('变量值').last().fill('5');
  await saveShot(page, 'workflow-ops-repair');
  await clickDialogButton(dialog, button('修复'));
  await expect(page.getByText('已修复，流程已恢复运行')).toBeVisible();
  await expect(row.getByText('审批中')).toBeVisible();

  // the leader approves again: five days go on to 人事审批
  const approved = await page.request.post('/api/workflow/task/approve', { data: { taskId: task.id }, headers: { 'X-Access-Token': token } });
  expect((await approved.json()).result).toEqual({ instanceState: 'running', created: ['admin'] });
});
