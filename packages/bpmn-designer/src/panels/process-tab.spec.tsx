/** Process tab: key rule, process attributes, default rollback node and the serial-number rule form. */
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import fixture from './fixtures/panels.bpmn?raw';
import { blurActive, mountPanel, openOptions, undo, unmountPanel, xmlOf } from './test-support/mount-panel';

afterEach(unmountPanel);

describe('process basic', () => {
  it('refuses a key that does not start with a letter or holds Chinese, and writes a good one', async () => {
    await mountPanel(fixture);
    const key = page.getByLabelText('流程标识');
    await key.fill('1请假');
    await expect.element(page.getByText('流程标识必须以字母开头，且不能包含中文')).toBeVisible();
    blurActive();
    expect(await xmlOf()).toContain('<bpmn:process id="process_panels"');
    await key.fill('process_leave');
    blurActive();
    await expect.poll(xmlOf).toContain('<bpmn:process id="process_leave" name="面板测试"');
    await expect.poll(xmlOf).toContain('bpmnElement="process_leave"');
    undo();
    await expect.element(key).toHaveValue('process_panels');
  });

  it('writes name, description and skip-first-node', async () => {
    await mountPanel(fixture);
    await page.getByLabelText('流程名称').fill('请假审批');
    blurActive();
    await page.getByLabelText('流程描述').fill('员工请假');
    blurActive();
    await page.getByLabelText('跳过第一个节点').click();
    await expect.poll(xmlOf).toContain('<bpmn:process id="process_panels" name="请假审批" isExecutable="true" flowable:skipFirstNode="true">');
    expect(await xmlOf()).toContain('<bpmn:documentation>员工请假</bpmn:documentation>');
  });

  it('offers only user tasks as the default rollback node', async () => {
    await mountPanel(fixture);
    await page.getByLabelText('默认退回节点').click();
    await expect.poll(openOptions).toEqual(['部门经理审批', '总经理审批']);
    await page.getByTitle('总经理审批').click();
    await expect.poll(xmlOf).toContain('flowable:rollbackNode="Task_2"');
  });
});

describe('serial-number rule', () => {
  it('previews as the user types and saves the rule as one undo step', async () => {
    await mountPanel(fixture, { engine: 'camunda' });
    const preview = page.getByTestId('serial-preview');
    await expect.element(preview).toHaveTextContent('yyyyMMdd00000');
    await page.getByLabelText('规则名称').fill('请假单号');
    await page.getByLabelText('前缀').fill('QJ');
    await page.getByLabelText('连接符').fill('-');
    await page.getByLabelText('序号位数').fill('3');
    await page.getByLabelText('起始值').fill('12');
    await expect.element(preview).toHaveTextContent('QJ-yyyyMMdd-012');
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(xmlOf)
      .toContain('<camunda:serial name="请假单号" prefix="QJ" dateFormat="yyyyMMdd" suffixLength="3" startSequence="12" connector="-" cycle="none" />');
    undo();
    await expect.poll(xmlOf).not.toContain('camunda:serial');
    await expect.element(preview).toHaveTextContent('yyyyMMdd00000');
  });

  it('caps the start value at all nines of the suffix length and requires the fields', async () => {
    await mountPanel(fixture);
    await page.getByLabelText('起始值').fill('123456');
    blurActive();
    await expect.element(page.getByLabelText('起始值')).toHaveValue('99999');
    await page.getByLabelText('序号位数').fill('2');
    blurActive();
    await expect.element(page.getByLabelText('起始值')).toHaveValue('99');
    await expect.element(page.getByTestId('serial-preview')).toHaveTextContent('yyyyMMdd99');
    await page.getByLabelText('日期格式').fill('');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.element(page.getByText('请输入规则名称')).toBeVisible();
    await expect.element(page.getByText('请输入前缀')).toBeVisible();
    await expect.element(page.getByText('请输入日期格式')).toBeVisible();
    expect(await xmlOf()).not.toContain('flowable:serial');
    await userEvent.keyboard('{Escape}');
  });
});
