/** The panel's frame: 380 px, node and process tabs following the selection. */
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import fixture from './fixtures/panels.bpmn?raw';
import { blurActive, mountPanel, selectElements, undo, unmountPanel } from './test-support/mount-panel';

afterEach(unmountPanel);

describe('PropertiesPanel', () => {
  it('is 380 px wide and opens on the process tab without a selection', async () => {
    const { host } = await mountPanel(fixture);
    await expect.element(page.getByRole('tab', { name: '流程', selected: true })).toBeVisible();
    await expect.element(page.getByLabelText('流程标识')).toHaveValue('process_panels');
    expect((host.querySelector('.bpmn-properties-panel') as HTMLElement).getBoundingClientRect().width).toBe(380);
  });

  it('shows the node tab for one selected element and the process tab for several', async () => {
    await mountPanel(fixture);
    selectElements('Task_1');
    await expect.element(page.getByRole('tab', { name: '节点', selected: true })).toBeVisible();
    await expect.element(page.getByLabelText('节点 ID')).toHaveValue('Task_1');
    await expect.element(page.getByText('审批人', { exact: true })).toBeVisible();
    selectElements('Task_1', 'Task_2');
    await expect.element(page.getByRole('tab', { name: '流程', selected: true })).toBeVisible();
  });

  it('asks to select a node on an empty node tab', async () => {
    await mountPanel(fixture);
    await page.getByRole('tab', { name: '节点' }).click();
    await expect.element(page.getByText('请先在画布上选择一个节点')).toBeVisible();
  });

  it('follows undo: a name written in the panel goes back in the input', async () => {
    await mountPanel(fixture, { select: 'Task_1' });
    const name = page.getByLabelText('节点名称');
    await name.fill('车队长审批');
    blurActive();
    await expect.element(page.getByText('用户任务：车队长审批')).toBeVisible();
    undo();
    await expect.element(name).toHaveValue('部门经理审批');
  });
});
