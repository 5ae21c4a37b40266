/** Event definition panels (spec 02 sections 2 and 5): definition tables with their id rules, references, timer, conditional, terminate and the interrupting switches. */
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import fixture from './fixtures/panels.bpmn?raw';
import { blurActive, mountPanel, openSelect, pickOption, undo, unmountPanel, xmlOf } from './test-support/mount-panel';

afterEach(unmountPanel);

const nodeTab = () => page.getByRole('tabpanel', { name: '节点' });
const modal = (title: string) => page.getByRole('dialog').filter({ hasText: title }).last();

describe('signal panel', () => {
  it('checks the id rule on blur, cancels an add whose id exists, adds, references and fixes the id', async () => {
    await mountPanel(fixture, { select: 'SignalCatch_1' });
    await expect.element(nodeTab().getByRole('cell', { name: 'Signal_Existing' })).toBeVisible();
    await nodeTab().getByRole('button', { name: '新增信号' }).click();
    const adding = modal('新增信号');
    await adding.getByLabelText('ID').fill('1信号');
    blurActive();
    await expect.element(adding.getByText('必须以字母开头，只能包含字母、数字和下划线，不能包含中文')).toBeVisible();
    await adding.getByLabelText('ID').fill('Signal_Existing');
    await adding.getByLabelText('名称').fill('重复');
    await adding.getByRole('button', { name: '确定' }).click();
    await expect.element(page.getByText('ID：Signal_Existing 已存在')).toBeVisible();
    await expect.element(adding).not.toBeInTheDocument();
    expect(await xmlOf()).not.toContain('重复');

    await nodeTab().getByRole('button', { name: '新增信号' }).click();
    await modal('新增信号').getByLabelText('ID').fill('Signal_Approved');
    await modal('新增信号').getByLabelText('名称').fill('审批通过');
    await modal('新增信号').getByRole('button', { name: '确定' }).click();
    await expect.poll(xmlOf).toContain('<bpmn:signal id="Signal_Approved" name="审批通过" />');

    await openSelect(nodeTab().getByLabelText('引用信号'));
    await pickOption('审批通过（Signal_Approved）');
    await expect.poll(xmlOf).toContain('<bpmn:signalEventDefinition id="SignalDef_1" signalRef="Signal_Approved" />');
    expect(await xmlOf()).not.toContain('cancelActivity');
    await expect.element(nodeTab().getByText('中断')).not.toBeInTheDocument();

    await nodeTab().getByRole('button', { name: '编辑' }).last().click();
    const editing = modal('编辑信号');
    await expect.element(editing.getByLabelText('ID')).toBeDisabled();
    await editing.getByLabelText('名称').fill('已通过');
    await editing.getByRole('button', { name: '确定' }).click();
    await expect.poll(xmlOf).toContain('<bpmn:signal id="Signal_Approved" name="已通过" />');
  });

  it('deletes a referenced signal after confirmation and clears the reference; undo brings both back', async () => {
    await mountPanel(fixture, { select: 'SignalCatch_1' });
    await openSelect(nodeTab().getByLabelText('引用信号'));
    await pickOption('已有信号（Signal_Existing）');
    await expect.poll(xmlOf).toContain('signalRef="Signal_Existing"');
    await nodeTab().getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确定删除该项吗？' });
    await expect.element(confirm).toHaveTextContent(/警告\s*确定删除该项吗？/);
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect.poll(xmlOf).not.toContain('Signal_Existing');
    undo();
    await expect.poll(xmlOf).toContain('signalRef="Signal_Existing"');
    await expect.element(nodeTab().getByRole('cell', { name: 'Signal_Existing' })).toBeVisible();
  });
});

