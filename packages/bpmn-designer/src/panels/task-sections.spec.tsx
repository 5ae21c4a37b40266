/** Buttons, condition, call activity and multi-instance sections through the UI. */
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import fixture from './fixtures/panels.bpmn?raw';
import { blurActive, element, mountPanel, undo, unmountPanel, xmlOf } from './test-support/mount-panel';

afterEach(unmountPanel);

describe('buttons', () => {
  it('lists the configured buttons and writes every button with its display flag', async () => {
    await mountPanel(fixture, { select: 'Task_1' });
    const transfer = page.getByLabelText('显示转办');
    await expect.element(transfer).not.toBeChecked();
    await transfer.click();
    const xml = await xmlOf();
    expect(xml).toContain('<flowable:button label="转办" prop="transfer" display="true" />');
    expect(xml).toContain('<flowable:button label="同意" prop="agree" display="true" />');
    expect(xml).toContain('<flowable:button label="终止" prop="terminate" display="false" />');
    undo();
    await expect.element(transfer).not.toBeChecked();
    expect(await xmlOf()).not.toContain('flowable:button');
  });
});

describe('condition', () => {
  it('writes a condition expression and turns a flow into the default flow', async () => {
    await mountPanel(fixture, { select: 'Flow_3' });
    await page.getByLabelText('条件表达式').fill('${days > 3}');
    blurActive();
    await expect.poll(xmlOf).toMatch(/<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\$\{days &gt; 3\}<\/bpmn:conditionExpression>/);
    await page.getByLabelText('默认流转').click();
    await expect.poll(xmlOf).toContain('default="Flow_3"');
    expect(await xmlOf()).not.toContain('conditionExpression');
    await expect.element(page.getByLabelText('条件表达式')).toBeDisabled();
    undo();
    await expect.element(page.getByLabelText('条件表达式')).toHaveValue('${days > 3}');
  });
});

describe('call activity', () => {
  it('writes the called key with calledElementType key, and the two flags as strings', async () => {
    await mountPanel(fixture, { select: 'Call_1', engine: 'camunda' });
    await page.getByLabelText('被调用流程标识').fill('process_child');
    blurActive();
    await page.getByLabelText('继承变量').click();
    await page.getByLabelText('同一部署').click();
    await page.getByLabelText('同一部署').click();
    const xml = await xmlOf();
    expect(xml).toContain('calledElement="process_child"');
    expect(xml).toContain('camunda:calledElementType="key"');
    expect(xml).toContain('camunda:inheritVariables="true"');
    expect(xml).toContain('camunda:sameDeployment="false"');
  });

  it('explains that multi-instance is only for user tasks and sub processes', async () => {
    await mountPanel(fixture, { select: 'Call_1' });
    await expect.element(page.getByText('多实例仅适用于用户任务和子流程')).toBeVisible();
  });
});

describe('multi-instance', () => {
  it('creates the loop with the assignee variable, moves the slider, and clears both in one step', async () => {
    await mountPanel(fixture, { select: 'Task_2' });
    await expect.element(page.getByText('完成比例')).not.toBeInTheDocument();
    await page.getByText('并行').click();
    await expect.poll(xmlOf).toContain('flowable:assignee="${assignee}"');
    await expect.element(page.getByLabelText('元素变量')).toHaveValue('assignee');
    await expect.element(page.getByLabelText('集合')).toHaveValue('${multiInstanceHandler.getUserIds(execution)}');
    await expect.element(page.getByText('完成比例 100%')).toBeVisible();

    await page.getByRole('slider', { name: '完成比例' }).click();
    await userEvent.keyboard('{Home}');
    for (let i = 0; i < 6; i += 1) await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByText('完成比例 6%')).toBeVisible();
    await expect.poll(xmlOf).toContain('${nrOfCompletedInstances/nrOfInstances &gt;= 0.06}');
    await expect.element(page.getByLabelText('完成条件')).toHaveValue('${nrOfCompletedInstances/nrOfInstances >= 0.06}');

    await page.getByText('串行').click();
    await expect.poll(xmlOf).toContain('isSequential="true"');
    await page.getByTitle('无').click();
    await expect.poll(xmlOf).not.toContain('multiInstanceLoopCharacteristics');
    expect(element('Task_2').businessObject.get('flowable:assignee')).toBeUndefined();
    undo();
    await expect.element(page.getByText('完成比例 6%')).toBeVisible();
  });

  it('writes loop cardinality as an expression', async () => {
    await mountPanel(fixture, { select: 'Sub_1' });
    await page.getByText('并行').click();
    await page.getByLabelText('循环基数').fill('3');
    blurActive();
    await expect.poll(xmlOf).toContain('<bpmn:loopCardinality xsi:type="bpmn:tFormalExpression">3</bpmn:loopCardinality>');
  });
});
