/**
 * Department picker dialog ('选择部门', spec 03 section 2): a searchable, checkable tree of the
 * tenant's departments. Search by name on Enter highlights the matches and opens their path; the
 * footer's 树操作 switches between 父子关联 (checking a parent checks its children) and 取消关联;
 * single mode replaces the old check with the new one. Disabled departments are marked '*' and
 * cannot be picked; `dutyOnly` lets only duties (category 5) be checked.
 *
 * Props: open, value (keys), multiple (default true), belongToMe, dutyOnly (loads duties too),
 * width (default 500), title; onOk(rows, 'id1,id2'), onCancel.
 */
import { useEffect, useMemo, useState, type Key, type ReactNode } from 'react';
import { Alert, Button, Dropdown, Empty, Input, Modal, Space, Spin, Tree, type TreeDataNode } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useDepartTree } from './api/get-depart-tree';
import {
  displayTitle,
  flatten,
  isCheckable,
  keysToDepth,
  nextCheckedKeys,
  searchTree,
  selectionOf,
  splitOnMatch,
  type CheckMode,
  type PickerDepart,
} from './depart-tree-logic';

export interface DepartSelectModalProps {
  open: boolean;
  value?: string[];
  multiple?: boolean;
  belongToMe?: boolean;
  /** only duties (category 5) may be chosen; the tree then includes them */
  dutyOnly?: boolean;
  width?: number;
  title?: string;
  onOk(rows: PickerDepart[], value: string): void;
  onCancel(): void;
}

function highlight(title: string, keyword: string): ReactNode {
  const parts = splitOnMatch(title, keyword);
  if (!parts) return title;
  return (
    <span>
      {parts[0]}
      <span className="depart-search-match" style={{ color: '#f50', fontWeight: 600 }}>
        {parts[1]}
      </span>
      {parts[2]}
    </span>
  );
}

/** one empty list while the tree loads, so hooks that depend on the nodes do not rerun every render */
const NO_DEPARTS: PickerDepart[] = [];

export function DepartSelectModal({
  open,
  value = [],
  multiple = true,
  belongToMe,
  dutyOnly,
  width = 500,
  title = '选择部门',
  onOk,
  onCancel,
}: DepartSelectModalProps) {
  const tree = useDepartTree({ belongToMe, loadDuty: dutyOnly }, open);
  const nodes = (tree.data ?? NO_DEPARTS) as PickerDepart[];
  const [checked, setChecked] = useState<string[]>(value);
  const [linked, setLinked] = useState(true);
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<Key[]>([]);
  const mode: CheckMode = !multiple ? 'single' : linked ? 'linked' : 'unlinked';

  const byKey = useMemo(() => new Map(flatten(nodes).map((n) => [n.key, n])), [nodes]);
  const checkable = (key: string) => {
    const node = byKey.get(key);
    return !!node && isCheckable(node, !!dutyOnly);
  };

  useEffect(() => {
    if (!open) return;
    setChecked(value);
    setKeyword('');
    // only when the dialog opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    if (open && nodes.length) setExpanded(keysToDepth(nodes));
  }, [open, nodes]);

  const search = (text: string) => {
    setKeyword(text);
    const { expand } = searchTree(nodes, text);
    setExpanded(text.trim() ? expand : keysToDepth(nodes));
  };

  const toTreeData = (list: PickerDepart[]): TreeDataNode[] =>
    list.map((node) => {
      const operational = isCheckable(node, !!dutyOnly);
      return {
        key: node.key,
        title: highlight(displayTitle(node), keyword),
        disableCheckbox: !operational,
        selectable: operational,
        className: operational ? undefined : 'depart-inert',
        children: node.children ? toTreeData(node.children) : undefined,
      };
    });

  const treeData = useMemo(() => toTreeData(nodes), [nodes, keyword, dutyOnly]); // eslint-disable-line react-hooks/exhaustive-deps

  const onCheck = (result: Key[] | { checked: Key[]; halfChecked: Key[] }, info: { node: { key: Key }; checked: boolean }) => {
    const linkedResult = Array.isArray(result) ? result : result.checked;
    setChecked((current) => nextCheckedKeys(mode, current, String(info.node.key), info.checked, linkedResult, checkable));
  };

  const confirm = () => {
    const { rows, value: joined } = selectionOf(nodes, checked);
    onOk(rows, joined);
  };

  const footer = (
    <div style={{ display: 'flex', justifyContent: 'space-between' }}>
      <div>
        {multiple && (
          <Dropdown
            trigger={['click']}
            menu={{
              selectable: true,
              selectedKeys: [linked ? 'linked' : 'unlinked'],
              items: [
                { key: 'linked', label: '父子关联' },
                { key: 'unlinked', label: '取消关联' },
              ],
              onClick: ({ key }) => setLinked(key === 'linked'),
            }}
          >
            <Button>
              树操作：{linked ? '父子关联' : '取消关联'} <DownOutlined />
            </Button>
          </Dropdown>
        )}
      </div>
      <Space>
        <Button onClick={onCancel}>关闭</Button>
        <Button type="primary" onClick={confirm}>
          确定
        </Button>
      </Space>
    </div>
  );

  return (
    <Modal title={title} open={open} width={width} onCancel={onCancel} footer={footer} destroyOnHidden>
      <Input.Search placeholder="请输入部门名称，回车搜索" allowClear enterButton onSearch={search} style={{ marginBottom: 8 }} />
      {dutyOnly && <Alert type="info" showIcon message="只能选择职务节点" style={{ marginBottom: 8 }} />}
      <div style={{ maxHeight: 400, overflow: 'auto' }}>
        <Spin spinning={tree.isLoading}>
          {tree.isError ? (
            <Alert type="warning" showIcon message="加载数据失败" />
          ) : nodes.length === 0 && !tree.isLoading ? (
            <Empty description="暂无部门" />
          ) : (
            <Tree
              checkable
              checkStrictly={mode !== 'linked'}
              checkedKeys={checked}
              expandedKeys={expanded}
              onExpand={(keys) => setExpanded(keys)}
              onCheck={onCheck as never}
              onSelect={(_keys, info) => {
                // clicking a name checks it too; in linked mode only the checkbox conducts to children
                if (mode === 'linked') return;
                const key = String(info.node.key);
                setChecked((current) => nextCheckedKeys(mode, current, key, !current.includes(key), [], checkable));
              }}
              selectedKeys={[]}
              treeData={treeData}
            />
          )}
        </Spin>
      </div>
      {multiple && <div style={{ marginTop: 8, color: 'var(--ant-color-text-description, rgba(0, 0, 0, 0.6))' }}>已选择 {checked.length} 个部门</div>}
    </Modal>
  );
}
