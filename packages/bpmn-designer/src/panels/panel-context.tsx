/**
 * What every section needs: the editor (modeler services + engine), the designer options, the
 * page's services, and a revision that changes after every command so sections re-read the
 * business objects (bpmn-js mutates them in place).
 */
import { createContext, useContext } from 'react';
import type { DesignerOptions } from '../options';
import type { DesignerServices } from '../react/designer-props';
import type { Editor } from './core/commands';
import type { Change } from './core/model';

export interface PanelContextValue {
  editor: Editor;
  options: DesignerOptions;
  services?: DesignerServices;
  revision: number;
}

export const PanelContext = createContext<PanelContextValue | null>(null);

export function usePanel(): PanelContextValue {
  const value = useContext(PanelContext);
  if (!value) throw new Error('panel sections must render inside <PropertiesPanel>');
  return value;
}

/** Runs a section's result: changes go to the command stack, an error string comes back for display. */
export function applyResult(editor: Editor, result: Change[] | { error: string }): string | undefined {
  if ('error' in result) return result.error;
  editor.apply(result);
  return undefined;
}
