/** 超时设置 of a user task: the section through the UI, and its one Timeout element in every engine dialect. */
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { ENGINES, type Engine } from '../options';
import { readTimeout, timeoutChanges, type TaskTimeout } from './core/timeout';
import fixture from './fixtures/panels.bpmn?raw';
import { blurActive, bootEngine, element, mountPanel, undo, unmountPanel, xmlOf } from './test-support/mount-panel';
import { fakeServices } from './test-support/services';

afterEach(unmountPanel);

describe('the 超时设置 section', () => {
  it('writes a reminder and a timeout, refuses a timeout not after the reminder, and hands over to one picked user', async () => {
    await mountPanel(fixture, { select: 'Task_1', services: fakeServices() });
    await expect.element(page.getByText('超时设置')).toBeVisible();
    // nothing to decide before there is a timeout
    await expect.element(page.getByRole('radio', { name: '自动通过' })).toBeDisabled();

    await page.getByLabelText('提醒（小时）').fill('1');
    blurActive();
    await expect.poll(xmlOf).toContain('<flowable:timeout remindHours="1" />');
    await page.getByLabelText('超时（小时）').fill('2');
    blurActive();
    await expect.poll(xmlOf).toContain('<flowable:timeout remindHours="1" timeoutHours="2" action="approve" />');

    // not after the reminder: the message, and the diagram keeps 2 h
    await page.getByLabelText('超时（小时）').fill('0.5');
    blurActive();
    await expect.element(page.getByText('超时时间必须晚于提醒时间')).toBeVisible();
    expect(await xmlOf()).toContain('timeoutHours="2"');
    await page.getByLabelText('超时（小时）').fill('3');
    blurActive();
    await expect.poll(xmlOf).toContain('<flowable:timeout remindHours="1" timeoutHours="3" action="approve" />');
    await expect.element(page.getByText('超时时间必须晚于提醒时间')).not.toBeInTheDocument();
    await page.getByLabelText('提醒（小时）').fill('-2');
    await expect.element(page.getByText('请输入大于 0 的小时数')).toBeVisible();

    await page.getByRole('radio', { name: '自动驳回' }).click();
    await expect.poll(xmlOf).toContain('<flowable:timeout remindHours="1" timeoutHours="3" action="reject" />');
    await page.getByRole('radio', { name: '转交给' }).click();
    await expect.element(page.getByText('请选择转交给的用户')).toBeVisible();
    await page.getByRole('combobox', { name: '转交人' }).click();
    await page.getByTitle('张三').click();
    await expect.poll(xmlOf).toContain('<flowable:timeout remindHours="1" timeoutHours="3" action="escalate" escalateTo="u1" escalateText="张三" />');
    await page.getByTitle('李四').click();
    await expect.poll(xmlOf).toContain('escalateTo="u2" escalateText="李四"');
    await expect.element(page.getByText('请选择转交给的用户')).not.toBeInTheDocument();

    // one undo step per edit
    undo();
    await expect.poll(xmlOf).toContain('escalateTo="u1" escalateText="张三"');
  });

  it('removes the element when both times are cleared', async () => {
    await mountPanel(fixture, { select: 'Task_1' });
    await page.getByLabelText('提醒（小时）').fill('4');
    blurActive();
    await expect.poll(xmlOf).toContain('<flowable:timeout remindHours="4" />');
    await page.getByLabelText('提醒（小时）').fill('');
    blurActive();
    await expect.poll(xmlOf).not.toContain('timeout');
  });
});

describe.each(ENGINES)('the Timeout element in %s', (engine: Engine) => {
  const p = engine;
  const settings: TaskTimeout = { remindHours: 1.5, timeoutHours: 24, action: 'escalate', escalateTo: 'u3', escalateText: '王五' };
  const written = `<${p}:timeout remindHours="1.5" timeoutHours="24" action="escalate" escalateTo="u3" escalateText="王五" />`;

  it('is written in the engine namespace, undone in one step, and read back the same after a reload', async () => {
    const { editor } = await bootEngine(fixture, engine);
    const before = await xmlOf();
    editor.apply(timeoutChanges(editor, element('Task_1'), settings));
    const xml = await xmlOf();
    expect(xml).toContain(written);
    undo();
    expect(await xmlOf()).toBe(before);

    const reloaded = await bootEngine(xml, engine);
    expect(readTimeout(reloaded.editor, element('Task_1').businessObject)).toEqual(settings);
    expect(await xmlOf()).toContain(written);
    // a reminder alone keeps no action
    reloaded.editor.apply(timeoutChanges(reloaded.editor, element('Task_1'), { remindHours: 2, action: 'approve' }));
    expect(await xmlOf()).toContain(`<${p}:timeout remindHours="2" />`);
    expect(readTimeout(reloaded.editor, element('Task_1').businessObject)).toEqual({ remindHours: 2, action: 'approve' });
  });
});
