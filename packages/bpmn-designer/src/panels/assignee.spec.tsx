/** The assignee section and the personnel dialog (spec 02 section 2): its rules seen by the user, and the XML it writes. */
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import fixture from './fixtures/panels.bpmn?raw';
import { isOptionDisabled, mountPanel, pickOption, undo, unmountPanel, xmlOf } from './test-support/mount-panel';
import { fakeServices } from './test-support/services';

afterEach(unmountPanel);

const dialog = () => page.getByRole('dialog');
const typeSelect = (row: number) => page.getByRole('combobox', { name: `第 ${row} 行类型` });

describe('personnel dialog', () => {
  it('warns 请至少选择一项 when nothing is chosen and stays open', async () => {
    await mountPanel(fixture, { select: 'Task_1', services: fakeServices() });
    await page.getByRole('button', { name: '配置审批人' }).click();
    await expect.element(dialog().getByText('人员配置')).toBeVisible();
    await typeSelect(1).click();
    await pickOption('用户');
    await dialog().getByRole('button', { name: '确定' }).click();
    await expect.element(page.getByText('请至少选择一项')).toBeVisible();
    await expect.element(dialog()).toBeVisible();
    expect(await xmlOf()).not.toContain('flowable:assignee');
  });

  it('disables types used in other rows, allows only category-5 duties and submits complete rows', async () => {
    await mountPanel(fixture, { select: 'Task_1', engine: 'camunda', services: fakeServices() });
    await page.getByRole('button', { name: '配置审批人' }).click();
    await typeSelect(1).click();
    await pickOption('用户');
    await dialog().getByRole('combobox').nth(1).click();
    await pickOption('张三');
    await pickOption('李四');
    await dialog().getByText('人员配置').click();

    await dialog().getByRole('button', { name: '添加一行' }).click();
    await typeSelect(2).click();
    await expect.poll(() => isOptionDisabled('用户')).toBe(true);
    expect(isOptionDisabled('职务')).toBe(false);
    await pickOption('职务');
    await page.getByRole('combobox', { name: '职务' }).click();
    await expect.poll(() => isOptionDisabled('车队长')).toBe(false);
    expect(isOptionDisabled('运营部')).toBe(true);
    expect(isOptionDisabled('调度岗')).toBe(true);
    await pickOption('车队长');
    await dialog().getByText('人员配置').click();

    await dialog().getByRole('button', { name: '添加一行' }).click();
    await typeSelect(3).click();
    await pickOption('自定义');
    await expect.element(dialog().getByRole('button', { name: '添加一行' })).toBeDisabled();
    await dialog().getByRole('button', { name: '确定' }).click();

    await expect.element(dialog()).not.toBeInTheDocument();
    const xml = await xmlOf();
    expect(xml).toContain('<camunda:assignee type="user" value="u1,u2" text="张三,李四" />');
    expect(xml).toContain('<camunda:assignee type="duty" value="duty1" text="车队长" />');
    expect(xml).not.toContain('type="custom"');
    await expect.element(page.getByText('张三,李四')).toBeVisible();
    undo();
    await expect.element(page.getByText('未设置审批人')).toBeVisible();
  });

  it('offers posts instead of duties in user-selection v1, and custom assignees by name', async () => {
    await mountPanel(fixture, { select: 'Sub_1', options: { userVersion: 'v1' }, services: fakeServices() });
    await page.getByRole('button', { name: '配置审批人' }).click();
    await typeSelect(1).click();
    expect(visibleTypes()).toEqual(['用户', '岗位', '自定义']);
    await pickOption('岗位');
    await page.getByRole('combobox', { name: '岗位' }).click();
    await pickOption('调度员');
    await dialog().getByText('人员配置').click();
    await dialog().getByRole('button', { name: '添加一行' }).click();
    await typeSelect(2).click();
    await pickOption('自定义');
    await page.getByRole('combobox', { name: '自定义' }).click();
    await pickOption('发起人部门负责人');
    await dialog().getByRole('button', { name: '确定' }).click();
    await expect.poll(xmlOf).toContain('<flowable:assignee type="post" value="dispatcher" text="调度员" />');
    expect(await xmlOf()).toContain('<flowable:assignee type="custom" value="${initiatorLeader}" text="发起人部门负责人" />');
  });
});

function visibleTypes(): string[] {
  return [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map(
    (option) => option.getAttribute('title') ?? '',
  );
}
