import { translateModule } from '../i18n/translate-module';
import { ContextMenu } from './context-menu';

/** The right-click menu of the canvas (a diagram-js module; needs the Modeler's editing modules). */
export const contextMenuModule = {
  __depends__: [translateModule],
  __init__: ['contextMenu'],
  contextMenu: ['type', ContextMenu],
};

export type { MenuEntry } from './menu-entries';
