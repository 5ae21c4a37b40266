import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, button, clickDialogButton, lastRunDay, rowOf, saveShot, setPassword, signInAs, signInAsAdmin } from './support';

/** 直属领导审批 (the start form's `leader`), then 人事审批 (admin). */
const carXml = (key: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" id="Definitions_1">
  <bpmn:process id="${key}" name="用车申请E2E" isExecutable="true">
    <bpmn:startEvent id="start"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="leader" name="直属领导审批" flowable:assignee="\${leader}"><bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing></bpmn:userTask>
    <bpmn:userTask id="hr" name="人事审批" flowable:assignee="admin"><bpmn:incoming>f2</bpmn:incoming><bpmn:outgoing>f3</bpmn:outgoing></bpmn:userTask>
    <bpmn:endEvent id="end"><bpmn:incoming>f3</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="leader" />
    <bpmn:sequenceFlow id="f2" sourceRef="leader" targetRef="hr" />
    <bpmn:sequenceFlow id="f3" sourceRef="hr" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

async function api(request: APIRequestContext, token: string, method: 'get' | 'post', path: string, data?: object) {
  const response = await request[method](`/api/workflow${path}`, { ...(data ? { data } : {}), headers: { 'X-Access-Token': token } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).result;
}

const dialogTitled = (page: Page, title: string) =>
  page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: title }) }).filter({ visible: true });

/** Picks 刘洋 (运营管理部) in the user picker the field opens. */
async function pickLiuyang(page: Page, field: string) {
  const handle = dialogTitled(page, '审批：用车申请E2E');
  const input = handle.getByRole('textbox', { name: field });
  await input.click();
  const picker = dialogTitled(page, '选择用户');
  await picker.locator('.ant-tree-title', { hasText: '运营管理部' }).click();
  await rowOf(page, '刘洋').click();
  await picker.getByRole('button', { name: button('确定') }).click();
  await expect(picker).toBeHidden();
  await expect(input).toHaveValue(/刘洋/);
}

