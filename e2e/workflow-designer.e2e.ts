import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openMenu, signInAsAdmin, button, saveShot } from './support';

/** A name no earlier run has used (the servers keep their data between the tests of a run). */
const unique = (name: string) => `${name}${String(Date.now()).slice(-6)}`;

const canvasOf = (page: Page) => page.getByTestId('designer-canvas');
const shapeOf = (page: Page, id: string) => canvasOf(page).locator(`g.djs-element[data-element-id="${id}"]`);
const flowOf = (page: Page, id: string) => canvasOf(page).locator(`g.djs-connection[data-element-id="${id}"]`);
const contextPad = (page: Page) => page.locator('.djs-context-pad.open');
const padEntry = (page: Page, action: string) => contextPad(page).locator(`[data-action="${action}"]`);
const panelOf = (page: Page) => page.locator('.bpmn-properties-panel');
const lintButton = (page: Page) => page.locator('button[data-lint-state]');
const issues = (page: Page) => page.locator('.bus-lint-issue');
/** The design page's title bar: name, key, the latest version, 草稿 and 未保存. */
const versionTag = (page: Page) => page.getByTestId('model-version').filter({ visible: true });
const draftTag = (page: Page) => page.getByTestId('model-draft').filter({ visible: true });
const unsavedTag = (page: Page) => page.getByTestId('model-unsaved').filter({ visible: true });
const lintSwitch = (page: Page) => page.getByRole('switch', { name: '校验开关' });
/** The 保存为草稿 question a save with lint errors asks. */
const draftQuestion = (page: Page) => page.locator('.ant-modal-confirm', { has: page.getByTestId('designer-draft-confirm') });

