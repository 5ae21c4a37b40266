import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { DiagramViewer, type HistoryViewer } from './diagram-viewer';
import v1 from './fixtures/leave-v1.bpmn?raw';

afterEach(cleanup);

const gfx = (id: string) => document.querySelector(`[data-element-id="${id}"]`);

describe('DiagramViewer', () => {
  it('shows a saved version read-only with its markers', async () => {
    let ready: HistoryViewer | undefined;
    render(<DiagramViewer xml={v1} label="版本 1" markers={{ Task_1: 'diff-changed', Missing_1: 'diff-added' }} onReady={(viewer) => (ready = viewer)} />);
    await waitFor(() => expect(gfx('Task_1')?.classList.contains('diff-changed')).toBe(true));
    expect(screen.getByRole('img', { name: '版本 1' })).toBeTruthy();
    expect(document.querySelector('[data-element-id="Task_1"] text')?.textContent).toBe('部门经理审批');
    // nothing to edit with: no palette, no context pad
    expect(document.querySelector('.djs-palette')).toBeNull();
    expect(() => ready!.get('modeling')).toThrow();
    // the marked task is drawn orange
    const outline = gfx('Task_1')!.querySelector('.djs-visual > rect')!;
    expect(getComputedStyle(outline).stroke).toBe('rgb(250, 140, 22)');
  });

  it('explains a diagram it cannot show', async () => {
    render(<DiagramViewer xml="<definitions>broken" />);
    expect(await screen.findByText('流程图无法显示')).toBeTruthy();
  });
});