test('转办 and 加签 from 我的待办; the signee agrees and the task comes back; 我的已办 lists it all and 拿回 the approval', async ({ page }) => {
  const key = `car_e2e_${Date.now()}`;
  await signInAsAdmin(page, '/workflow/todo');
  const admin = await apiLogin(page.request, 'admin');
  await setPassword(page.request, 'liuyang');
  const liuyang = await apiLogin(page.request, 'liuyang');
  const model = await api(page.request, admin, 'post', '/model/add', { name: '用车申请E2E', modelKey: key, xml: carXml(key) });
  await api(page.request, admin, 'post', '/deployment/deploy', { modelId: model.id });
  const first = (await api(page.request, admin, 'post', '/process/start', { processKey: key, variables: { leader: 'admin' } })).id as string;
  const second = (await api(page.request, admin, 'post', '/process/start', { processKey: key, variables: { leader: 'admin' } })).id as string;

  await page.reload();
  const search = page.locator('.list-search-form');
  await search.getByLabel('流程标题').fill('用车申请E2E');
  await page.getByRole('button', { name: button('查询') }).click();
  await expect(rowOf(page, '用车申请E2E')).toHaveCount(2);

  // 转办 the first to 刘洋, after a confirmation
  const handle = dialogTitled(page, '审批：用车申请E2E');
  await rowOf(page, '用车申请E2E')
    .first()
    .getByRole('button', { name: button('审批') })
    .click();
  await handle.getByText('转办', { exact: true }).click();
  await pickLiuyang(page, '转办给');
  await handle.getByLabel('说明').fill('我出差，请刘洋处理');
  await saveShot(page, 'workflow-transfer');
  // the dialog stays open under its confirmation
  await handle.getByRole('button', { name: button('转办') }).click();
  await clickDialogButton(page.locator('.ant-modal-confirm', { hasText: '确定将该任务转办给 刘洋 吗？' }), button('转办'));
  await expect(handle).toBeHidden();
  await expect(page.getByText('已转办给 liuyang')).toBeVisible();
  await expect(rowOf(page, '用车申请E2E')).toHaveCount(1);
  const liuyangTodo = (await api(page.request, liuyang, 'get', '/task/todo?pageSize=100')).records as Array<{
    id: string;
    instanceId: string;
    nodeName: string;
  }>;
  const transferred = liuyangTodo.find((task) => task.instanceId === first || task.instanceId === second)!;
  expect(transferred.nodeName).toBe('直属领导审批');
  const signedOne = transferred.instanceId === first ? second : first;

  // 加签 (before) the other to 刘洋: the task waits for him
  await rowOf(page, '用车申请E2E')
    .getByRole('button', { name: button('审批') })
    .click();
  await handle.getByText('加签', { exact: true }).click();
  await pickLiuyang(page, '加签人');
  await handle.getByRole('button', { name: button('加签') }).click();
  const signConfirm = page.locator('.ant-modal-confirm', { hasText: '确定前加签给 刘洋 吗？' });
  // 加签 loses nothing: its confirmation is no red (destructive) button
  await expect(signConfirm.getByRole('button', { name: button('加签') })).not.toHaveClass(/ant-btn-dangerous/);
  await clickDialogButton(signConfirm, button('加签'));
  await expect(handle).toBeHidden();
  await expect(page.getByText('加签成功')).toBeVisible();
  await expect(rowOf(page, '用车申请E2E')).toHaveCount(0);

  // 刘洋 agrees: the task is the admin's again, who approves it
  const sign = (
    (await api(page.request, liuyang, 'get', '/task/todo?pageSize=100')).records as Array<{ id: string; instanceId: string; nodeName: string }>
  ).find((task) => task.instanceId === signedOne)!;
  expect(sign.nodeName).toBe('直属领导审批（加签）');
  await api(page.request, liuyang, 'post', '/task/approve', { taskId: sign.id, comment: '可以' });
  await page.reload();
  await search.getByLabel('流程标题').fill('用车申请E2E');
  await page.getByRole('button', { name: button('查询') }).click();
  await expect(rowOf(page, '直属领导审批')).toHaveCount(1);
  // back as the admin's own task: 待我审批, with every choice (not a sign task's 同意 / 不同意)
  await expect(rowOf(page, '直属领导审批').getByText('待我审批')).toBeVisible();
  await rowOf(page, '直属领导审批')
    .getByRole('button', { name: button('审批') })
    .click();
  await expect(handle.getByRole('radio')).toHaveCount(5);
  for (const choice of ['驳回', '转办', '委派']) await expect(handle.getByRole('radio', { name: choice })).toBeVisible();
  await handle.getByLabel('审批意见').fill('同意用车');
  await clickDialogButton(handle, button('同意'));
  await expect(page.getByText('审批成功')).toBeVisible();
  await expect(rowOf(page, '人事审批')).toHaveCount(1);

  // 我的已办: 转办, 加签 and 同意 listed, newest first; 拿回 the approval while 人事审批 has not acted
  await page.goto('/workflow/done');
  await page.locator('.list-search-form').getByLabel('流程标题').fill('用车申请E2E');
  await page.getByRole('button', { name: button('查询') }).click();
  await expect(rowOf(page, '用车申请E2E')).toHaveCount(3);
  await expect(rowOf(page, '用车申请E2E').first()).toContainText('同意用车');
  await expect(rowOf(page, '转办')).toHaveCount(1);
  await expect(rowOf(page, '加签')).toHaveCount(1);
  await saveShot(page, 'workflow-done');
  await rowOf(page, '同意用车')
    .getByRole('button', { name: button('拿回') })
    .click();
  await clickDialogButton(page.locator('.ant-modal-confirm', { hasText: '确定拿回' }), button('拿回'));
  await expect(page.getByText('已拿回，任务回到您的待办')).toBeVisible();
  await expect(rowOf(page, '同意用车').getByRole('button', { name: button('拿回') })).toHaveCount(0);

  await page.goto('/workflow/todo');
  await expect(rowOf(page, '直属领导审批').filter({ hasText: '用车申请E2E' })).toHaveCount(1);
  await expect(rowOf(page, '人事审批').filter({ hasText: '用车申请E2E' })).toHaveCount(0);
});

