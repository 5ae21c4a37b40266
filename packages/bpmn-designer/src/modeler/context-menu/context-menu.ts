/**
 * The right-click menu of the canvas, drawn by the module itself (plain DOM, like the diagram's
 * own pad and popup menus) and closed by a click elsewhere, Escape, scrolling or zooming.
 * While the token simulation runs the diagram is read-only: only "fit" is offered.
 */
import { entriesFor, type MenuEntry, type MenuServices, type Shape } from './menu-entries';

interface EventBus {
  on(event: string | string[], callback: (event: any) => unknown): void;
  on(event: string | string[], priority: number, callback: (event: any) => unknown): void;
}

interface Canvas {
  getContainer(): HTMLElement;
  viewbox(): { x: number; y: number; scale: number };
}

export class ContextMenu {
  static $inject = ['eventBus', 'canvas', 'injector'];
  private menu: HTMLElement | null = null;
  private readOnly = false;
  private readonly onDocumentDown = (event: Event) => {
    if (this.menu && !this.menu.contains(event.target as Node)) this.close();
  };
  private readonly onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') this.close();
  };

  constructor(
    eventBus: EventBus,
    private readonly canvas: Canvas,
    private readonly injector: { get<T>(name: string, strict?: boolean): T },
  ) {
    eventBus.on('element.contextmenu', (event: { element: Shape; originalEvent: MouseEvent }) => {
      event.originalEvent.preventDefault();
      this.open(event.element, event.originalEvent);
    });
    eventBus.on('tokenSimulation.toggleMode', (event: { active: boolean }) => {
      this.readOnly = event.active;
      this.close();
    });
    eventBus.on(['canvas.viewbox.changing', 'shape.changed', 'commandStack.changed', 'diagram.clear'], () => this.close());
    eventBus.on('diagram.destroy', () => this.close());
  }

  isOpen() {
    return !!this.menu;
  }

  /** The entries the menu would show for a right-click on `element` at client coordinates. */
  getEntries(element: Shape, clientX: number, clientY: number): MenuEntry[] {
    const services = this.services();
    return entriesFor(element, this.toDiagram(clientX, clientY), services, this.readOnly);
  }

  open(element: Shape, event: MouseEvent) {
    this.close();
    const entries = this.getEntries(element, event.clientX, event.clientY);
    if (entries.length === 0) return;
    const container = this.canvas.getContainer();
    const bounds = container.getBoundingClientRect();
    const menu = document.createElement('ul');
    menu.className = 'bus-context-menu';
    menu.setAttribute('role', 'menu');
    menu.style.left = `${event.clientX - bounds.left}px`;
    menu.style.top = `${event.clientY - bounds.top}px`;
    for (const entry of entries) menu.appendChild(this.renderEntry(entry));
    container.appendChild(menu);
    this.menu = menu;
    document.addEventListener('mousedown', this.onDocumentDown, true);
    document.addEventListener('keydown', this.onKey, true);
  }

  close() {
    if (!this.menu) return;
    this.menu.remove();
    this.menu = null;
    document.removeEventListener('mousedown', this.onDocumentDown, true);
    document.removeEventListener('keydown', this.onKey, true);
  }

  private renderEntry(entry: MenuEntry): HTMLElement {
    const item = document.createElement('li');
    item.setAttribute('role', 'menuitem');
    item.dataset.action = entry.id;
    item.className = entry.disabled ? 'bus-context-menu-item disabled' : 'bus-context-menu-item';
    const icon = document.createElement('span');
    icon.className = `bus-context-menu-icon ${entry.className ?? ''}`;
    const label = document.createElement('span');
    label.textContent = entry.label;
    item.append(icon, label);
    if (!entry.disabled) {
      item.addEventListener('click', (event) => {
        this.close();
        entry.run(event);
      });
    }
    return item;
  }

  private toDiagram(clientX: number, clientY: number) {
    const bounds = this.canvas.getContainer().getBoundingClientRect();
    const viewbox = this.canvas.viewbox();
    return { x: Math.round((clientX - bounds.left) / viewbox.scale + viewbox.x), y: Math.round((clientY - bounds.top) / viewbox.scale + viewbox.y) };
  }

  private services(): MenuServices {
    const get = <T>(name: string) => this.injector.get<T>(name);
    return {
      canvas: get('canvas'),
      contextPad: get('contextPad'),
      selection: get('selection'),
      elementFactory: get('elementFactory'),
      elementRegistry: get('elementRegistry'),
      modeling: get('modeling'),
      copyPaste: get('copyPaste'),
      clipboard: get('clipboard'),
      translate: get('translate'),
    };
  }
}
