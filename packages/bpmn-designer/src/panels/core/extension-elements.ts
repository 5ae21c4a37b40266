/**
 * Reading and replacing extension elements of one type (Assignee, Button, FormField, listeners
 * ...) while every other extension element of the node stays where it was.
 */
import type { Editor } from './commands';
import { updateModdle, type Change, type DiagramElement, type ModdleElement } from './model';

export function extensionsOf(businessObject: ModdleElement | undefined, type: string): ModdleElement[] {
  const values: ModdleElement[] = businessObject?.extensionElements?.values ?? [];
  return values.filter((value) => value.$type === type);
}

/**
 * The change that makes `items` the extension elements of `type` on the business object: they
 * take the place of the first old one, and an emptied extensionElements is removed.
 */
export function replaceExtensions(editor: Editor, element: DiagramElement, businessObject: ModdleElement, type: string, items: ModdleElement[]): Change[] {
  const container: ModdleElement | undefined = businessObject.extensionElements;
  const old: ModdleElement[] = container?.values ?? [];
  if (!container) {
    if (items.length === 0) return [];
    const created = editor.create('bpmn:ExtensionElements', { values: items });
    created.$parent = businessObject;
    items.forEach((item) => (item.$parent = created));
    return [updateModdle(element, businessObject, { extensionElements: created })];
  }
  items.forEach((item) => (item.$parent = container));
  const firstIndex = old.findIndex((value) => value.$type === type);
  const others = old.filter((value) => value.$type !== type);
  const insertAt = firstIndex < 0 ? others.length : old.slice(0, firstIndex).filter((value) => value.$type !== type).length;
  const values = [...others.slice(0, insertAt), ...items, ...others.slice(insertAt)];
  if (values.length === 0) return [updateModdle(element, businessObject, { extensionElements: undefined })];
  return [updateModdle(element, container, { values })];
}
