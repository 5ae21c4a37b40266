/**
 * Types for bpmn-js-differ (plain JavaScript). Files importing it reference this file, so the web
 * app's type-check that follows imports into the package sees the declarations too.
 */
declare module 'bpmn-js-differ' {
  /** A moddle element as the differ hands it back (only what our code reads). */
  interface DiffModdleElement {
    $type: string;
    id?: string;
    name?: string;
  }
  export interface DiffResult {
    _added: Record<string, DiffModdleElement>;
    _removed: Record<string, DiffModdleElement>;
    _changed: Record<string, { model: DiffModdleElement; attrs: Record<string, { oldValue: unknown; newValue: unknown }> }>;
    _layoutChanged: Record<string, DiffModdleElement>;
  }
  export function diff(oldDefinitions: unknown, newDefinitions: unknown): DiffResult;
}
