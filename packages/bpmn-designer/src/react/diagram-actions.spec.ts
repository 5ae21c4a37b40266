import { describe, expect, it } from 'vitest';
import xml from '../simulation/fixtures/exclusive-gateway.bpmn?raw';
import '../styles.css';
import { bootstrapModeler } from '../test/bootstrap';
import { fit, type Diagram } from './diagram-actions';

describe('fit', () => {
  it('shows the whole diagram beside the palette, not under it', async () => {
    const modeler = await bootstrapModeler(xml, { width: 640, height: 360 });
    fit(modeler as unknown as Diagram);
    const container = document.querySelector('[data-test-canvas]')!.getBoundingClientRect();
    const palette = document.querySelector('[data-test-canvas] .djs-palette')!.getBoundingClientRect();
    const shapes = [...document.querySelectorAll('[data-test-canvas] .djs-element.djs-shape .djs-visual')].map((node) => node.getBoundingClientRect());
    expect(shapes.length).toBeGreaterThan(3);
    for (const shape of shapes) {
      expect(shape.left).toBeGreaterThan(palette.right);
      expect(shape.right).toBeLessThanOrEqual(container.right);
      expect(shape.top).toBeGreaterThanOrEqual(container.top);
      expect(shape.bottom).toBeLessThanOrEqual(container.bottom);
    }
  });
});
