/** Token simulation of the designer: the Modeler modules and the toolbar switch. */
export { simulationModules, designerSimulationModule } from './simulation-module';
export { SimulationToggle, type SimulationToggleProps } from './simulation-toggle';
export { useSimulationActive } from './use-simulation-active';
export { READ_ONLY_MESSAGE, SIMULATION_ACTIONS, ReadOnlyWhileSimulating } from './read-only-while-simulating';
export { SIMULATION_SPEEDS, AnimationSpeed, type SimulationSpeed } from './animation-speed';
export { SUPPORTED_TYPES, UnsupportedElements } from './element-support';
export { DeadlockDetection, DEADLOCK_SETTLE_MS } from './deadlock-detection';
export { translateSimulationText } from './simulation-text';
