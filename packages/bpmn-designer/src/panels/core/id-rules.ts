/** Id rules of spec 02 section 5, with their messages in Chinese. An undefined result means valid. */

/** Process keys and root definitions (signal, message ...): a letter, then letters, digits or underscores. */
const LETTER_FIRST = /^[A-Za-z][A-Za-z0-9_]*$/;
/** Node ids end up as XML ids (NCName); bpmn-js itself generates `Activity_0abc`-style ones. */
const NODE_ID = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

export const idExistsMessage = (id: string) => `ID：${id} 已存在`;

export function checkProcessKey(value: string | undefined): string | undefined {
  if (!value?.trim()) return '请输入流程标识';
  if (!LETTER_FIRST.test(value)) return '流程标识必须以字母开头，且不能包含中文';
  return undefined;
}

export function checkDefinitionId(value: string | undefined): string | undefined {
  if (!value?.trim()) return '请输入 ID';
  if (!LETTER_FIRST.test(value)) return '必须以字母开头，只能包含字母、数字和下划线，不能包含中文';
  return undefined;
}

export function checkDefinitionName(value: string | undefined): string | undefined {
  return value?.trim() ? undefined : '请输入名称';
}

export function checkNodeId(value: string | undefined): string | undefined {
  if (!value?.trim()) return '节点 ID 不能为空';
  if (!NODE_ID.test(value)) return '节点 ID 必须以字母或下划线开头，只能包含字母、数字、下划线、点和连字符';
  return undefined;
}
