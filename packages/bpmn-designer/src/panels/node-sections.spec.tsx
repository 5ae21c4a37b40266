/** Node basic and form sections through the UI: what the user types and clicks ends up in the XML, undo takes it back. */
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import fixture from './fixtures/panels.bpmn?raw';
import { blurActive, mountPanel, openOptions, undo, unmountPanel, xmlOf } from './test-support/mount-panel';
import { fakeServices } from './test-support/services';

afterEach(unmountPanel);

const FORM = [
  { label: '请假天数', prop: 'days' },
  {
    label: '明细',
    prop: 'items',
    children: [
      { label: '日期', prop: 'date' },
      { label: '事由', prop: 'reason' },
    ],
  },
];

describe('node basic', () => {
  it('requires an id, refuses one in use and writes a new one', async () => {
    await mountPanel(fixture, { select: 'Task_1' });
    const id = page.getByLabelText('节点 ID');
    await id.fill('');
    await expect.element(page.getByText('节点 ID 不能为空')).toBeVisible();
    await id.fill('Task_2');
    blurActive();
    await expect.element(page.getByText('ID：Task_2 已存在')).toBeVisible();
    await id.fill('Task_Leader');
    blurActive();
    await expect.poll(xmlOf).toContain('<bpmn:userTask id="Task_Leader" name="部门经理审批">');
  });

  it('stores the description as documentation and an annotation text as text', async () => {
    await mountPanel(fixture, { select: 'Task_1' });
    await page.getByLabelText('节点描述').fill('部门经理确认请假');
    blurActive();
    await expect.poll(xmlOf).toContain('<bpmn:documentation>部门经理确认请假</bpmn:documentation>');
    await unmountPanel();
    await mountPanel(fixture, { select: 'Note_1' });
    await expect.element(page.getByLabelText('节点名称')).not.toBeInTheDocument();
    await page.getByLabelText('文本').fill('请假超过三天需总经理审批');
    blurActive();
    await expect.poll(xmlOf).toContain('<bpmn:text>请假超过三天需总经理审批</bpmn:text>');
  });

  it('offers other user tasks as rollback node and writes back-to-rejecter as true / false', async () => {
    await mountPanel(fixture, { select: 'Task_2' });
    await page.getByLabelText('退回节点').click();
    await expect.poll(openOptions).toEqual(['部门经理审批']);
    await page.getByTitle('部门经理审批').click();
    await expect.poll(xmlOf).toContain('flowable:rollbackNode="Task_1"');
    const back = page.getByLabelText('驳回后直接回到驳回人');
    await back.click();
    await expect.poll(xmlOf).toContain('flowable:backToRejecter="true"');
    await back.click();
    await expect.poll(xmlOf).toContain('flowable:backToRejecter="false"');
    undo();
    await expect.element(back).toBeChecked();
  });
});

describe('form section', () => {
  it('writes the external form key and the independent-form summary flag', async () => {
    await mountPanel(fixture, { select: 'StartEvent_1', engine: 'activiti' });
    // named in Chinese only: the attribute's own name is for the XML
    await expect.element(page.getByText('exFormKey')).not.toBeInTheDocument();
    await page.getByLabelText('外部表单标识').fill('leave');
    blurActive();
    await page.getByLabelText('独立表单作为摘要').click();
    await expect.poll(xmlOf).toContain('activiti:indepFormSummary="1"');
    expect(await xmlOf()).toContain('activiti:exFormKey="leave"');
    await expect.element(page.getByText('外部表单说明')).toBeVisible();
  });

  it('shows hide-attachment only on user tasks', async () => {
    await mountPanel(fixture, { select: 'StartEvent_1' });
    await expect.element(page.getByLabelText('隐藏选择抄送人')).toBeVisible();
    await expect.element(page.getByLabelText('隐藏审批附件')).not.toBeInTheDocument();
    await unmountPanel();
    await mountPanel(fixture, { select: 'Task_1' });
    await page.getByLabelText('隐藏审批附件').click();
    await page.getByLabelText('隐藏选择审核人').click();
    await expect.poll(xmlOf).toContain('flowable:hideExamine="true" flowable:hideAttachment="true"');
    undo();
    await expect.poll(xmlOf).not.toContain('hideExamine');
  });

  it('sets field permissions one by one, by column and down into sub-columns', async () => {
    await mountPanel(fixture, { select: 'Task_1', options: { form: FORM } });
    await page.getByLabelText('请假天数可写').click();
    await expect.poll(xmlOf).toContain('<flowable:formField label="请假天数" prop="days" readable="true" writable="true" />');
    await page.getByLabelText('全部可读').click();
    const xml = await xmlOf();
    expect(xml).toContain('<flowable:formField label="请假天数" prop="days" readable="false" writable="false" />');
    expect(xml).toContain('<flowable:formField label="日期" prop="date" readable="false" writable="false" />');
    await page.getByLabelText('明细可写').click();
    await expect.poll(xmlOf).toContain('<flowable:formField label="事由" prop="reason" readable="true" writable="true" />');
    await expect.element(page.getByLabelText('全部可写')).toBePartiallyChecked();
    undo();
    await expect.element(page.getByLabelText('事由可写')).not.toBeChecked();
  });

  it('chooses default copy recipients, and clears them', async () => {
    await mountPanel(fixture, { select: 'Task_1', services: fakeServices() });
    await page.getByRole('button', { name: '选择' }).click();
    await page.getByRole('dialog').getByRole('combobox').click();
    await page.getByTitle('张三').click();
    await page.getByTitle('王五').click();
    await page.getByRole('dialog').getByText('默认抄送人').click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect.poll(xmlOf).toContain('<flowable:copyUser value="u1,u3" text="张三,王五" />');
    await expect.element(page.getByText('王五', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '选择' }).click();
    await page.getByRole('button', { name: '清空' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect.poll(xmlOf).not.toContain('copyUser');
  });
});
