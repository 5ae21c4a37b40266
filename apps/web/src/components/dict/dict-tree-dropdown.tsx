/**
 * Dictionary tree dropdown (spec 03 section 2): a drop-down tree of the category dictionary
 * (分类字典) under one root code, loaded lazily (GET /sys/category/loadTreeRoot?pcode=,
 * loadTreeChildren?pid=), at most 400 px high. The value is each category's code (or id),
 * comma-joined when multiple. Works as a Form.Item control.
 *
 * Props: pcode (root category code, e.g. 'A01' 车辆类型), valueField ('code' | 'id'), multiple,
 * value, onChange(value), placeholder, disabled.
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TreeSelect, message } from 'antd';
import { getReply, unwrap } from '../../lib/http';
import { DROPDOWN_MAX_HEIGHT, joinValues, splitValues, TREE_LOAD_FAILED } from './dict-logic';

interface CategoryNode {
  key: string;
  value: string;
  title: string;
  code: string;
  isLeaf: boolean;
  pid: string;
}

interface DropdownNode {
  id: string;
  pId: string;
  value: string;
  title: string;
  isLeaf: boolean;
}

export interface DictTreeDropdownProps {
  pcode?: string;
  valueField?: 'code' | 'id';
  multiple?: boolean;
  value?: string;
  onChange?(value: string | undefined): void;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
}

async function categories(url: string, params: Record<string, string | undefined>): Promise<CategoryNode[]> {
  return unwrap(await getReply<CategoryNode[]>(url, { params, skipErrorHandler: true }));
}

export function DictTreeDropdown({
  pcode,
  valueField = 'code',
  multiple,
  value,
  onChange,
  placeholder = '请选择分类',
  disabled,
  style,
  id,
}: DictTreeDropdownProps) {
  const [nodes, setNodes] = useState<DropdownNode[]>([]);
  const [expanded, setExpanded] = useState<Array<string | number>>([]);
  const toNode = (n: CategoryNode): DropdownNode => ({
    id: n.key,
    pId: n.pid,
    value: valueField === 'code' ? n.code : n.key,
    title: n.title,
    isLeaf: n.isLeaf,
  });
  const roots = useQuery({ queryKey: ['dict', 'category-roots', pcode], queryFn: () => categories('/sys/category/loadTreeRoot', { pcode }), retry: false });

  useEffect(() => {
    if (!roots.data) return;
    // a root's children come with it, so the chosen value of a one-level tree shows its name at once
    const rootNodes = roots.data.map(toNode);
    setNodes(rootNodes);
    // the tree-select keys its nodes by value
    setExpanded(rootNodes.map((n) => n.value));
    void Promise.all(roots.data.filter((r) => !r.isLeaf).map((r) => categories('/sys/category/loadTreeChildren', { pid: r.key })))
      .then((lists) =>
        setNodes((current) => [
          ...current,
          ...lists
            .flat()
            .map(toNode)
            .filter((n) => !current.some((c) => c.id === n.id)),
        ]),
      )
      .catch(() => void message.warning(TREE_LOAD_FAILED));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roots.data]);
  useEffect(() => {
    if (roots.isError) void message.warning(TREE_LOAD_FAILED);
  }, [roots.isError]);

  const loadData = async (node: { id?: string }) => {
    if (!node.id || nodes.some((n) => n.pId === node.id)) return;
    try {
      const children = (await categories('/sys/category/loadTreeChildren', { pid: node.id })).map(toNode);
      setNodes((current) => [...current, ...children.filter((c) => !current.some((n) => n.id === c.id))]);
    } catch {
      void message.warning(TREE_LOAD_FAILED);
    }
  };

  const values = splitValues(value);
  return (
    <TreeSelect
      id={id}
      treeDataSimpleMode={{ id: 'id', pId: 'pId' }}
      treeData={nodes}
      loadData={loadData as never}
      treeExpandedKeys={expanded}
      onTreeExpand={(keys) => setExpanded(keys as Array<string | number>)}
      value={multiple ? values : values[0]}
      multiple={multiple}
      treeCheckable={multiple}
      onChange={(next: string | string[] | undefined) => {
        const list = Array.isArray(next) ? next : next ? [next] : [];
        onChange?.(list.length ? joinValues(list) : undefined);
      }}
      allowClear
      placeholder={placeholder}
      disabled={disabled}
      loading={roots.isLoading}
      notFoundContent="暂无数据"
      styles={{ popup: { root: { maxHeight: DROPDOWN_MAX_HEIGHT, overflow: 'auto' } } }}
      style={{ minWidth: 220, ...style }}
    />
  );
}
