import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, button, clickDialogButton, rowOf, saveShot, signInAsAdmin } from './support';

/**
 * A leave process drawn with its diagram: 直属领导审批 (the start form's `leader`), then a gateway:
 * more than 3 days to 人事审批 (admin), else straight to the end.
 */
const leaveXml = (key: string, name: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:flowable="http://flowable.org/bpmn" id="Definitions_1">
  <bpmn:process id="${key}" name="${name}" isExecutable="true">
    <bpmn:startEvent id="start" name="发起"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="leader" name="直属领导审批" flowable:assignee="\${leader}"><bpmn:extensionElements><flowable:formField label="薪资" prop="salary" readable="false" writable="false" /></bpmn:extensionElements><bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing></bpmn:userTask>
    <bpmn:exclusiveGateway id="days" name="天数" default="short"><bpmn:incoming>f2</bpmn:incoming><bpmn:outgoing>long</bpmn:outgoing><bpmn:outgoing>short</bpmn:outgoing></bpmn:exclusiveGateway>
    <bpmn:userTask id="hr" name="人事审批" flowable:assignee="admin"><bpmn:incoming>long</bpmn:incoming><bpmn:outgoing>f4</bpmn:outgoing></bpmn:userTask>
    <bpmn:endEvent id="end" name="结束"><bpmn:incoming>short</bpmn:incoming><bpmn:incoming>f4</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="leader" />
    <bpmn:sequenceFlow id="f2" sourceRef="leader" targetRef="days" />
    <bpmn:sequenceFlow id="long" name="超过3天" sourceRef="days" targetRef="hr"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${days &gt; 3}</bpmn:conditionExpression></bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="short" sourceRef="days" targetRef="end" />
    <bpmn:sequenceFlow id="f4" sourceRef="hr" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_1">
    <bpmndi:BPMNPlane id="Plane_1" bpmnElement="${key}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="100" y="142" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="leader_di" bpmnElement="leader"><dc:Bounds x="190" y="120" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="days_di" bpmnElement="days" isMarkerVisible="true"><dc:Bounds x="345" y="135" width="50" height="50" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="hr_di" bpmnElement="hr"><dc:Bounds x="450" y="120" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="612" y="142" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="f1_di" bpmnElement="f1"><di:waypoint x="136" y="160" /><di:waypoint x="190" y="160" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f2_di" bpmnElement="f2"><di:waypoint x="290" y="160" /><di:waypoint x="345" y="160" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="long_di" bpmnElement="long"><di:waypoint x="395" y="160" /><di:waypoint x="450" y="160" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="short_di" bpmnElement="short"><di:waypoint x="370" y="185" /><di:waypoint x="370" y="250" /><di:waypoint x="630" y="250" /><di:waypoint x="630" y="178" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f4_di" bpmnElement="f4"><di:waypoint x="550" y="160" /><di:waypoint x="612" y="160" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;

/** the start form: 薪资 is hidden at 直属领导审批 */
const startForm = {
  labelWidth: 90,
  layout: 'horizontal',
  fields: [
    { id: 'f1', type: 'number', label: '请假天数', prop: 'days', span: 12 },
    { id: 'f2', type: 'input', label: '领导账号', prop: 'leader', span: 12 },
    { id: 'f3', type: 'textarea', label: '请假事由', prop: 'reason', span: 24 },
    { id: 'f4', type: 'number', label: '薪资', prop: 'salary', span: 12 },
  ],
};

async function api(request: APIRequestContext, token: string, path: string, data: object) {
  const response = await request.post(`/api/workflow${path}`, { data, headers: { 'X-Access-Token': token } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).result;
}

async function todoOf(request: APIRequestContext, token: string, instanceId: string) {
  const response = await request.get('/api/workflow/task/todo?pageSize=100', { headers: { 'X-Access-Token': token } });
  return ((await response.json()).result.records as Array<{ id: string; instanceId: string; nodeName: string }>).find(
    (task) => task.instanceId === instanceId,
  )!;
}

/** the diagram's element of `id` carries the marker class */
const marked = (page: import('@playwright/test').Page, id: string, marker: string) =>
  page.locator(`.wf-detail-diagram g.djs-element.${marker}[data-element-id="${id}"]`);

test('the detail opened from 我发起的 shows the path, the rejected-to node, the timeline, and prints cleanly', async ({ page }) => {
  const key = `detail_e2e_${Date.now()}`;
  // a name of its own: 我发起的 is searched by it, and the other tests of this file start instances too
  const name = `请假详情E2E${key.slice(-6)}`;
  await signInAsAdmin(page, '/workflow/send');
  const token = await apiLogin(page.request, 'admin');
  const model = await api(page.request, token, '/model/add', { name, modelKey: key, xml: leaveXml(key, name) });
  const saved = await page.request.put('/api/workflow/model/save', {
    data: { id: model.id, version: model.version, xml: leaveXml(key, name), startForm: { schema: startForm } },
    headers: { 'X-Access-Token': token },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await api(page.request, token, '/deployment/deploy', { modelId: model.id });
  const instance = await api(page.request, token, '/process/start', {
    processKey: key,
    variables: { leader: 'admin', days: 5, reason: '回老家探亲', salary: 8800 },
  });

  // the leader approves, 人事 sends it back to the leader
  await api(page.request, token, '/task/approve', { taskId: (await todoOf(page.request, token, instance.id)).id, comment: '同意，注意交接' });
  const hr = await todoOf(page.request, token, instance.id);
  expect(hr.nodeName).toBe('人事审批');
  await api(page.request, token, '/task/reject', { taskId: hr.id, targetNodeId: 'leader', comment: '请补充交接人' });

  // 详情 from 我发起的 opens the detail in a tab of its own
  await page.reload();
  await page.locator('.list-search-form').getByLabel('流程标题').fill(name);
  await page.getByRole('button', { name: button('查询') }).click();
  // the row by its own title: until the search answers, the list still holds the other tests' instances
  const row = rowOf(page, name);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('直属领导审批');
  await row.getByRole('button', { name: button('详情') }).click();
  await expect(page).toHaveURL(new RegExp(`/workflow/process/detail/${instance.id}$`));
  await expect(page.getByTestId('tab-bar').getByText(/流程详情：请假详情E2E/)).toBeVisible();
  const detail = page.locator('.wf-detail-page');
  await expect(detail.getByText('审批中')).toBeVisible();

  // the timeline: who did what, in order, with the comments and the time spent
  const entries = detail.locator('.wf-detail-timeline .ant-timeline-item');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText('发起');
  await expect(entries.nth(1)).toContainText('同意');
  await expect(entries.nth(1)).toContainText('直属领导审批');
  await expect(entries.nth(1)).toContainText('同意，注意交接');
  await expect(entries.nth(1)).toContainText('用时');
  await expect(entries.nth(2)).toContainText('驳回');
  await expect(entries.nth(2)).toContainText('人事审批');
  await expect(entries.nth(2)).toContainText('请补充交接人');

  // the diagram: passed nodes green, the node waiting again after the rejection, the flows taken
  await expect(marked(page, 'start', 'wf-node-completed')).toHaveCount(1);
  await expect(marked(page, 'days', 'wf-node-completed')).toHaveCount(1);
  await expect(marked(page, 'hr', 'wf-node-completed')).toHaveCount(1);
  await expect(marked(page, 'leader', 'wf-node-active-rejected')).toHaveCount(1);
  for (const flow of ['f1', 'f2', 'long']) await expect(marked(page, flow, 'wf-flow-taken')).toHaveCount(1);
  await expect(page.locator('.wf-detail-diagram g.djs-element[data-element-id="short"]')).not.toHaveClass(/wf-flow-taken/);
  await expect(page.locator('.wf-detail-diagram g.djs-element[data-element-id="end"]')).not.toHaveClass(/wf-node-/);
  await expect(detail.getByLabel('图例')).toContainText('驳回退回');
  // the admin has the leader's task again: where it may be sent back to is marked too
  await expect(marked(page, 'start', 'wf-node-reject-target')).toHaveCount(1);
  await expect(detail.getByLabel('图例')).toContainText('可驳回到');

  // the form as 直属领导审批 may see it: 薪资 hidden, the rest read only
  const form = detail.locator('.wf-detail-form');
  await expect(form.getByLabel('请假事由')).toHaveValue('回老家探亲');
  await expect(form.getByLabel('请假事由')).toBeDisabled();
  await expect(form.getByText('薪资')).toHaveCount(0);
  await saveShot(page, 'workflow-detail', { fullPage: true });

  // printed: the menu, header, tabs and buttons are gone
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.basic-layout__sider')).toBeHidden();
  await expect(page.getByTestId('tab-bar')).toBeHidden();
  await expect(detail.getByRole('button', { name: button('打印') })).toBeHidden();
  await saveShot(page, 'workflow-detail-print', { fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // the admin leads again: 同意 from the detail moves it on to 人事审批
  await detail.getByRole('button', { name: button('同意') }).click();
  const dialog = page.locator('.ant-modal', { hasText: '审批：' });
  await dialog.getByLabel('审批意见').fill('已补充');
  await clickDialogButton(dialog, button('同意'));
  await expect(page.getByText('审批成功')).toBeVisible();
  await expect(marked(page, 'hr', 'wf-node-active')).toHaveCount(1);
  await expect(entries).toHaveCount(4);
});

test('a bad detail link says what is wrong', async ({ page }) => {
  await signInAsAdmin(page, '/workflow/process/detail/not~a~valid~id');
  await expect(page.getByText('无法打开流程详情')).toBeVisible();
  await expect(page.getByText(/链接中的流程标识.*不正确/)).toBeVisible();
  await page.goto('/workflow/process/detail/no-such-instance');
  await expect(page.getByText('流程详情加载失败')).toBeVisible();
  await expect(page.locator('.ant-result').getByText('流程不存在')).toBeVisible();
});

test('加签 the approver added shows on the detail with 减签; taking the last one back gives the task back', async ({ page }) => {
  const key = `detail_sign_${Date.now()}`;
  await signInAsAdmin(page, '/workflow/send');
  const token = await apiLogin(page.request, 'admin');
  const model = await api(page.request, token, '/model/add', { name: '加签详情E2E', modelKey: key, xml: leaveXml(key, '加签详情E2E') });
  await api(page.request, token, '/deployment/deploy', { modelId: model.id });
  const instance = await api(page.request, token, '/process/start', { processKey: key, variables: { leader: 'admin', days: 1 } });
  const leader = await todoOf(page.request, token, instance.id);
  await api(page.request, token, '/task/addSign', { taskId: leader.id, usernames: ['chenjing'], position: 'before', comment: '请陈静先看' });
  // waiting for 陈静: not in the admin's to-do meanwhile
  expect(await todoOf(page.request, token, instance.id)).toBeUndefined();

  await page.goto(`/workflow/process/detail/${instance.id}`);
  const signs = page.locator('.ant-card', { hasText: '我发起的加签' });
  await expect(signs.getByText('陈静')).toBeVisible();
  await expect(signs.getByText('前加签')).toBeVisible();
  await saveShot(page, 'workflow-detail-signs');
  await signs.getByRole('button', { name: button('减签') }).click();
  await clickDialogButton(page.locator('.ant-modal-confirm', { hasText: '确定撤回对 陈静 的加签吗？' }), button('减签'));
  await expect(signs).toHaveCount(0);
  // the leader's task is the admin's to decide again
  expect((await todoOf(page.request, token, instance.id))?.nodeName).toBe('直属领导审批');
});
