/**
 * A checkable menu/button tree with expand-all, select-all and save (role, department and
 * department-role authorisation share it).
 *
 * Props:
 * - `treeList`: the nodes from a `queryTreeList` endpoint (menus type 0/1, buttons type 2)
 * - `granted`: ids the server has granted (parents included); shown with half-checked parents
 * - `loading`: shows a spinner instead of the tree
 * - `onSave(ids, lastIds)`: called with checked + half-checked ids (so the menu path of a granted
 *   button is granted too) and the ids granted before; resolve to finish the saving state
 * - `renderExtra(node)`: optional element after a node title (e.g. a data-rule icon)
 * - `height`: tree height in pixels to turn on virtual scrolling (default: none, the drawer scrolls)
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Empty, Space, Spin, Tag, Tree } from 'antd';
import type { PermissionTreeNode } from '@bus/contracts';
import { allKeys, branchKeys, displayCheckedKeys, keysToSave } from './tree-utils';

export interface PermissionTreePanelProps {
  treeList: PermissionTreeNode[];
  granted: string[];
  loading?: boolean;
  onSave(ids: string[], lastIds: string[]): Promise<unknown>;
  renderExtra?(node: PermissionTreeNode): ReactNode;
  height?: number;
  saveText?: string;
}

export function PermissionTreePanel({ treeList, granted, loading, onSave, renderExtra, height, saveText = '保存' }: PermissionTreePanelProps) {
  const [checked, setChecked] = useState<string[]>([]);
  const [halfChecked, setHalfChecked] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const every = useMemo(() => allKeys(treeList), [treeList]);
  const branches = useMemo(() => branchKeys(treeList), [treeList]);

  useEffect(() => {
    setChecked(displayCheckedKeys(treeList, granted));
    const grantedSet = new Set(granted);
    setHalfChecked(branches.filter((k) => grantedSet.has(k)));
    setExpanded(treeList.map((n) => n.key));
  }, [treeList, granted, branches]);

  const treeData = useMemo(() => {
    const convert = (nodes: PermissionTreeNode[]): object[] =>
      nodes.map((node) => ({
        key: node.key,
        title: (
          <span>
            {node.menuType === 2 && (
              <Tag color="orange" style={{ marginRight: 4 }}>
                按钮
              </Tag>
            )}
            <span className="permission-tree-title">{node.title}</span>
            {renderExtra?.(node)}
          </span>
        ),
        children: node.children ? convert(node.children) : undefined,
      }));
    return convert(treeList);
  }, [treeList, renderExtra]);

  if (loading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (treeList.length === 0) return <Empty description="暂无可授权的菜单" />;

  const save = async () => {
    setSaving(true);
    try {
      await onSave(keysToSave(checked, halfChecked), granted);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="permission-tree-panel">
      <Space wrap style={{ marginBottom: 12 }}>
        <Button size="small" onClick={() => setExpanded(branches)}>
          展开全部
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          折叠全部
        </Button>
        <Button
          size="small"
          onClick={() => {
            setChecked(every);
            setHalfChecked([]);
          }}
        >
          全部勾选
        </Button>
        <Button
          size="small"
          onClick={() => {
            setChecked([]);
            setHalfChecked([]);
          }}
        >
          取消全选
        </Button>
      </Space>
      <Tree
        checkable
        blockNode
        height={height}
        treeData={treeData as never}
        checkedKeys={checked}
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keys as string[])}
        onCheck={(keys, info) => {
          setChecked((Array.isArray(keys) ? keys : keys.checked) as string[]);
          setHalfChecked((info.halfCheckedKeys ?? []) as string[]);
        }}
      />
      <div style={{ marginTop: 12, textAlign: 'right' }}>
        <Button type="primary" loading={saving} onClick={save}>
          {saveText}
        </Button>
      </div>
    </div>
  );
}
