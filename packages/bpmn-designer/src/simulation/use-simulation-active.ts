/// <reference path="./vendor.d.ts" />
/** Whether the token simulation is on, following it however it was switched (toolbar, key t). */
import type Modeler from 'bpmn-js/lib/Modeler';
import { TOGGLE_MODE_EVENT } from 'bpmn-js-token-simulation/lib/util/EventHelper';
import type EventBus from 'diagram-js/lib/core/EventBus';
import type { EventBusEventCallback } from 'diagram-js/lib/core/EventBus';
import { useEffect, useState } from 'react';
import type { ReadOnlyWhileSimulating } from './read-only-while-simulating';

export function useSimulationActive(modeler: Modeler | null | undefined): boolean {
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (!modeler) return;
    const eventBus = modeler.get<EventBus>('eventBus');
    const onToggle: EventBusEventCallback<{ active: boolean }> = (event) => setActive(event.active);
    eventBus.on(TOGGLE_MODE_EVENT, onToggle);
    setActive(modeler.get<ReadOnlyWhileSimulating | null>('disableModeling', false)?.isActive() ?? false);
    return () => eventBus.off(TOGGLE_MODE_EVENT, onToggle as EventBusEventCallback<unknown>);
  }, [modeler]);
  return active;
}