describe('message panel', () => {
  it('creates a message from the reference selector and points at it in one step; a start event has the interrupting switch', async () => {
    await mountPanel(fixture, { select: 'MessageStart_1', engine: 'camunda' });
    await openSelect(nodeTab().getByLabelText('引用消息'));
    await page.getByRole('button', { name: '新建消息并引用' }).click();
    await modal('新增消息').getByLabelText('ID').fill('Message_Urge');
    await modal('新增消息').getByLabelText('名称').fill('催办消息');
    await modal('新增消息').getByRole('button', { name: '确定' }).click();
    await expect.poll(xmlOf).toContain('<bpmn:messageEventDefinition id="MessageStartDef_1" messageRef="Message_Urge" />');
    expect(await xmlOf()).toContain('<bpmn:message id="Message_Urge" name="催办消息" />');
    await nodeTab().getByLabelText('中断').click();
    await expect.poll(xmlOf).toContain('<bpmn:startEvent id="MessageStart_1" name="收到催办" isInterrupting="false">');
    undo();
    undo();
    await expect.poll(xmlOf).not.toContain('Message_Urge');
  });
});

describe('error and escalation panels', () => {
  it('reference errors and escalations from their own tables', async () => {
    await mountPanel(fixture, { select: 'ErrorEnd_1' });
    await nodeTab().getByRole('button', { name: '新增错误' }).click();
    await modal('新增错误').getByLabelText('ID').fill('Error_Reject');
    await modal('新增错误').getByLabelText('名称').fill('驳回');
    await modal('新增错误').getByRole('button', { name: '确定' }).click();
    await openSelect(nodeTab().getByLabelText('引用错误'));
    await pickOption('驳回（Error_Reject）');
    await expect.poll(xmlOf).toContain('errorRef="Error_Reject"');
    await unmountPanel();
    await mountPanel(fixture, { select: 'EscalationEnd_1' });
    await expect.element(nodeTab().getByText('暂无升级')).toBeVisible();
    await nodeTab().getByRole('button', { name: '新增升级' }).click();
    await modal('新增升级').getByLabelText('ID').fill('Escalation_Boss');
    await modal('新增升级').getByLabelText('名称').fill('上报领导');
    await modal('新增升级').getByRole('button', { name: '确定' }).click();
    await expect.poll(xmlOf).toContain('<bpmn:escalation id="Escalation_Boss" name="上报领导" />');
  });
});

describe('timer, conditional, terminate and compensate', () => {
  it('writes one timer body at a time and the boundary cancel-activity switch', async () => {
    await mountPanel(fixture, { select: 'Timer_1' });
    await nodeTab().getByLabelText('定时表达式').fill('PT2H');
    blurActive();
    await expect.poll(xmlOf).toContain('<bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT2H</bpmn:timeDuration>');
    await openSelect(nodeTab().getByLabelText('定时类型'));
    await pickOption('循环 timeCycle');
    await expect.poll(xmlOf).toContain('<bpmn:timeCycle xsi:type="bpmn:tFormalExpression">PT2H</bpmn:timeCycle>');
    expect(await xmlOf()).not.toContain('timeDuration');
    await nodeTab().getByLabelText('取消活动').click();
    await expect.poll(xmlOf).toContain('cancelActivity="false"');
    undo();
    await expect.element(nodeTab().getByLabelText('取消活动')).toBeChecked();
  });

  it('writes the conditional event body', async () => {
    await mountPanel(fixture, { select: 'ConditionalCatch_1' });
    await nodeTab().getByLabelText('条件表达式').fill('${urgent}');
    blurActive();
    await expect.poll(xmlOf).toContain('<bpmn:condition xsi:type="bpmn:tFormalExpression">${urgent}</bpmn:condition>');
  });

  it('switches terminateAll in the engine namespace', async () => {
    await mountPanel(fixture, { select: 'TerminateEnd_1', engine: 'activiti' });
    await nodeTab().getByLabelText('终止全部 terminateAll').click();
    await expect.poll(xmlOf).toContain('<bpmn:terminateEventDefinition id="TerminateDef_1" activiti:terminateAll="true" />');
    await nodeTab().getByLabelText('终止全部 terminateAll').click();
    await expect.poll(xmlOf).toContain('<bpmn:terminateEventDefinition id="TerminateDef_1" />');
  });

  it('points a compensation at an activity of its scope', async () => {
    await mountPanel(fixture, { select: 'Compensate_1' });
    await openSelect(nodeTab().getByLabelText('补偿活动'));
    await pickOption('总经理审批');
    await expect.poll(xmlOf).toContain('<bpmn:compensateEventDefinition id="CompensateDef_1" activityRef="Task_2" />');
  });
});