/** 新建 on 流程管理 › 流程设计: the model is added and opens in the designer. Answers its key. */
async function createModel(page: Page, name: string) {
  await openMenu(page, '流程管理', '流程设计');
  await page.getByRole('button', { name: button('新建') }).click();
  const dialog = page.getByRole('dialog', { name: '新建流程模型' });
  await dialog.getByLabel('流程名称').fill(name);
  // the key is suggested as the designer names a new process
  await expect(dialog.getByLabel('流程标识')).toHaveValue(/^process_[a-z0-9]{8}$/);
  const key = await dialog.getByLabel('流程标识').inputValue();
  await dialog.getByRole('button', { name: button('确定') }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  await expect(page).toHaveURL(/\/workflow\/design\/process\/[^/]+$/);
  await expect(page.getByText(`流程设计：${name}`)).toBeVisible();
  // a new diagram: 开始 -> 审批 -> 结束, the approver for the designer to choose (never the applicant)
  await expect(shapeOf(page, 'StartEvent_1_label')).toHaveText('开始');
  await expect(shapeOf(page, 'Task_approve')).toHaveText('审批');
  await expect(shapeOf(page, 'EndEvent_1_label')).toHaveText('结束');
  return key;
}

async function elementIds(page: Page, kind: 'shape' | 'connection') {
  return canvasOf(page)
    .locator(`g.djs-${kind}[data-element-id]`)
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-element-id')!));
}

/** The whole diagram in view (toolbar 适应画布), as a user does before picking an element. */
async function fitView(page: Page) {
  await page.locator('[data-toolbar-item="fit"]').click();
}

const isSelected = async (element: Locator) => /\bselected\b/.test((await element.getAttribute('class')) ?? '');

/**
 * Brings the whole diagram into view and clears the selection with a click on the empty canvas
 * below it (the context pad of a selected element may lie over the next one to pick), unless
 * `keep` is the selected element (a click on a selected element would deselect it).
 */
async function prepareToPick(page: Page, keep?: Locator) {
  await fitView(page);
  if (keep && (await isSelected(keep))) return;
  // right of the simulation's speed bar, left of the bpmn.io logo
  const canvas = (await canvasOf(page).boundingBox())!;
  await page.mouse.click(canvas.x + canvas.width * 0.75, canvas.y + canvas.height - 20);
  await expect(canvasOf(page).locator('g.djs-element.selected')).toHaveCount(0);
}

/** Clicks a shape on the canvas: it is selected and its context pad opens. */
async function select(page: Page, id: string) {
  await prepareToPick(page, shapeOf(page, id));
  if (!(await isSelected(shapeOf(page, id)))) await shapeOf(page, id).click();
  await expect(shapeOf(page, id)).toHaveClass(/\bselected\b/);
  await expect(contextPad(page)).toBeVisible();
}

/** Appends an element through the context pad of `sourceId`; answers the ids of the new shape and flow. */
async function append(page: Page, sourceId: string, action: string) {
  const shapesBefore = await elementIds(page, 'shape');
  const flowsBefore = await elementIds(page, 'connection');
  await select(page, sourceId);
  await padEntry(page, action).click();
  let shape = '';
  let flow = '';
  await expect(async () => {
    shape = (await elementIds(page, 'shape')).find((id) => !shapesBefore.includes(id) && !id.endsWith('_label')) ?? '';
    flow = (await elementIds(page, 'connection')).find((id) => !flowsBefore.includes(id)) ?? '';
    expect(shape).not.toBe('');
    expect(flow).not.toBe('');
  }).toPass({ timeout: 5_000 });
  // the appended element is the selected one
  await expect(shapeOf(page, shape)).toHaveClass(/\bselected\b/);
  return { shape, flow };
}

/** Changes a task into a user task through the context pad's replace menu; answers its (new) id. */
async function makeUserTask(page: Page, id: string) {
  await select(page, id);
  await padEntry(page, 'replace').click();
  await page.locator('.djs-popup [data-id="replace-with-user-task"]').click();
  const replaced = canvasOf(page).locator('g.djs-shape.selected');
  await expect(replaced).toHaveCount(1);
  return (await replaced.getAttribute('data-element-id'))!;
}

/** Clicks on a sequence flow's line (the middle of its path), as a user picks a connection. */
async function selectFlow(page: Page, id: string) {
  await prepareToPick(page, flowOf(page, id));
  const point = await flowOf(page, id)
    .locator('path.djs-hit')
    .evaluate((path: SVGPathElement) => {
      const middle = path.getPointAtLength(path.getTotalLength() / 2);
      const onScreen = new DOMPoint(middle.x, middle.y).matrixTransform(path.getScreenCTM()!);
      return { x: onScreen.x, y: onScreen.y };
    });
  if (!(await isSelected(flowOf(page, id)))) await page.mouse.click(point.x, point.y);
  await expect(flowOf(page, id)).toHaveClass(/\bselected\b/);
}

/** Types into a panel field and leaves it (fields write on blur). */
async function commitField(page: Page, label: string, value: string) {
  const field = panelOf(page).getByLabel(label, { exact: true });
  await field.fill(value);
  await field.blur();
}

/** 配置审批人 on the selected user task: one row of the given type, the value picked in its select. */
async function assign(page: Page, type: '用户' | '自定义', pick: (dialog: Locator) => Promise<void>) {
  await panelOf(page).getByRole('button', { name: '配置审批人' }).click();
  const dialog = page.getByRole('dialog', { name: '人员配置' });
  await dialog.getByRole('combobox', { name: '第 1 行类型' }).click();
  await page.locator('.ant-select-dropdown:visible').getByText(type, { exact: true }).click();
  await pick(dialog);
  await dialog.getByRole('button', { name: button('确定') }).click();
  await expect(dialog).toBeHidden();
}

/** A click on the lint badge opens the list of problems (checking stays on); another closes it. */
async function openIssues(page: Page) {
  await lintButton(page).click();
  await expect(page.locator('.ant-popover:visible', { hasText: '校验问题' })).toBeVisible();
  await expect(lintSwitch(page)).toBeChecked();
}

async function closeIssues(page: Page) {
  await lintButton(page).click();
  await expect(page.locator('.ant-popover:visible', { hasText: '校验问题' })).toBeHidden();
}

test('a new model is drawn with a gateway, checked by lint, configured in the panel, saved twice and reloaded', async ({ page }) => {
  test.setTimeout(120_000);
  const name = unique('请假审批');
  await signInAsAdmin(page);
  await createModel(page, name);
  await expect(versionTag(page)).toHaveText('v1');
  await expect(draftTag(page)).toBeVisible();

  // lint speaks at once: the new diagram's approval has nobody to approve it yet
  await expect(lintButton(page)).toHaveAttribute('data-lint-state', 'error');
  await openIssues(page);
  await expect(issues(page)).toHaveCount(1);
  await expect(issues(page).filter({ hasText: '用户任务未设置审批人' })).toHaveAttribute('data-element-id', 'Task_approve');
  await closeIssues(page);

  // draw: 审批 -> exclusive gateway -> two approvals, each to an end event (the template's end removed first)
  await select(page, 'EndEvent_1');
  await padEntry(page, 'delete').click();
  await expect(shapeOf(page, 'EndEvent_1')).toHaveCount(0);
  const gateway = await append(page, 'Task_approve', 'append.gateway');
  const upper = await append(page, gateway.shape, 'append.append-task');
  const lower = await append(page, gateway.shape, 'append.append-task');
  const manager = await makeUserTask(page, upper.shape);
  const director = await makeUserTask(page, lower.shape);
  await append(page, manager, 'append.end-event');
  await append(page, director, 'append.end-event');
  await expect(canvasOf(page).locator('g.djs-shape[data-element-id^="Gateway_"]')).toHaveCount(1);
  await expect(canvasOf(page).locator('g.djs-shape[data-element-id^="Event_"]')).toHaveCount(2);

  // lint now names the unassigned approvals and the undecided gateway; the end event is no longer missing
  await expect(lintButton(page)).toHaveAttribute('data-lint-state', 'error');
  await openIssues(page);
  await expect(issues(page).filter({ hasText: '用户任务未设置审批人' })).toHaveCount(3);
  await expect(issues(page).and(page.locator(`[data-element-id="${manager}"]`))).toContainText('用户任务未设置审批人');
  await expect(issues(page).and(page.locator(`[data-element-id="${director}"]`))).toContainText('用户任务未设置审批人');
  await expect(issues(page).and(page.locator(`[data-element-id="${gateway.shape}"]`))).toContainText('排他网关的流出顺序流既没有条件也没有默认流');
  await closeIssues(page);
  // a model with errors is saved only as a draft, if the user agrees: here they do not
  await page.getByTestId('designer-save').click();
  await expect(draftQuestion(page)).toContainText('模型有 4 个错误');
  await expect(draftQuestion(page)).toContainText('有错误的模型只能保存为草稿，草稿不能部署。');
  await draftQuestion(page)
    .getByRole('button', { name: button('取消') })
    .click();
  await expect(draftQuestion(page)).toBeHidden();
  await expect(versionTag(page)).toHaveText('v1');

  // the panel: names and assignees of the approvals
  await select(page, 'Task_approve');
  await commitField(page, '节点名称', '部门审批');
  await assign(page, '用户', async (dialog) => {
    await dialog.locator('.ant-select', { hasText: '输入姓名或账号搜索' }).click();
    await page.keyboard.type('admin');
    await page.locator('.ant-select-dropdown:visible').getByText('系统管理员', { exact: true }).click();
  });
  await select(page, manager);
  await expect(panelOf(page).getByRole('tab', { name: '节点' })).toHaveAttribute('aria-selected', 'true');
  await commitField(page, '节点名称', '部门经理审批');
  await expect(shapeOf(page, manager)).toHaveText('部门经理审批');
  await assign(page, '自定义', async (dialog) => {
    await dialog.getByRole('combobox', { name: '自定义' }).click();
    await page.locator('.ant-select-dropdown:visible').getByText('发起人', { exact: true }).click();
  });
  await expect(panelOf(page).locator('.ant-descriptions')).toContainText('发起人');

  await select(page, director);
  await commitField(page, '节点名称', '总经理审批');
  await expect(shapeOf(page, director)).toHaveText('总经理审批');
  await assign(page, '用户', async (dialog) => {
    // a multiple select: its placeholder is text, not an input's placeholder
    await dialog.locator('.ant-select', { hasText: '输入姓名或账号搜索' }).click();
    await page.keyboard.type('admin');
    await page.locator('.ant-select-dropdown:visible').getByText('系统管理员', { exact: true }).click();
  });
  await expect(panelOf(page).locator('.ant-descriptions')).toContainText('系统管理员');

  // the gateway's flows: a condition on one, the other the default
  await selectFlow(page, upper.flow);
  await commitField(page, '条件表达式', '${days > 3}');
  await selectFlow(page, lower.flow);
  await panelOf(page).getByLabel('默认流转').click();
  await expect(panelOf(page).getByLabel('默认流转')).toBeChecked();
  await expect(panelOf(page).getByLabel('条件表达式')).toBeDisabled();

  // every error named above is gone
  await expect(lintButton(page)).toHaveAttribute('data-lint-state', 'success');
  await expect(lintButton(page)).toHaveText('没有问题');
  await openIssues(page);
  await expect(issues(page)).toHaveCount(0);
  await closeIssues(page);
  await prepareToPick(page);
  await expect(page.getByText('模型存在错误，请先处理')).toBeHidden();
  await saveShot(page, 'designer-drawn');

  // save, change, save again: two new versions
  await page.getByTestId('designer-save').click();
  await expect(page.getByText('保存成功（版本 2）')).toBeVisible();
  await expect(versionTag(page)).toHaveText('v2');
  await expect(draftTag(page)).toBeHidden();
  await selectFlow(page, upper.flow);
  await commitField(page, '条件表达式', '${days > 5}');
  await page.getByTestId('designer-save').click();
  await expect(page.getByText('保存成功（版本 3）')).toBeVisible();
  await expect(versionTag(page)).toHaveText('v3');

  // a reload opens what was saved
  await page.reload();
  await expect(shapeOf(page, gateway.shape)).toBeVisible();
  await expect(shapeOf(page, manager)).toHaveText('部门经理审批');
  await expect(shapeOf(page, director)).toHaveText('总经理审批');
  await expect(lintButton(page)).toHaveAttribute('data-lint-state', 'success');
  await selectFlow(page, upper.flow);
  await expect(panelOf(page).getByLabel('条件表达式')).toHaveValue('${days > 5}');
  await selectFlow(page, lower.flow);
  await expect(panelOf(page).getByLabel('默认流转')).toBeChecked();
  await select(page, director);
  await expect(panelOf(page).locator('.ant-descriptions')).toContainText('系统管理员');
});

test('the history lists the versions, compares two element by element and shows one', async ({ page }) => {
  const name = unique('报销审批');
  await signInAsAdmin(page);
  await createModel(page, name);

  // version 2: the approval renamed and given its approver
  await select(page, 'Task_approve');
  await commitField(page, '节点名称', '部门审批');
  await expect(shapeOf(page, 'Task_approve')).toHaveText('部门审批');
  await assign(page, '用户', async (dialog) => {
    await dialog.locator('.ant-select', { hasText: '输入姓名或账号搜索' }).click();
    await page.keyboard.type('admin');
    await page.locator('.ant-select-dropdown:visible').getByText('系统管理员', { exact: true }).click();
  });
  await expect(lintButton(page)).toHaveAttribute('data-lint-state', 'success');
  await page.getByTestId('designer-save').click();
  await expect(page.getByText('保存成功（版本 2）')).toBeVisible();

  await page.getByRole('button', { name: '历史版本' }).click();
  await expect(page).toHaveURL(/\/workflow\/design\/model\/history\/[^/]+$/);
  await expect(page.getByText(`模型历史：${name}`)).toBeVisible();
  const versionRow = (n: number) => page.locator('.ant-table-row', { has: page.getByText(`v${n}`, { exact: true }) }).filter({ visible: true });
  await expect(versionRow(2).locator('.ant-tag')).toHaveText('当前');
  // version 1, the new diagram with nobody to approve, was stored as a draft
  await expect(versionRow(1).locator('.ant-tag')).toHaveText(['草稿']);
  await expect(versionRow(1)).toContainText('新建');
  await expect(versionRow(2)).toContainText('系统管理员（admin）');

  // two ticked versions are compared, older to newer
  const compare = page.getByRole('button', { name: '对比所选版本' });
  await expect(compare).toBeDisabled();
  await versionRow(2).getByRole('checkbox').check();
  await versionRow(1).getByRole('checkbox').check();
  await expect(page.getByText('将对比版本 1 与版本 2')).toBeVisible();
  await compare.click();
  const diff = page.locator('.ant-card-small', { has: page.getByText('版本 1 与版本 2 对比', { exact: true }) });
  await expect(diff).toBeVisible();
  for (const column of ['变化', '元素', '属性', '原值', '新值']) await expect(diff.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  await expect(diff.getByRole('img', { name: '版本 1' })).toBeVisible();
  await expect(diff.getByRole('img', { name: '版本 2' })).toBeVisible();
  const renamed = diff.locator('.ant-table-row', { has: page.getByRole('cell', { name: '名称', exact: true }) });
  await expect(renamed.getByRole('cell', { name: '审批', exact: true })).toBeVisible();
  await expect(renamed.getByRole('cell', { name: '部门审批', exact: true })).toBeVisible();
  // a rename is not a move: nothing was dragged between the two versions
  await expect(diff.getByText('已移动')).toHaveCount(0);
  // the approver chosen is listed with the task (a user, none before)
  await expect(diff.locator('.ant-table-row', { hasText: 'Assignee.type' })).toContainText('user');
  await saveShot(page, 'designer-history-diff', { fullPage: true });

  // 查看 opens one version read-only
  await versionRow(1).getByRole('button', { name: '查看' }).click();
  const drawer = page.locator('.ant-drawer-content', { has: page.getByText('版本 1', { exact: true }) });
  await expect(drawer).toBeVisible();
  const diagram = drawer.getByRole('img', { name: '版本 1' });
  await expect(diagram.locator('g.djs-element[data-element-id="Task_approve"]')).toHaveText('审批');
  await expect(drawer.locator('.djs-palette')).toHaveCount(0);
});

test('the token simulation runs from the start event to the end, read-only; the diagram downloads as XML and SVG', async ({ page }) => {
  await signInAsAdmin(page);
  const key = await createModel(page, unique('用车申请'));

  // downloads: the file is named after the process and holds what the canvas shows
  const [xmlFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载 XML' }).click()]);
  expect(xmlFile.suggestedFilename()).toBe(`${key}.bpmn`);
  const xml = await readFile(await xmlFile.path(), 'utf8');
  expect(xml).toContain(`<bpmn:process id="${key}"`);
  expect(xml).toContain('<bpmn:endEvent id="EndEvent_1" name="结束"');
  const [svgFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载 SVG' }).click()]);
  expect(svgFile.suggestedFilename()).toBe(`${key}.svg`);
  const svg = await readFile(await svgFile.path(), 'utf8');
  expect(svg).toContain('<svg');
  expect(svg).toContain('审批');

  // simulation on: a play button on the start event, the model read-only
  const simulation = page.getByRole('switch', { name: '流程模拟' });
  await prepareToPick(page);
  await simulation.click();
  await expect(simulation).toBeChecked();
  const play = page.locator('.djs-overlays[data-container-id="StartEvent_1"] .bts-context-pad:not(.hidden)');
  await expect(play).toHaveAttribute('title', '触发事件');
  await shapeOf(page, 'Task_approve').click();
  await expect(contextPad(page)).toHaveCount(0);
  // the panel says so and its fields are locked until the simulation is switched off
  await expect(page.getByText('模拟中，模型只读：关闭流程模拟后再编辑属性')).toBeVisible();
  await expect(page.locator('.bpmn-properties-panel').getByLabel('节点名称')).toBeDisabled();

  // a token runs through 审批 to the end; the log tells each step
  await play.click();
  await expect(canvasOf(page).locator('.bts-token')).toBeVisible();
  await expect(page.locator('.bts-notification', { hasText: '流程已开始' })).toBeVisible();
  await saveShot(page, 'designer-simulation');
  await page.getByTitle('显示/隐藏模拟日志').click();
  const log = page.locator('.bts-log');
  await expect(log).toBeVisible();
  await expect(log.locator('.bts-entry').last()).toContainText('流程已完成', { timeout: 15_000 });
  await expect(log.locator('.bts-entry')).toContainText(['流程已开始', '开始', '审批', '结束', '流程已完成']);
  await expect(canvasOf(page).locator('.bts-token')).toHaveCount(0);

  // simulation off: the simulation's controls are gone and the model can be edited again
  await simulation.click();
  await expect(simulation).not.toBeChecked();
  await expect(page.locator('.bts-context-pad:visible')).toHaveCount(0);
  await expect(log).toBeHidden();
  await select(page, 'Task_approve');
  await expect(padEntry(page, 'append.gateway')).toBeVisible();
  await expect(page.getByText('模拟中，模型只读：关闭流程模拟后再编辑属性')).toHaveCount(0);
  await expect(page.locator('.bpmn-properties-panel').getByLabel('节点名称')).toBeEnabled();
});

test('a draft when the user agrees, whatever the lint switch; leaving with unsaved changes asks; the tab is named after the model', async ({ page }) => {
  test.setTimeout(120_000);
  const name = unique('用印申请');
  await signInAsAdmin(page);
  await createModel(page, name);
  const tabs = page.getByTestId('tab-bar');
  const designTab = tabs.locator('.ant-tabs-tab', { hasText: name });
  await expect(designTab).toBeVisible();
  await expect(tabs.locator('.ant-tabs-tab', { hasText: /^流程设计$/ })).toBeVisible();
  // the minimap starts closed: nothing covers the top right of the canvas
  await expect(page.locator('.djs-minimap')).toBeVisible();
  await expect(page.locator('.djs-minimap')).not.toHaveClass(/\bopen\b/);

  // the red badge opens the problems; the switch beside it turns checking off
  await expect(lintButton(page)).toHaveAttribute('data-lint-state', 'error');
  await expect(lintButton(page)).toHaveText(/1 个错误/);
  await openIssues(page);
  await expect(issues(page)).toHaveText([/用户任务未设置审批人/]);
  await expect(lintButton(page)).toHaveAttribute('data-lint-state', 'error');
  await closeIssues(page);
  await lintSwitch(page).click();
  await expect(lintButton(page)).toHaveAttribute('data-lint-state', 'inactive');
  await expect(lintButton(page)).toHaveText('校验已关闭');

  // an unsaved edit: 返回列表 and closing the tab ask, and staying keeps the edit
  await select(page, 'Task_approve');
  await commitField(page, '节点名称', '提交用印');
  await expect(unsavedTag(page)).toBeVisible();
  await page.getByRole('button', { name: '返回列表' }).click();
  const leave = page.locator('.ant-modal-confirm', { hasText: '有未保存的修改' });
  await expect(leave).toContainText('离开后这些修改将丢失，确定离开吗？');
  await leave.getByRole('button', { name: button('取消') }).click();
  await expect(leave).toBeHidden();
  await designTab.locator('.ant-tabs-tab-remove').click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: button('取消') }).click();
  await expect(leave).toBeHidden();
  await expect(designTab).toBeVisible();
  await expect(shapeOf(page, 'Task_approve')).toHaveText('提交用印');
  // another tab and back: the designer was kept, edit and all
  await tabs.locator('.ant-tabs-tab', { hasText: /^流程设计$/ }).click();
  await expect(page).toHaveURL(/\/workflow\/design$/);
  await designTab.click();
  await expect(shapeOf(page, 'Task_approve')).toHaveText('提交用印');
  await expect(unsavedTag(page)).toBeVisible();

  // checking is off, yet the save lints: the task nobody approves makes it a draft, which the user accepts
  await page.getByTestId('designer-save').click();
  await expect(draftQuestion(page)).toContainText('模型有 1 个错误');
  await expect(draftQuestion(page)).toContainText('用户任务未设置审批人');
  await draftQuestion(page).getByRole('button', { name: '保存为草稿' }).click();
  await expect(page.getByText('已保存为草稿（版本 2）')).toBeVisible();
  await expect(versionTag(page)).toHaveText('v2');
  await expect(draftTag(page)).toBeVisible();
  await expect(unsavedTag(page)).toBeHidden();
  await saveShot(page, 'designer-draft-1440');

  // an edit again: closing the browser tab asks too (the browser's own question)
  await select(page, 'Task_approve');
  await commitField(page, '节点名称', '用印审批');
  await expect(unsavedTag(page)).toBeVisible();
  const unload = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const asked = await unload;
  expect(asked.type()).toBe('beforeunload');
  await asked.dismiss();
  expect(page.isClosed()).toBe(false);

  // saved, nothing to ask: 返回列表 goes straight to the list, where the model is a draft no more
  await select(page, 'Task_approve');
  await assign(page, '用户', async (dialog) => {
    await dialog.locator('.ant-select', { hasText: '输入姓名或账号搜索' }).click();
    await page.keyboard.type('admin');
    await page.locator('.ant-select-dropdown:visible').getByText('系统管理员', { exact: true }).click();
  });
  await page.getByTestId('designer-save').click();
  await expect(page.getByText('保存成功（版本 3）')).toBeVisible();
  await expect(draftTag(page)).toBeHidden();
  await page.getByRole('button', { name: '返回列表' }).click();
  await expect(page).toHaveURL(/\/workflow\/design$/);
  await expect(leave).toBeHidden();
  const row = page.locator('.ant-table-row', { hasText: name }).filter({ visible: true });
  await expect(row).toContainText('v3');
  await expect(row.locator('.ant-tag', { hasText: '草稿' })).toHaveCount(0);
});

test('at 390 px the designer keeps the canvas and opens the property panel as a drawer', async ({ page }) => {
  await signInAsAdmin(page);
  await createModel(page, unique('手机审批'));
  const url = page.url();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url);
  await expect(shapeOf(page, 'Task_approve')).toBeVisible();
  // no page-wide horizontal scrolling, the canvas as wide as the screen allows
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const canvas = (await canvasOf(page).boundingBox())!;
  expect(canvas.width).toBeGreaterThan(300);
  await expect(page.locator('.bus-designer-side')).toHaveCount(0);
  await saveShot(page, 'designer-390');

  await shapeOf(page, 'Task_approve').click();
  await page.getByTestId('designer-properties').click();
  const drawer = page.locator('.bus-designer-panel-drawer');
  await expect(drawer.getByLabel('节点名称', { exact: true })).toHaveValue('审批');
  await saveShot(page, 'designer-390-panel');

  // on a phone the shell keeps no hidden tabs: moving elsewhere through the menu would drop the
  // unsaved edit, so it asks; staying keeps the edit, leaving goes
  const name = drawer.getByLabel('节点名称', { exact: true });
  await name.fill('手机上改名');
  await name.blur();
  await drawer.getByRole('button', { name: '关闭' }).click();
  await expect(page.getByTestId('model-unsaved')).toBeVisible();
  const goHome = async () => {
    await page.getByRole('button', { name: '展开菜单' }).click();
    await page.locator('.ant-drawer').getByRole('link', { name: '首页', exact: true }).click();
  };
  await goHome();
  const leave = page.locator('.ant-modal-confirm', { hasText: '有未保存的修改' });
  await leave.getByRole('button', { name: button('取消') }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(url);
  await expect(shapeOf(page, 'Task_approve')).toHaveText('手机上改名');
  await goHome();
  await leave.getByRole('button', { name: button('离开') }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
});
