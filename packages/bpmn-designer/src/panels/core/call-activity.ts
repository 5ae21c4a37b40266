/** Call activity settings (spec 02 section 2): the called process key and the two 'true' / 'false' strings. */
import type { Editor } from './commands';
import { orUndefined, readExt, updateProperties, type Change, type DiagramElement } from './model';

export function readCallActivity(editor: Editor, element: DiagramElement) {
  const bo = element.businessObject;
  return {
    calledElement: bo.calledElement ?? '',
    inheritVariables: String(readExt(bo, editor.engine, 'inheritVariables')) === 'true',
    sameDeployment: String(readExt(bo, editor.engine, 'sameDeployment')) === 'true',
  };
}

/** calledElement is always a process key, so calledElementType says 'key' whenever it is set. */
export function calledElementChanges(editor: Editor, element: DiagramElement, key: string): Change[] {
  const calledElement = orUndefined(key);
  return [updateProperties(element, { calledElement, [editor.ext('calledElementType')]: calledElement ? 'key' : undefined })];
}

export function callFlagChanges(editor: Editor, element: DiagramElement, key: 'inheritVariables' | 'sameDeployment', on: boolean): Change[] {
  return [updateProperties(element, { [editor.ext(key)]: String(on) })];
}
