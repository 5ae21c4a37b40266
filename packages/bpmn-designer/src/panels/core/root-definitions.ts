/**
 * Signals, messages, errors and escalations live at the root of the definitions and are
 * referenced by event definitions (spec 02 sections 2 and 5): a new id must follow the id rule
 * and be unused ('ID：{id} 已存在' cancels the add), ids are fixed after creation, and deleting
 * one clears the references to it in the same undo step.
 */
import type { Editor } from './commands';
import { checkDefinitionId, checkDefinitionName, idExistsMessage } from './id-rules';
import { updateModdle, type Change, type DiagramElement, type ModdleElement } from './model';

export type DefinitionKind = 'signal' | 'message' | 'error' | 'escalation';

export const DEFINITION_KINDS: Record<DefinitionKind, { type: string; ref: string; eventDefinition: string; label: string }> = {
  signal: { type: 'bpmn:Signal', ref: 'signalRef', eventDefinition: 'bpmn:SignalEventDefinition', label: '信号' },
  message: { type: 'bpmn:Message', ref: 'messageRef', eventDefinition: 'bpmn:MessageEventDefinition', label: '消息' },
  error: { type: 'bpmn:Error', ref: 'errorRef', eventDefinition: 'bpmn:ErrorEventDefinition', label: '错误' },
  escalation: { type: 'bpmn:Escalation', ref: 'escalationRef', eventDefinition: 'bpmn:EscalationEventDefinition', label: '升级' },
};

export function definitionsOf(editor: Editor): ModdleElement {
  let bo: ModdleElement | undefined = editor.rootElement().businessObject;
  while (bo && bo.$type !== 'bpmn:Definitions') bo = bo.$parent;
  if (!bo) throw new Error('diagram has no definitions');
  return bo;
}

export function listDefinitions(editor: Editor, kind: DefinitionKind): ModdleElement[] {
  return (definitionsOf(editor).rootElements ?? []).filter((item: ModdleElement) => item.$type === DEFINITION_KINDS[kind].type);
}

export type AddResult = { changes: Change[]; created: ModdleElement } | { error: string };

export function addDefinition(editor: Editor, kind: DefinitionKind, id: string, name: string): AddResult {
  const invalid = checkDefinitionId(id) ?? checkDefinitionName(name);
  if (invalid) return { error: invalid };
  if (editor.idTaken(id)) return { error: idExistsMessage(id) };
  const definitions = definitionsOf(editor);
  const created = editor.create(DEFINITION_KINDS[kind].type, { id, name });
  created.$parent = definitions;
  const rootElements = [...(definitions.rootElements ?? []), created];
  return { changes: [updateModdle(editor.rootElement(), definitions, { rootElements })], created };
}

export function renameDefinition(editor: Editor, item: ModdleElement, name: string): Change[] | { error: string } {
  const invalid = checkDefinitionName(name);
  if (invalid) return { error: invalid };
  return [updateModdle(editor.rootElement(), item, { name })];
}

/** Event definitions anywhere in the diagram that point at `item`, with the shape that owns them. */
function referencesTo(editor: Editor, kind: DefinitionKind, item: ModdleElement): { element: DiagramElement; eventDefinition: ModdleElement }[] {
  const { ref, eventDefinition } = DEFINITION_KINDS[kind];
  return editor.elementRegistry
    .filter((element) => element.type !== 'label')
    .flatMap((element) =>
      (element.businessObject.eventDefinitions ?? [])
        .filter((definition: ModdleElement) => definition.$type === eventDefinition && definition[ref] === item)
        .map((definition: ModdleElement) => ({ element, eventDefinition: definition })),
    );
}

export function removeDefinition(editor: Editor, kind: DefinitionKind, item: ModdleElement): Change[] {
  const definitions = definitionsOf(editor);
  const clearRefs = referencesTo(editor, kind, item).map(({ element, eventDefinition }) =>
    updateModdle(element, eventDefinition, { [DEFINITION_KINDS[kind].ref]: undefined }),
  );
  const rootElements = (definitions.rootElements ?? []).filter((root: ModdleElement) => root !== item);
  return [...clearRefs, updateModdle(editor.rootElement(), definitions, { rootElements })];
}

export function setReference(element: DiagramElement, kind: DefinitionKind, eventDefinition: ModdleElement, item: ModdleElement | undefined): Change[] {
  return [updateModdle(element, eventDefinition, { [DEFINITION_KINDS[kind].ref]: item })];
}
