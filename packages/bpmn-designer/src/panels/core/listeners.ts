/**
 * Execution and task listeners with injected fields, as extension elements of the engine
 * (`flowable:executionListener class="..." event="start"` with `flowable:field` children holding
 * a `string` or an `expression`). Untouched listeners keep their moddle elements, so parts the
 * panel does not edit (scripts, ids) survive edits of their neighbours.
 */
import type { Editor } from './commands';
import { extensionsOf, replaceExtensions } from './extension-elements';
import type { Change, DiagramElement, ModdleElement } from './model';

export type ListenerKind = 'ExecutionListener' | 'TaskListener';
export type ListenerType = 'class' | 'expression' | 'delegateExpression';
export type FieldType = 'string' | 'expression';

export const EXECUTION_EVENTS = [
  { value: 'start', label: '开始 start' },
  { value: 'take', label: '经过 take' },
  { value: 'end', label: '结束 end' },
];
export const TASK_EVENTS = [
  { value: 'create', label: '创建 create' },
  { value: 'assignment', label: '指派 assignment' },
  { value: 'complete', label: '完成 complete' },
  { value: 'delete', label: '删除 delete' },
];
export const LISTENER_TYPES: { value: ListenerType; label: string }[] = [
  { value: 'class', label: 'Java 类' },
  { value: 'expression', label: '表达式' },
  { value: 'delegateExpression', label: '代理表达式' },
];
export const FIELD_TYPES: { value: FieldType; label: string }[] = [
  { value: 'string', label: '字符串' },
  { value: 'expression', label: '表达式' },
];

export interface ListenerField {
  name: string;
  type: FieldType;
  value: string;
}

export interface Listener {
  event: string;
  type: ListenerType;
  value: string;
  fields: ListenerField[];
}

export function readField(field: ModdleElement): ListenerField {
  if (field.expression != null) return { name: field.name ?? '', type: 'expression', value: field.expression };
  return { name: field.name ?? '', type: 'string', value: field.string ?? field.stringValue ?? '' };
}

export function readListener(item: ModdleElement): Listener {
  const type: ListenerType = item.class != null ? 'class' : item.delegateExpression != null ? 'delegateExpression' : 'expression';
  return { event: item.event ?? '', type, value: item[type] ?? '', fields: (item.fields ?? []).map(readField) };
}

export const listenersOf = (editor: Editor, bo: ModdleElement | undefined, kind: ListenerKind): ModdleElement[] => extensionsOf(bo, editor.ext(kind));

export function createListener(editor: Editor, kind: ListenerKind, listener: Listener): ModdleElement {
  const item = editor.create(editor.ext(kind), { event: listener.event, [listener.type]: listener.value });
  item.fields = listener.fields.map((field) => {
    const created = editor.create(editor.ext('Field'), { name: field.name, [field.type]: field.value });
    created.$parent = item;
    return created;
  });
  return item;
}

/** `index` undefined adds, `listener` undefined deletes, both given replace. */
export function listenerChanges(
  editor: Editor,
  element: DiagramElement,
  kind: ListenerKind,
  index: number | undefined,
  listener: Listener | undefined,
): Change[] {
  const items = [...listenersOf(editor, element.businessObject, kind)];
  if (index === undefined) {
    if (listener) items.push(createListener(editor, kind, listener));
  } else if (listener) items[index] = createListener(editor, kind, listener);
  else items.splice(index, 1);
  return replaceExtensions(editor, element, element.businessObject, editor.ext(kind), items);
}
