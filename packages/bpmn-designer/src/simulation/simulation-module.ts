/**
 * Token simulation for the Modeler: bpmn-js-token-simulation (simulator, animation, context
 * pads, log, keys t / l / space / r, notifications of 2000 ms, at most 5), with our modules in
 * place of three of its services — read-only modeling with '模型只读', the unsupported-element
 * check and the 0.5 / 1 / 1.5 speeds — plus deadlock warnings and Chinese texts.
 * Give the Modeler `additionalModules: [...simulationModules]`, in this order (ours override).
 */
/// <reference path="./vendor.d.ts" />
import tokenSimulationModule from 'bpmn-js-token-simulation';
import 'bpmn-js-token-simulation/assets/css/bpmn-js-token-simulation.css';
import type { ModuleDeclaration } from 'didi';
import { AnimationSpeed } from './animation-speed';
import { DeadlockDetection } from './deadlock-detection';
import { UnsupportedElements } from './element-support';
import { ReadOnlyWhileSimulating } from './read-only-while-simulating';
import { SimulationI18n } from './simulation-i18n';
import './simulation.css';

export const designerSimulationModule: ModuleDeclaration = {
  __init__: ['disableModeling', 'elementSupport', 'setAnimationSpeed', 'deadlockDetection', 'simulationI18n'],
  // same names as the library's services: these definitions replace them
  disableModeling: ['type', ReadOnlyWhileSimulating],
  elementSupport: ['type', UnsupportedElements],
  setAnimationSpeed: ['type', AnimationSpeed],
  deadlockDetection: ['type', DeadlockDetection],
  simulationI18n: ['type', SimulationI18n],
};

export const simulationModules: ModuleDeclaration[] = [tokenSimulationModule, designerSimulationModule];