test('抄送我的: a copy shows unread in bold until it is opened', async ({ page }) => {
  const key = `cc_e2e_${Date.now()}`;
  await signInAsAdmin(page, '/workflow/copy');
  const admin = await apiLogin(page.request, 'admin');
  await setPassword(page.request, 'liuyang');
  const liuyang = await apiLogin(page.request, 'liuyang');
  const xml = carXml(key).replace('name="用车申请E2E"', 'name="抄送申请E2E"');
  const model = await api(page.request, admin, 'post', '/model/add', { name: '抄送申请E2E', modelKey: key, xml });
  await api(page.request, admin, 'post', '/deployment/deploy', { modelId: model.id });
  const instanceId = (await api(page.request, admin, 'post', '/process/start', { processKey: key, variables: { leader: 'liuyang' } })).id as string;
  const task = ((await api(page.request, liuyang, 'get', '/task/todo?pageSize=100')).records as Array<{ id: string; instanceId: string }>).find(
    (one) => one.instanceId === instanceId,
  )!;
  await api(page.request, liuyang, 'post', '/task/approve', { taskId: task.id, comment: '同意', ccUsers: ['admin'] });

  await page.reload();
  await page.locator('.list-search-form').getByLabel('流程标题').fill('抄送申请E2E');
  await page.getByRole('button', { name: button('查询') }).click();
  const copy = rowOf(page, '抄送申请E2E');
  await expect(copy).toHaveCount(1);
  await expect(copy.getByTestId('cc-unread')).toBeVisible();
  await expect(copy).toContainText('未读');
  // who copied it and who applied, by name
  await expect(copy).toContainText('刘洋');
  await expect(copy).toContainText('系统管理员');
  await expect(copy).not.toContainText('liuyang');
  await saveShot(page, 'workflow-copy');
  // the bell told of it too, opening the same application
  await page.getByTestId('notice-bell').click();
  const bell = page.getByTestId('notice-popover');
  await bell.getByRole('tab', { name: /系统消息/ }).click();
  await expect(bell.getByText(/^抄送：抄送申请E2E/).first()).toBeVisible();
  await page.keyboard.press('Escape');
  // 查看 opens the application itself: its diagram, timeline and form
  await copy.getByRole('button', { name: button('查看') }).click();
  await expect(page).toHaveURL(new RegExp(`/workflow/process/detail/${instanceId}$`));
  await expect(page.locator('.wf-detail-diagram')).toBeVisible();
  await expect(page.locator('.ant-timeline')).toContainText('直属领导审批');
  await page.goto('/workflow/copy');
  await page.locator('.list-search-form').getByLabel('流程标题').fill('抄送申请E2E');
  await page.getByRole('button', { name: button('查询') }).click();
  await expect(copy.getByTestId('cc-read')).toBeVisible();
  await expect(copy).toContainText('已读');
});

test('首页 counts my to-dos and shows today as 运营记录 counts it; 去处理 opens 我的待办; a user without 运营记录 sees only the to-dos', async ({ page }) => {
  const key = `car_home_${Date.now()}`;
  await signInAsAdmin(page);
  const admin = await apiLogin(page.request, 'admin');
  const model = await api(page.request, admin, 'post', '/model/add', { name: '用车申请E2E', modelKey: key, xml: carXml(key) });
  await api(page.request, admin, 'post', '/deployment/deploy', { modelId: model.id });
  await api(page.request, admin, 'post', '/process/start', { processKey: key, variables: { leader: 'admin' } });
  const todo = await api(page.request, admin, 'get', '/task/todo?pageNo=1&pageSize=1');
  expect(todo.total).toBeGreaterThan(0);
  // the browser is on the noon of the last day the demo company has run (today has no plan until a
  // dispatcher makes one); the specs run in the company's time zone, as the browser does
  const today = await lastRunDay(page.request, admin);
  const day = await page.request.get(`/api/ops/dispatch/punctuality?date=${today}`, { headers: { 'X-Access-Token': admin } });
  const { summary } = (await day.json()).result;
  expect(summary.planned).toBeGreaterThan(1000);
  expect(summary.cancelled).toBeGreaterThan(0);

  await page.clock.setFixedTime(new Date(`${today}T12:00:00+08:00`));
  await page.reload();
  const value = (card: string, title: string) =>
    page
      .getByTestId(card)
      .locator('.ant-statistic', { has: page.locator('.ant-statistic-title', { hasText: title }) })
      .locator('.ant-statistic-content-value');
  await expect(value('my-todo', '等待我处理的审批')).toHaveText(String(todo.total));
  await expect(page.getByTestId('today-operations')).toContainText(`今日运营（${today}）`);
  await expect(value('today-operations', '计划班次')).toHaveText(summary.planned.toLocaleString('en-US'));
  await expect(value('today-operations', '已取消')).toHaveText(summary.cancelled.toLocaleString('en-US'));
  await expect(value('today-operations', '准点率')).toHaveText(summary.onTimePercent === null ? '—' : `${summary.onTimePercent}%`);
  await saveShot(page, 'home-today');

  await page.getByTestId('my-todo').getByRole('link', { name: '去处理' }).click();
  await expect(page).toHaveTitle(/^我的待办 - /);
  await expect(rowOf(page, '用车申请E2E').first()).toBeVisible();

  // 李娜 (客服人员) may open 我的待办 but not 运营记录
  await signInAs(page, 'lina');
  await expect(page.getByTestId('my-todo')).toBeVisible();
  await expect(page.getByTestId('today-operations')).toHaveCount(0);
});
