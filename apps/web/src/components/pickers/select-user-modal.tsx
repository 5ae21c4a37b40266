/**
 * The select-existing-user modal (spec 03 section 2; width 1000): search by work number, name and
 * ID card; a paged table (10/20/30, quick jumper) sorted by createTime desc; single or multiple
 * choice. Selections survive paging; confirm returns { id, username, realname } of each.
 */
import { useEffect, useState } from 'react';
import { Form, Modal, type TableColumnsType } from 'antd';
import type { UserPick } from '@bus/contracts';
import { SearchForm, useListPage, ListTable, SearchText } from '../list-page';
import { SELECT_USER_LIST_URL, selectUserListQueryKey } from './api/select-user-list';

export interface SelectedUser {
  id: string;
  username: string;
  realname: string;
}

interface SelectUserModalProps {
  open: boolean;
  /** default true */
  multiple?: boolean;
  title?: string;
  /** users already chosen (pre-checked) */
  value?: SelectedUser[];
  onOk(users: SelectedUser[]): void;
  onCancel(): void;
}

const columns: TableColumnsType<UserPick> = [
  { title: '工号', dataIndex: 'workNo', key: 'workNo', width: 120 },
  { title: '姓名', dataIndex: 'realname', key: 'realname', width: 120 },
  { title: '身份证号', dataIndex: 'idCard', key: 'idCard', width: 200 },
  { title: '手机号', dataIndex: 'phone', key: 'phone', width: 140 },
];

/** Adds or removes a row in the kept selection (multi), or replaces it (single). */
export function toggleSelection(current: SelectedUser[], user: SelectedUser, multiple: boolean): SelectedUser[] {
  const has = current.some((u) => u.id === user.id);
  if (!multiple) return has ? [] : [user];
  return has ? current.filter((u) => u.id !== user.id) : [...current, user];
}

const pick = ({ id, username, realname }: UserPick): SelectedUser => ({ id, username, realname });

export function SelectUserModal({ open, multiple = true, title = '选择用户', value = [], onOk, onCancel }: SelectUserModalProps) {
  const list = useListPage<UserPick>({ url: SELECT_USER_LIST_URL, queryKey: selectUserListQueryKey, enabled: open });
  const [selected, setSelected] = useState<SelectedUser[]>(value);
  const [form] = Form.useForm();

  useEffect(() => {
    if (open) setSelected(value);
    // only when the modal opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const { rowSelection: _ignored, pagination, ...tableProps } = list.tableProps;
  return (
    <Modal
      title={title}
      open={open}
      width={1000}
      okText="确定"
      cancelText="取消"
      onOk={() => onOk(selected)}
      onCancel={onCancel}
      okButtonProps={{ disabled: selected.length === 0 }}
      destroyOnHidden
    >
      <SearchForm form={form} onSearch={list.search} onReset={list.reset}>
        <SearchText name="workNo" label="工号" />
        <SearchText name="realname" label="姓名" />
        <SearchText name="idCard" label="身份证号" />
      </SearchForm>
      <div style={{ marginBottom: 8 }}>
        已选择 {selected.length} 人{selected.length ? `：${selected.map((u) => u.realname).join('、')}` : ''}
      </div>
      <ListTable<UserPick>
        {...tableProps}
        pagination={pagination ? { ...pagination, pageSizeOptions: ['10', '20', '30'] } : false}
        columns={columns}
        scroll={{ y: 360 }}
        size="small"
        locale={{ emptyText: '暂无用户' }}
        rowSelection={{
          type: multiple ? 'checkbox' : 'radio',
          selectedRowKeys: selected.map((u) => u.id),
          preserveSelectedRowKeys: true,
          onSelect: (row) => setSelected((current) => toggleSelection(current, pick(row), multiple)),
          onSelectAll: (checked, _rows, changed) =>
            setSelected((current) =>
              checked
                ? [...current, ...changed.filter((r) => !current.some((u) => u.id === r.id)).map(pick)]
                : current.filter((u) => !changed.some((r) => r.id === u.id)),
            ),
        }}
        onRow={(row) => ({ onClick: () => setSelected((current) => toggleSelection(current, pick(row), multiple)), style: { cursor: 'pointer' } })}
      />
    </Modal>
  );
}
