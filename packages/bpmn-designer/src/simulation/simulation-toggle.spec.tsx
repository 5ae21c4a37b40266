/** The toolbar switch turns the simulation on and off and follows the t key. */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { get } from '../test/bootstrap';
import parallel from './fixtures/parallel-gateway.bpmn?raw';
import { SimulationToggle } from './simulation-toggle';
import { bootSimulation } from './simulation-test-support';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

const simulating = () => get<{ isActive(): boolean }>('disableModeling').isActive();

describe('SimulationToggle', () => {
  it('switches the simulation and shows the state however it was switched', async () => {
    const modeler = await bootSimulation(parallel);
    host = document.createElement('div');
    document.body.prepend(host);
    root = createRoot(host);
    await act(async () => root!.render(<SimulationToggle modeler={modeler} />));
    const toggle = host.querySelector<HTMLButtonElement>('button[role="switch"]')!;
    expect(host.textContent).toContain('流程模拟');
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    await act(async () => toggle.click());
    expect(simulating()).toBe(true);
    expect(toggle.getAttribute('aria-checked')).toBe('true');

    const svg = get<{ _svg: SVGElement }>('canvas')._svg;
    await act(async () => {
      svg.dispatchEvent(new KeyboardEvent('keydown', { key: 't', bubbles: true }));
    });
    expect(simulating()).toBe(false);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});
