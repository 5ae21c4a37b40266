/**
 * Replaces the library's `elementSupport` (which only knows complex gateways): what the
 * simulator has no behaviour for is unsupported, as are artifacts beyond text annotations.
 * Switching on marks each unsupported element with a 不支持 badge and says '{type} 不支持' once
 * per type; while any exists, starting an instance is refused.
 */
/// <reference path="./vendor.d.ts" />
import { ExclamationTriangleIcon } from 'bpmn-js-token-simulation/lib/icons';
import { RESET_SIMULATION_EVENT, TOGGLE_MODE_EVENT } from 'bpmn-js-token-simulation/lib/util/EventHelper';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type EventBus from 'diagram-js/lib/core/EventBus';
import type { ElementNotifications, Notifications, SimulationElement, Simulator } from './simulation-types';

/**
 * The types bpmn-js-token-simulation 0.39 registers a behaviour for (its simulator dispatches
 * on the exact type), plus the containers and the annotation of spec 02.
 */
export const SUPPORTED_TYPES = new Set([
  'bpmn:Process',
  'bpmn:Collaboration',
  'bpmn:Participant',
  'bpmn:Lane',
  'bpmn:TextAnnotation',
  'bpmn:Association',
  'bpmn:StartEvent',
  'bpmn:EndEvent',
  'bpmn:BoundaryEvent',
  'bpmn:IntermediateCatchEvent',
  'bpmn:IntermediateThrowEvent',
  'bpmn:ExclusiveGateway',
  'bpmn:ParallelGateway',
  'bpmn:EventBasedGateway',
  'bpmn:InclusiveGateway',
  'bpmn:Task',
  'bpmn:UserTask',
  'bpmn:ServiceTask',
  'bpmn:ScriptTask',
  'bpmn:BusinessRuleTask',
  'bpmn:ManualTask',
  'bpmn:CallActivity',
  'bpmn:ReceiveTask',
  'bpmn:SendTask',
  'bpmn:SubProcess',
  'bpmn:AdHocSubProcess',
  'bpmn:Transaction',
  'bpmn:SequenceFlow',
  'bpmn:MessageFlow',
]);

const TYPE_NAMES: Record<string, string> = {
  'bpmn:ComplexGateway': '复杂网关',
  'bpmn:DataObjectReference': '数据对象',
  'bpmn:DataStoreReference': '数据存储',
  'bpmn:DataInputAssociation': '数据输入关联',
  'bpmn:DataOutputAssociation': '数据输出关联',
  'bpmn:Group': '分组',
};

export const typeNameOf = (type: string) => TYPE_NAMES[type] ?? type.replace(/^bpmn:/, '');

/** after the library cleared its badges on the same events */
const AFTER_LIBRARY = 500;
const BEFORE_LIBRARY = 1500;

export class UnsupportedElements {
  static $inject = ['eventBus', 'elementRegistry', 'canvas', 'notifications', 'elementNotifications', 'simulator'];

  private unsupported: SimulationElement[] = [];

  constructor(
    eventBus: EventBus,
    private readonly elementRegistry: { getAll(): SimulationElement[] },
    canvas: Canvas,
    private readonly notifications: Notifications,
    private readonly elementNotifications: ElementNotifications,
    simulator: Simulator,
  ) {
    const canvasParent = canvas.getContainer().parentNode as HTMLElement;
    // forgotten first on switch-off, so the library's reset on the way does not bring badges back
    eventBus.on<{ active: boolean }>(TOGGLE_MODE_EVENT, BEFORE_LIBRARY, ({ active }) => {
      if (active) return;
      this.unsupported = [];
      canvasParent.classList.remove('warning');
    });
    eventBus.on<{ active: boolean }>(TOGGLE_MODE_EVENT, AFTER_LIBRARY, ({ active }) => {
      if (!active) return;
      this.unsupported = this.find();
      canvasParent.classList.toggle('warning', this.unsupported.length > 0);
      this.showBadges();
      for (const type of new Set(this.unsupported.map((element) => element.type))) {
        notifications.showNotification({ text: `${typeNameOf(type)} 不支持`, type: 'warning', icon: ExclamationTriangleIcon() });
      }
    });
    // a reset clears every badge: ours come back
    eventBus.on(RESET_SIMULATION_EVENT, AFTER_LIBRARY, () => {
      this.showBadges();
    });

    const trigger = simulator.trigger;
    simulator.trigger = (context) => {
      if (this.unsupported.length) {
        notifications.showNotification({ text: '流程含有不支持的元素，无法开始模拟', type: 'warning', icon: ExclamationTriangleIcon() });
        return [];
      }
      return trigger.call(simulator, context);
    };
  }

  getUnsupportedElements(): SimulationElement[] {
    return this.unsupported;
  }

  private find(): SimulationElement[] {
    return this.elementRegistry.getAll().filter((element) => !element.labelTarget && !SUPPORTED_TYPES.has(element.type));
  }

  private showBadges() {
    for (const element of this.unsupported) {
      this.elementNotifications.addElementNotification(element, { type: 'warning', icon: ExclamationTriangleIcon(), text: '不支持' });
    }
  }
}
