/** Listener tables with their drawers (spec 02 section 2 "Listener tables"): required fields, injected fields, delete confirmations, XML and undo. */
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import fixture from './fixtures/panels.bpmn?raw';
import { mountPanel, openSelect, pickOption, undo, unmountPanel, xmlOf } from './test-support/mount-panel';

afterEach(unmountPanel);

const nodeTab = () => page.getByRole('tabpanel', { name: '节点' });
const drawer = (title: string) => page.getByRole('dialog').filter({ hasText: title }).last();

describe('task listeners', () => {
  it('adds a listener with an injected field, requiring event, type, value and the field parts', async () => {
    await mountPanel(fixture, { select: 'Task_1' });
    await page.getByRole('button', { name: '添加任务监听器' }).click();
    const listener = drawer('添加任务监听器');
    await listener.getByRole('button', { name: '保存' }).click();
    await expect.element(listener.getByText('请输入值')).toBeVisible();

    await openSelect(listener.getByLabelText('事件'));
    await pickOption('完成 complete');
    await listener.getByLabelText('值').fill('com.bus.workflow.NotifyListener');
    await listener.getByRole('button', { name: '添加字段' }).click();
    const field = drawer('添加字段');
    await field.getByRole('button', { name: '确定' }).click();
    await expect.element(field.getByText('请输入字段名称')).toBeVisible();
    await expect.element(field.getByText('请输入字段值')).toBeVisible();
    await field.getByLabelText('字段名称').fill('channel');
    await field.getByLabelText('字段值').fill('sms');
    await field.getByRole('button', { name: '确定' }).click();
    await expect.element(listener.getByText('channel')).toBeVisible();
    await listener.getByRole('button', { name: '保存' }).click();

    await expect.poll(xmlOf).toContain('<flowable:taskListener class="com.bus.workflow.NotifyListener" event="complete">');
    const xml = await xmlOf();
    expect(xml).toContain('<flowable:field name="channel">');
    expect(xml).toContain('<flowable:string>sms</flowable:string>');
    await expect.element(nodeTab().getByText('完成 complete')).toBeVisible();
    undo();
    await expect.poll(xmlOf).not.toContain('taskListener');
  });

  it('edits a field, confirms field and listener deletion with 警告 / 确定删除该项吗？', async () => {
    await mountPanel(fixture, { select: 'Task_1' });
    await page.getByRole('button', { name: '添加任务监听器' }).click();
    const adding = drawer('添加任务监听器');
    await adding.getByLabelText('值').fill('${notifier}');
    await openSelect(adding.getByLabelText('监听器类型'));
    await pickOption('表达式');
    for (const name of ['a', 'b']) {
      await adding.getByRole('button', { name: '添加字段' }).click();
      const field = drawer('添加字段');
      await field.getByLabelText('字段名称').fill(name);
      await field.getByLabelText('字段值').fill(`${name}-value`);
      await field.getByRole('button', { name: '确定' }).click();
    }
    await adding.getByRole('button', { name: '保存' }).click();
    await expect.poll(xmlOf).toContain('<flowable:taskListener expression="${notifier}" event="create">');

    await nodeTab().getByRole('button', { name: '编辑' }).click();
    const editing = drawer('编辑任务监听器');
    await expect.element(editing.getByLabelText('值')).toHaveValue('${notifier}');
    await editing.getByRole('button', { name: '编辑' }).first().click();
    const field = drawer('编辑字段');
    await expect.element(field.getByLabelText('字段名称')).toHaveValue('a');
    await openSelect(field.getByLabelText('字段类型'));
    await pickOption('表达式');
    await field.getByLabelText('字段值').fill('${amount}');
    await field.getByRole('button', { name: '确定' }).click();
    await editing.getByRole('button', { name: '删除' }).last().click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确定删除该项吗？' });
    await expect.element(confirm).toHaveTextContent(/警告\s*确定删除该项吗？/);
    await confirm.getByRole('button', { name: '确定' }).click();
    await editing.getByRole('button', { name: '保存' }).click();
    await expect.poll(xmlOf).toContain('<flowable:expression>${amount}</flowable:expression>');
    expect(await xmlOf()).not.toContain('name="b"');

    await nodeTab().getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').filter({ hasText: '确定删除该项吗？' }).getByRole('button', { name: '取消' }).click();
    expect(await xmlOf()).toContain('taskListener');
    await nodeTab().getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').filter({ hasText: '确定删除该项吗？' }).getByRole('button', { name: '确定' }).click();
    await expect.poll(xmlOf).not.toContain('taskListener');
  });
});

describe('execution listeners', () => {
  it('offers start / take / end and writes in the engine namespace', async () => {
    await mountPanel(fixture, { select: 'Flow_3', engine: 'camunda' });
    await page.getByRole('button', { name: '添加执行监听器' }).click();
    const adding = drawer('添加执行监听器');
    await openSelect(adding.getByLabelText('事件'));
    await pickOption('经过 take');
    await openSelect(adding.getByLabelText('监听器类型'));
    await pickOption('代理表达式');
    await adding.getByLabelText('值').fill('${flowLogger}');
    await adding.getByRole('button', { name: '保存' }).click();
    await expect.poll(xmlOf).toContain('<camunda:executionListener delegateExpression="${flowLogger}" event="take" />');
  });
});
