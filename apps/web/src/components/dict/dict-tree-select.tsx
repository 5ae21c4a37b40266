/**
 * Dictionary tree-select loaded lazily by node (spec 03 section 2): roots first, a node's children
 * when it opens, through GET /sys/dict/loadTreeData. The table and its columns are names the
 * server allowlists (e.g. sys_depart / depart_name / id / parent_id). `condition` must be a JSON
 * object (string or object), else '树选择的 condition 值不正确，需要 JSON 对象字符串' is shown and
 * nothing loads. Works as a Form.Item control; multiple values are comma-joined.
 *
 * Props: tableName, text, code, pidField ('pid'), hasChildField, condition, pidValue (root
 * parent, default roots), labelDict (a dictionary code giving labels of stored values, e.g.
 * dynamic_depart), multiple, value, onChange(value), placeholder, disabled.
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, TreeSelect, message } from 'antd';
import type { DictTreeNode } from '@bus/contracts';
import { loadDictItem } from './api/load-dict';
import { loadTreeData } from './api/load-tree-data';
import { DROPDOWN_MAX_HEIGHT, joinValues, parseCondition, splitValues, TREE_LOAD_FAILED, withChildren, type LazyNode } from './dict-logic';

export interface DictTreeSelectProps {
  tableName: string;
  text: string;
  code: string;
  pidField?: string;
  hasChildField?: string;
  condition?: string | Record<string, unknown>;
  pidValue?: string;
  labelDict?: string;
  multiple?: boolean;
  value?: string;
  onChange?(value: string | undefined): void;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
}

const toLazy = (nodes: DictTreeNode[]): LazyNode[] => nodes.map((n) => ({ key: n.key, value: n.value, title: n.title, isLeaf: n.leaf }));

export function DictTreeSelect({
  tableName,
  text,
  code,
  pidField = 'pid',
  hasChildField,
  condition,
  pidValue,
  labelDict,
  multiple,
  value,
  onChange,
  placeholder = '请选择',
  disabled,
  style,
  id,
}: DictTreeSelectProps) {
  const parsed = parseCondition(condition);
  const base = { tableName, text, code, pidField, hasChildField, condition: parsed.ok ? parsed.value : undefined };
  const [tree, setTree] = useState<LazyNode[]>([]);
  const values = splitValues(value);

  const roots = useQuery({
    queryKey: ['dict', 'tree-roots', base, pidValue],
    queryFn: () => loadTreeData({ ...base, pid: pidValue }),
    enabled: parsed.ok,
    retry: false,
  });
  useEffect(() => {
    if (roots.data) setTree(toLazy(roots.data));
  }, [roots.data]);
  useEffect(() => {
    if (roots.isError) void message.warning(TREE_LOAD_FAILED);
  }, [roots.isError]);

  const labels = useQuery({
    queryKey: ['dict', 'tree-labels', labelDict, values.join(',')],
    queryFn: () => loadDictItem(labelDict!, values),
    enabled: !!labelDict && values.length > 0,
    staleTime: 60_000,
  });

  if (!parsed.ok) return <Alert type="error" showIcon message={parsed.error} style={style} />;

  const loadChildren = async (node: { key?: unknown; value?: unknown }) => {
    const key = String(node.value ?? node.key);
    try {
      const children = toLazy(await loadTreeData({ ...base, pid: key }));
      setTree((current) => withChildren(current, key, children));
    } catch {
      void message.warning(TREE_LOAD_FAILED);
    }
  };

  const labelled = values.map((v, i) => ({ value: v, label: labels.data?.[i] ?? v }));
  return (
    <TreeSelect
      id={id}
      treeData={tree}
      loadData={loadChildren}
      value={multiple ? labelled : labelled[0]}
      labelInValue
      treeCheckable={multiple}
      treeCheckStrictly={multiple}
      multiple={multiple}
      showCheckedStrategy={TreeSelect.SHOW_ALL}
      onChange={(next: { value: string } | Array<{ value: string }> | undefined) => {
        const list = Array.isArray(next) ? next : next ? [next] : [];
        onChange?.(list.length ? joinValues(list.map((n) => String(n.value))) : undefined);
      }}
      allowClear
      placeholder={placeholder}
      disabled={disabled}
      loading={roots.isLoading}
      notFoundContent={roots.isLoading ? '加载中…' : '暂无数据'}
      styles={{ popup: { root: { maxHeight: DROPDOWN_MAX_HEIGHT, overflow: 'auto' } } }}
      style={{ minWidth: 220, ...style }}
    />
  );
}
