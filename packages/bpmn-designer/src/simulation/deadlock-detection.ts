/**
 * Warns when a process instance is stuck: tokens remain but nothing moves (no token animation)
 * and nothing the user could trigger would move them on (a catch event, a pause point or a
 * message; boundary events and event sub processes only interrupt). Typically a parallel join
 * that waits for a path an exclusive gateway did not take. Reported once per instance, with a
 * 死锁 badge on each element holding a stuck token.
 */
/// <reference path="./vendor.d.ts" />
import { ExclamationTriangleIcon } from 'bpmn-js-token-simulation/lib/icons';
import { RESET_SIMULATION_EVENT, TOGGLE_MODE_EVENT } from 'bpmn-js-token-simulation/lib/util/EventHelper';
import type EventBus from 'diagram-js/lib/core/EventBus';
import type { Animation, ElementNotifications, Notifications, SimulationScope, SimulationSubscription, Simulator } from './simulation-types';

/** how long the simulation must stay still before it counts as stuck */
export const DEADLOCK_SETTLE_MS = 300;

const TICK_EVENT = 'tokenSimulation.simulator.tick';

const isProcessInstance = (scope: SimulationScope) => !scope.parent && scope.running && ['bpmn:Process', 'bpmn:Participant'].includes(scope.element.type);

const liveChildren = (scope: SimulationScope) => scope.children.filter((child) => !child.destroyed);

function descendants(scope: SimulationScope): SimulationScope[] {
  return liveChildren(scope).flatMap((child) => [child, ...descendants(child)]);
}

/** A subscription that continues the normal flow (not one that would interrupt it). */
function movesOn(subscription: SimulationSubscription): boolean {
  const { event } = subscription;
  if (event.boundary) return false;
  const element = event.element;
  const startsEventSubProcess = element?.type === 'bpmn:StartEvent' && !!element.parent?.businessObject.triggeredByEvent;
  return !startsEventSubProcess;
}

export class DeadlockDetection {
  static $inject = ['eventBus', 'simulator', 'animation', 'notifications', 'elementNotifications'];

  private active = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly reported = new Set<string>();

  constructor(
    eventBus: EventBus,
    private readonly simulator: Simulator,
    private readonly animation: Animation,
    private readonly notifications: Notifications,
    private readonly elementNotifications: ElementNotifications,
  ) {
    eventBus.on<{ active: boolean }>(TOGGLE_MODE_EVENT, ({ active }) => {
      this.active = active;
      this.forget();
    });
    eventBus.on(RESET_SIMULATION_EVENT, () => {
      this.forget();
    });
    // a tick can fall between a trigger removing its subscription and the token moving on:
    // only a simulation that stays still for a while is stuck
    eventBus.on(TICK_EVENT, () => {
      this.schedule();
    });
    eventBus.on('diagram.destroy', () => {
      this.forget();
    });
  }

  /** The process instances that are stuck now. */
  findDeadlocks(): SimulationScope[] {
    let moving = false;
    this.animation.each(() => (moving = true));
    if (moving) return [];
    return this.simulator.findScopes(isProcessInstance).filter((instance) => {
      const scopes = [instance, ...descendants(instance)];
      const hasTokens = scopes.length > 1;
      const canMove = scopes.some((scope) => [...scope.subscriptions].some(movesOn));
      return hasTokens && !canMove;
    });
  }

  private schedule() {
    if (!this.active) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.check(), DEADLOCK_SETTLE_MS);
  }

  private check() {
    for (const instance of this.findDeadlocks()) {
      if (this.reported.has(instance.id)) continue;
      this.reported.add(instance.id);
      this.notifications.showNotification({ text: '流程死锁：令牌停滞，无法继续流转', type: 'warning', icon: ExclamationTriangleIcon(), scope: instance });
      const stuck = descendants(instance).filter((scope) => liveChildren(scope).length === 0);
      for (const scope of stuck) {
        this.elementNotifications.addElementNotification(scope.element, { type: 'warning', icon: ExclamationTriangleIcon(), text: '死锁', scope: instance });
      }
    }
  }

  private forget() {
    clearTimeout(this.timer);
    this.reported.clear();
  }
}
