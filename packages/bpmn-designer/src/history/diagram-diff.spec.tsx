import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DiagramDiff } from './diagram-diff';
import v1 from './fixtures/leave-v1.bpmn?raw';
import v2 from './fixtures/leave-v2.bpmn?raw';

afterEach(cleanup);

const pane = (label: string) => screen.getByRole('img', { name: label });
const marked = (label: string, id: string) => pane(label).querySelector(`[data-element-id="${id}"]`)?.getAttribute('class') ?? '';
const strokeOf = (label: string, id: string) => getComputedStyle(pane(label).querySelector(`[data-element-id="${id}"] .djs-visual > :first-child`)!).stroke;

describe('DiagramDiff', () => {
  it('colours added, removed, changed and moved elements on each side and lists the changed properties', async () => {
    render(<DiagramDiff oldXml={v1} newXml={v2} oldTitle="版本 1" newTitle="版本 2" height={300} />);
    await waitFor(() => expect(marked('版本 2', 'Task_HR')).toContain('diff-added'));

    expect(marked('版本 1', 'Task_Notify')).toContain('diff-removed');
    expect(marked('版本 1', 'Task_1')).toContain('diff-changed');
    expect(marked('版本 2', 'Task_1')).toContain('diff-changed');
    expect(marked('版本 2', 'EndEvent_1')).toContain('diff-layout');
    expect(marked('版本 2', 'Flow_4')).toContain('diff-added');
    expect(marked('版本 2', 'StartEvent_1')).not.toContain('diff-');
    expect(strokeOf('版本 2', 'Task_HR')).toBe('rgb(82, 196, 26)');
    expect(strokeOf('版本 1', 'Task_Notify')).toBe('rgb(255, 77, 79)');

    const legend = screen.getByLabelText('图例');
    expect(legend.textContent).toContain('新增 2');
    expect(legend.textContent).toContain('删除 2');
    expect(legend.textContent).toContain('修改 2');
    expect(legend.textContent).toContain('仅移动 1');

    const table = screen.getByRole('table');
    const assigneeRow = within(table).getByText('扩展 flowable:Assignee.text').closest('tr')!;
    expect(assigneeRow.textContent).toContain('张伟');
    expect(assigneeRow.textContent).toContain('李娜');
    const nameRow = within(table).getByText('部门经理审批').closest('tr')!;
    expect(nameRow.textContent).toContain('部门负责人审批');
    expect(within(table).getByText('人事备案')).toBeTruthy();

    // a row brings its element into view on both sides
    fireEvent.click(nameRow);
    await waitFor(() => expect(marked('版本 1', 'Task_1')).toContain('diff-focus'));
    expect(marked('版本 2', 'Task_1')).toContain('diff-focus');
  });

  it('says so when two versions are the same', async () => {
    render(<DiagramDiff oldXml={v1} newXml={v1} height={200} />);
    expect(await screen.findByText('两个版本没有差异')).toBeTruthy();
    expect(screen.getByLabelText('图例').textContent).toContain('新增 0');
  });
});
