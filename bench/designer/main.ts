/**
 * The page of bench/designer.mjs: the designer's modeler exactly as createModeler builds it, with
 * the lint and simulation modules (without the React shell), timed in
 * the page with performance.now(). `window.runDesignerBench(xml)` answers the measurements.
 */
import type Modeler from 'bpmn-js/lib/Modeler';
import { createModeler } from '../../packages/bpmn-designer/src/modeler/create-modeler';
import { lintDefinitions } from '../../packages/bpmn-designer/src/lint/lint-definitions';
import { lintModule } from '../../packages/bpmn-designer/src/lint/lint-module';
import { simulationModules } from '../../packages/bpmn-designer/src/simulation/simulation-module';

const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

interface Linting {
  lint(): Promise<Record<string, unknown[]>>;
  toggle(active: boolean): void;
}

async function runDesignerBench(xml: string, { renders = 5, lints = 20 } = {}) {
  const container = document.getElementById('canvas')!;
  const renderMs: number[] = [];
  let modeler: Modeler | undefined;
  for (let run = 0; run < renders; run += 1) {
    modeler?.destroy();
    const started = performance.now();
    // as the designer page builds it: engines, language, context menu and minimap, lint, simulation
    modeler = createModeler({ container, engine: 'flowable', lang: 'zh_CN', additionalModules: [lintModule, ...simulationModules] });
    await modeler.importXML(xml);
    await afterPaint();
    renderMs.push(performance.now() - started);
  }
  const definitions = modeler!.getDefinitions();
  const registry = modeler!.get<{ getAll(): { type: string; labelTarget?: unknown; waypoints?: unknown }[] }>('elementRegistry');
  const elements = registry.getAll().filter((element) => !element.labelTarget && element.type !== 'bpmn:Process');

  // the designer's own check (the "get XML" guard): synchronous, every rule
  const lintMs: number[] = [];
  let issues = 0;
  for (let run = 0; run < lints; run += 1) {
    const started = performance.now();
    const result = lintDefinitions(definitions, { form: [] });
    lintMs.push(performance.now() - started);
    issues = result.errors.length + result.warnings.length;
  }
  // the overlays' path: bpmn-js-bpmnlint's Linter with our packed config
  const linting = modeler!.get<Linting>('linting');
  const overlayLintMs: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    await linting.lint();
    overlayLintMs.push(performance.now() - started);
  }
  // switching the simulation on lays a context pad on every element
  const toggleMode = modeler!.get<{ toggleMode(active: boolean): void }>('toggleMode');
  let started = performance.now();
  toggleMode.toggleMode(true);
  await afterPaint();
  const simulationOnMs = performance.now() - started;
  started = performance.now();
  toggleMode.toggleMode(false);
  await afterPaint();
  const simulationOffMs = performance.now() - started;

  return {
    shapes: elements.filter((element) => !element.waypoints).length,
    connections: elements.filter((element) => element.waypoints).length,
    issues,
    renderMs,
    lintMs,
    overlayLintMs,
    simulationOnMs,
    simulationOffMs,
  };
}

(window as unknown as { runDesignerBench: typeof runDesignerBench }).runDesignerBench = runDesignerBench;
document.body.dataset.ready = 'true';
