/**
 * Process-level reads and writes: the process behind the canvas root (a collaboration's first
 * participant when the diagram has pools), its key, description and approval attributes.
 */
import type { Editor } from './commands';
import { updateModdle, updateProperties, type Change, type DiagramElement, type ModdleElement } from './model';

export function processOf(root: DiagramElement): ModdleElement | undefined {
  const bo = root.businessObject;
  if (bo.$type === 'bpmn:Process') return bo;
  if (bo.$type === 'bpmn:Collaboration') return (bo.participants ?? []).find((p: ModdleElement) => p.processRef)?.processRef;
  return undefined;
}

/** Writes on the process: through updateProperties when the process is the root (its id is the root's id). */
export function processChange(root: DiagramElement, process: ModdleElement, properties: Record<string, unknown>): Change {
  return root.businessObject === process ? updateProperties(root, properties) : updateModdle(root, process, properties);
}

export function documentationOf(bo: ModdleElement | undefined): string {
  return bo?.documentation?.[0]?.text ?? '';
}

/** The description is the first documentation entry; others (of other text formats) are kept. */
export function documentationValue(editor: Editor, bo: ModdleElement, text: string): ModdleElement[] {
  const others: ModdleElement[] = (bo.documentation ?? []).slice(1);
  if (!text.trim()) return others;
  const doc = editor.create('bpmn:Documentation', { text });
  doc.$parent = bo;
  return [doc, ...others];
}

/** User tasks of the diagram, for rollback-node choices (optionally without the one being edited). */
export function userTasksOf(editor: Editor, exceptId?: string): { id: string; name: string }[] {
  return editor.elementRegistry
    .filter((element) => element.type === 'bpmn:UserTask' && element.id !== exceptId)
    .map((element) => ({ id: element.id, name: element.businessObject.name || element.id }));
}
