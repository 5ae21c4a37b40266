/** Node basic settings (spec 02 section 2): id, name, description, annotation text, rollback node, back-to-rejecter. */
import type { Editor } from './commands';
import { checkNodeId, idExistsMessage } from './id-rules';
import { orUndefined, readExt, updateProperties, type Change, type DiagramElement } from './model';
import { documentationValue } from './process';

export function idChanges(editor: Editor, element: DiagramElement, id: string): Change[] | { error: string } {
  if (id === element.id) return [];
  const invalid = checkNodeId(id);
  if (invalid) return { error: invalid };
  if (editor.idTaken(id)) return { error: idExistsMessage(id) };
  return [updateProperties(element, { id })];
}

export const nameChanges = (element: DiagramElement, name: string): Change[] => [updateProperties(element, { name: orUndefined(name) })];

export const textChanges = (element: DiagramElement, text: string): Change[] => [updateProperties(element, { text: orUndefined(text) })];

export const documentationChanges = (editor: Editor, element: DiagramElement, text: string): Change[] => [
  updateProperties(element, { documentation: documentationValue(editor, element.businessObject, text) }),
];

export const readRollbackNode = (editor: Editor, element: DiagramElement): string | undefined =>
  readExt(element.businessObject, editor.engine, 'rollbackNode') || undefined;

export const rollbackNodeChanges = (editor: Editor, element: DiagramElement, id: string | undefined): Change[] => [
  updateProperties(element, { [editor.ext('rollbackNode')]: orUndefined(id) }),
];

export const readBackToRejecter = (editor: Editor, element: DiagramElement): boolean =>
  String(readExt(element.businessObject, editor.engine, 'backToRejecter')) === 'true';

/** Stored as the strings 'true' / 'false' (spec 02 section 3). */
export const backToRejecterChanges = (editor: Editor, element: DiagramElement, on: boolean): Change[] => [
  updateProperties(element, { [editor.ext('backToRejecter')]: String(on) }),
];
