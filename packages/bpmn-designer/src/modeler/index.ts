/** The designer's own bpmn-js modules and the modeler / viewer they make up. */
export { createModeler, createViewer, type ModelerSetup } from './create-modeler';
export { createNewDiagramXml, randomProcessId, type NewDiagramOptions } from './new-diagram';
export { startEventRenameModule, PROMPT as START_EVENT_PROMPT } from './start-event-rename';
export { translateModule, DesignerLanguage, type Translate } from './i18n/translate-module';
export { contextMenuModule, type MenuEntry } from './context-menu';
export { highlightModule, Highlighter, HIGHLIGHT_TARGET_TYPES } from './highlight';
