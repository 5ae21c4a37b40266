/**
 * Simple user (sel_user) and department (sel_depart) cells: a searchable select of users and a
 * searchable department tree. Values are usernames / department ids, comma-joined when
 * column.props.multiple is set. The richer pickers of components/pickers can replace these
 * through registerCellType.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Select, TreeSelect } from 'antd';
import type { CellDisplayProps, CellEditorProps } from '../cell-registry';
import { departDirectory, userDirectory, type UserOption } from './directory';
import { splitMulti } from './select-cells';

const isMultiple = (props: Record<string, unknown> | undefined) => Boolean(props?.multiple);

export function UserNames({ value }: CellDisplayProps) {
  useSyncExternalStore(userDirectory.subscribe, userDirectory.getVersion);
  const names = splitMulti(value).map((username) => userDirectory.nameOf(username) ?? username);
  return <span className="et-text">{names.join('，')}</span>;
}

export function UserEditor({ value, onChange, onCommit, column }: CellEditorProps) {
  const multiple = isMultiple(column.props);
  const [keyword, setKeyword] = useState('');
  const [users, setUsers] = useState<UserOption[] | null>(null);
  const [failed, setFailed] = useState(false);
  useSyncExternalStore(userDirectory.subscribe, userDirectory.getVersion);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () => {
        userDirectory.search(keyword).then(
          (found) => live && (setUsers(found), setFailed(false)),
          () => live && (setUsers([]), setFailed(true)),
        );
      },
      keyword ? 300 : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword]);
  const selected = splitMulti(value);
  const options = useMemo(() => {
    const list = (users ?? []).map((user) => ({ value: user.username, label: user.workNo ? `${user.realname}（${user.workNo}）` : user.realname }));
    // keep the chosen users visible even when the search does not return them
    for (const username of selected)
      if (!list.some((o) => o.value === username)) list.unshift({ value: username, label: userDirectory.nameOf(username) ?? username });
    return list;
  }, [users, selected]);
  return (
    <Select
      autoFocus
      defaultOpen
      size="small"
      allowClear
      showSearch
      filterOption={false}
      mode={multiple ? 'multiple' : undefined}
      maxTagCount="responsive"
      loading={users === null}
      notFoundContent={failed ? '用户加载失败' : users === null ? '加载中…' : '没有找到用户'}
      placeholder={column.placeholder ?? '请选择用户'}
      style={{ width: '100%' }}
      value={multiple ? selected : selected[0]}
      options={options}
      onSearch={setKeyword}
      onChange={(next: string | string[] | undefined) => {
        if (Array.isArray(next)) onChange(next.join(','));
        else {
          onChange(next ?? '');
          onCommit();
        }
      }}
    />
  );
}

export function DepartNames({ value }: CellDisplayProps) {
  useSyncExternalStore(departDirectory.subscribe, departDirectory.getVersion);
  const names = splitMulti(value).map((id) => departDirectory.nameOf(id) ?? id);
  return <span className="et-text">{names.join('，')}</span>;
}

export function DepartEditor({ value, onChange, onCommit, column }: CellEditorProps) {
  const multiple = isMultiple(column.props);
  useSyncExternalStore(departDirectory.subscribe, departDirectory.getVersion);
  const tree = departDirectory.getTree();
  const selected = splitMulti(value);
  return (
    <TreeSelect
      autoFocus
      open
      size="small"
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      multiple={multiple}
      loading={tree === null}
      notFoundContent={departDirectory.failed ? '部门加载失败' : tree === null ? '加载中…' : '没有找到部门'}
      placeholder={column.placeholder ?? '请选择部门'}
      style={{ width: '100%' }}
      popupMatchSelectWidth={260}
      listHeight={400}
      value={multiple ? selected : selected[0]}
      treeData={tree ?? []}
      onChange={(next: string | string[] | undefined) => {
        if (Array.isArray(next)) onChange(next.join(','));
        else {
          onChange(next ?? '');
          onCommit();
        }
      }}
    />
  );
}
