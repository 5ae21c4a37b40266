/**
 * Types for the parts of bpmn-js-token-simulation (plain JavaScript) this folder uses. Files
 * importing them reference this file, so type-checks that follow imports into the package see it.
 */
declare module 'bpmn-js-token-simulation' {
  import type { ModuleDeclaration } from 'didi';
  const tokenSimulationModule: ModuleDeclaration;
  export default tokenSimulationModule;
}

declare module 'bpmn-js-token-simulation/lib/simulation-support' {
  import type { ModuleDeclaration } from 'didi';
  const simulationSupportModule: ModuleDeclaration;
  export default simulationSupportModule;
}

declare module 'bpmn-js-token-simulation/lib/util/EventHelper' {
  export const TOGGLE_MODE_EVENT: string;
  export const PLAY_SIMULATION_EVENT: string;
  export const PAUSE_SIMULATION_EVENT: string;
  export const RESET_SIMULATION_EVENT: string;
  export const ANIMATION_CREATED_EVENT: string;
  export const ANIMATION_SPEED_CHANGED_EVENT: string;
  export const ELEMENT_CHANGED_EVENT: string;
  export const SCOPE_DESTROYED_EVENT: string;
  export const SCOPE_CHANGED_EVENT: string;
  export const SCOPE_CREATE_EVENT: string;
  export const SCOPE_FILTER_CHANGED_EVENT: string;
  export const TRACE_EVENT: string;
}

declare module 'bpmn-js-token-simulation/lib/icons' {
  type Icon = (className?: string) => string;
  export const AngleRightIcon: Icon;
  export const ExclamationTriangleIcon: Icon;
  export const TachometerIcon: Icon;
}
