/**
 * Pure rules of the dictionary widgets (spec 03 sections 3, 5 and 9): messages, the tree-select
 * condition, lazy tree merging, value splitting and the search debounce.
 */
import { DYNAMIC_DICT_PREFIX, DYNAMIC_DICT_PREFIX_MESSAGE, type DictItem } from '@bus/contracts';

export const DICT_CODE_EMPTY = '字典编码不能为空!';
export const CONDITION_ERROR = '树选择的 condition 值不正确，需要 JSON 对象字符串';
export const NO_DICT_CONFIGURED = '搜索选择框（异步模式）未配置字典编码';
export const TREE_LOAD_FAILED = '加载数据失败';
export const SEARCH_DEBOUNCE_MS = 800;
export const SEARCH_PAGE_SIZE = 10;
export const DEFAULT_SEPARATOR = ',';
export const DROPDOWN_MAX_HEIGHT = 400;

export interface Option {
  value: string;
  label: string;
  color?: string | null;
}

export function toOptions(items: Array<Pick<DictItem, 'value'> & Partial<DictItem>> | undefined): Option[] {
  return (items ?? []).map((item) => ({ value: String(item.value), label: item.text || item.label || item.title || String(item.value), color: item.color }));
}

/**
 * The condition of the tree-select: absent, a JSON object string or an object. Anything else
 * (bad JSON, an array, a number) is the error the spec names.
 */
export function parseCondition(
  condition: string | Record<string, unknown> | undefined,
): { ok: true; value: string | undefined } | { ok: false; error: string } {
  if (condition === undefined || condition === '') return { ok: true, value: undefined };
  let parsed: unknown = condition;
  if (typeof condition === 'string') {
    try {
      parsed = JSON.parse(condition);
    } catch {
      return { ok: false, error: CONDITION_ERROR };
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { ok: false, error: CONDITION_ERROR };
  return { ok: true, value: JSON.stringify(parsed) };
}

/** The department picker's dictionary codes must start with dynamic_ (spec 03 section 5). */
export function checkDynamicCode(code: string): string | null {
  return code.startsWith(DYNAMIC_DICT_PREFIX) ? null : DYNAMIC_DICT_PREFIX_MESSAGE;
}

export interface LazyNode {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children?: LazyNode[];
}

/** Puts `children` under the node `key` (lazy loading), leaving the rest of the tree as it is. */
export function withChildren(tree: LazyNode[], key: string, children: LazyNode[]): LazyNode[] {
  return tree.map((node) => {
    if (node.key === key) return { ...node, children, isLeaf: children.length === 0 };
    return node.children ? { ...node, children: withChildren(node.children, key, children) } : node;
  });
}

export function splitValues(value: string | string[] | null | undefined, separator = DEFAULT_SEPARATOR): string[] {
  if (value === null || value === undefined || value === '') return [];
  const list = Array.isArray(value) ? value : String(value).split(separator);
  return list.map((v) => String(v).trim()).filter(Boolean);
}

export const joinValues = (values: string[], separator = DEFAULT_SEPARATOR) => values.join(separator);
