/**
 * The parts of bpmn-js-token-simulation's services our modules talk to (its public methods; the
 * library ships no types).
 */
export interface SimulationElement {
  id: string;
  type: string;
  businessObject: { name?: string; [key: string]: unknown };
  parent?: SimulationElement;
  labelTarget?: unknown;
}

export interface SimulationEvent {
  type: string;
  boundary?: boolean;
  element?: SimulationElement;
}

export interface SimulationSubscription {
  event: SimulationEvent;
  element?: SimulationElement;
}

export interface SimulationScope {
  id: string;
  element: SimulationElement;
  parent: SimulationScope | null;
  children: SimulationScope[];
  subscriptions: Set<SimulationSubscription>;
  running: boolean;
  destroyed: boolean;
}

export interface Simulator {
  findScopes(filter: ((scope: SimulationScope) => boolean) | Record<string, unknown>): SimulationScope[];
  trigger(context: { event: unknown; scope: SimulationScope; initiator?: unknown }): unknown;
}

export interface Notifications {
  showNotification(options: { text: string; type?: 'info' | 'warning' | 'success' | 'error'; icon?: string; ttl?: number; scope?: SimulationScope }): void;
  clear(): void;
}

export interface ElementNotifications {
  addElementNotification(element: SimulationElement, options: { type?: string; icon?: string; text: string; scope?: SimulationScope }): void;
}

export interface Animation {
  each(callback: (animation: unknown) => void): void;
  setAnimationSpeed(speed: number): void;
  getAnimationSpeed(): number;
}

export interface ToggleMode {
  toggleMode(active?: boolean): void;
}
