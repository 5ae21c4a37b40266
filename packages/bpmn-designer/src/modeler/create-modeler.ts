/**
 * The editing Modeler and the read-only viewer of the designer, with our modules: engines,
 * language, the start-event rename, the right-click menu and the minimap (zoom 0.2–4, the
 * diagram-js range). Sibling features (lint, simulation, panels) come in `additionalModules`.
 */
/// <reference path="./vendor.d.ts" />
import Modeler from 'bpmn-js/lib/Modeler';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import minimapModule from 'diagram-js-minimap';
import type { ModuleDeclaration } from 'didi';
import { moddleExtensions } from '../engines/descriptors';
import { engineModule } from '../engines/engine-module';
import type { DesignerLang, Engine } from '../options';
import { contextMenuModule } from './context-menu';
import { highlightModule } from './highlight';
import { translateModule } from './i18n/translate-module';
import { startEventRenameModule } from './start-event-rename';

export interface ModelerSetup {
  container: HTMLElement;
  /** the engine whose attributes are declared (typed); the diagram's own engine */
  engine: Engine;
  lang: DesignerLang;
  /** the minimap starts open (default) or closed */
  minimap?: boolean;
  additionalModules?: ModuleDeclaration[];
  /** further configuration for sibling modules (e.g. `linting`, `designerLint`) */
  config?: Record<string, unknown>;
}

export function createModeler({ container, engine, lang, minimap = true, additionalModules = [], config = {} }: ModelerSetup): Modeler {
  return new Modeler({
    container,
    moddleExtensions: moddleExtensions(engine),
    additionalModules: [engineModule, translateModule, startEventRenameModule, contextMenuModule, minimapModule, ...additionalModules],
    designer: { lang },
    minimap: { open: minimap },
    ...config,
  });
}

export function createViewer({ container, engine, lang }: Pick<ModelerSetup, 'container' | 'engine' | 'lang'>): NavigatedViewer {
  return new NavigatedViewer({
    container,
    moddleExtensions: moddleExtensions(engine),
    additionalModules: [translateModule, startEventRenameModule, highlightModule],
    designer: { lang },
  });
}
