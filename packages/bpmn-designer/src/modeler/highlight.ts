/**
 * View mode (spec 02 "Configuration drawer", highlight table): finished diagrams show coloured
 * markers (node / line, success / warn / error) and a tooltip when the pointer is over an
 * element that has one. A diagram-js module for the read-only NavigatedViewer.
 */
import type { HighlightFlow } from '../options';

export const HIGHLIGHT_TARGET_TYPES = ['bpmn:StartEvent', 'bpmn:EndEvent', 'bpmn:UserTask', 'bpmn:SequenceFlow'] as const;

interface Element {
  id: string;
  type: string;
  waypoints?: Array<{ x: number; y: number }>;
  x?: number;
  y?: number;
  businessObject?: { name?: string };
}

interface Overlays {
  add(element: Element | string, type: string, overlay: { position: Record<string, number>; html: HTMLElement | string }): string;
  remove(filter: { type: string }): void;
}

interface Canvas {
  addMarker(element: Element | string, marker: string): void;
  removeMarker(element: Element | string, marker: string): void;
}

interface EventBus {
  on(event: string, callback: (event: { element: Element }) => void): void;
}

const TOOLTIP = 'bus-highlight-tooltip';

export class Highlighter {
  static $inject = ['eventBus', 'canvas', 'overlays', 'elementRegistry'];
  private flows: HighlightFlow[] = [];

  constructor(
    eventBus: EventBus,
    private readonly canvas: Canvas,
    private readonly overlays: Overlays,
    private readonly elementRegistry: { get(id: string): Element | undefined },
  ) {
    eventBus.on('element.hover', ({ element }) => this.showTooltip(element));
    eventBus.on('element.out', () => this.overlays.remove({ type: TOOLTIP }));
  }

  /** Replaces the markers: each flow's class on its element; unknown ids are left out. */
  apply(flows: HighlightFlow[]) {
    for (const flow of this.flows) if (this.elementRegistry.get(flow.id)) this.canvas.removeMarker(flow.id, flow.class);
    this.flows = flows.filter((flow) => this.elementRegistry.get(flow.id));
    for (const flow of this.flows) this.canvas.addMarker(flow.id, flow.class);
  }

  private showTooltip(element: Element) {
    this.overlays.remove({ type: TOOLTIP });
    const tooltip = this.flows.find((flow) => flow.id === element.id)?.tooltip;
    if (!tooltip) return;
    const html = document.createElement('div');
    html.className = TOOLTIP;
    html.textContent = tooltip;
    // a connection's overlay is placed relative to its bounding box: put it by the first bend
    const position = element.waypoints ? { top: -28, left: 0 } : { top: -32, left: 0 };
    this.overlays.add(element, TOOLTIP, { position, html });
  }
}

export const highlightModule = {
  __init__: ['highlighter'],
  highlighter: ['type', Highlighter],
};
