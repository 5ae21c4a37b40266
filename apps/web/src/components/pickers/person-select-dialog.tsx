/**
 * Person-selection dialog (spec 03 section 2): search by account, name, work number, ID-card
 * number (exact), unit, company and department name; a multi-select table, 10 per page; Cancel
 * and Confirm. Confirming with nobody chosen warns '请至少选择一个'. Choices survive paging.
 *
 * Props: open, value (people already chosen), title ('选择人员'), onOk(users), onCancel.
 */
import { useEffect, useState } from 'react';
import { Form, Input, Modal, Tag, message, type TableColumnsType } from 'antd';
import type { UserComponentRecord } from '@bus/contracts';
import { SearchForm, useListPage, ListTable } from '../list-page';
import { USER_COMPONENT_URL, userComponentQueryKey } from './api/query-user-component-data';
import { AT_LEAST_ONE, PERSON_DIALOG_PAGE_SIZE, toggleUser, toggleUsers } from './user-select-logic';
import { fromSelectionCell } from './row-click';

export interface PersonSelectDialogProps {
  open: boolean;
  value?: UserComponentRecord[];
  title?: string;
  onOk(users: UserComponentRecord[]): void;
  onCancel(): void;
}

const columns: TableColumnsType<UserComponentRecord> = [
  { title: '账号', dataIndex: 'username', width: 110 },
  { title: '姓名', dataIndex: 'realname', width: 90 },
  { title: '工号', dataIndex: 'workNo', width: 100 },
  { title: '身份证号', dataIndex: 'idCard', width: 180 },
  { title: '单位名称', dataIndex: 'unitName', width: 130, ellipsis: true },
  { title: '公司名称', dataIndex: 'companyName', width: 130, ellipsis: true },
  { title: '部门名称', dataIndex: 'orgCodeTxt', ellipsis: true },
];

const FIELDS: Array<[string, string]> = [
  ['username', '账号'],
  ['realname', '姓名'],
  ['workNo', '工号'],
  ['idCard', '身份证号'],
  ['unitName', '单位名称'],
  ['companyName', '公司名称'],
  ['departName', '部门名称'],
];

export function PersonSelectDialog({ open, value = [], title = '选择人员', onOk, onCancel }: PersonSelectDialogProps) {
  const list = useListPage<UserComponentRecord>({
    url: USER_COMPONENT_URL,
    queryKey: [...userComponentQueryKey, 'person-dialog'],
    enabled: open,
    pageSize: PERSON_DIALOG_PAGE_SIZE,
  });
  const [selected, setSelected] = useState<UserComponentRecord[]>(value);
  const [form] = Form.useForm();

  useEffect(() => {
    if (open) setSelected(value);
    // only when the dialog opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const confirm = () => {
    if (selected.length === 0) {
      void message.warning(AT_LEAST_ONE);
      return;
    }
    onOk(selected);
  };

  const { rowSelection: _ignored, pagination, ...tableProps } = list.tableProps;
  return (
    <Modal title={title} open={open} width={1100} okText="确定" cancelText="取消" onOk={confirm} onCancel={onCancel} destroyOnHidden>
      <SearchForm form={form} onSearch={list.search} onReset={list.reset}>
        {FIELDS.map(([name, label]) => (
          <Form.Item key={name} name={name} label={label}>
            <Input placeholder={`请输入${label}`} allowClear />
          </Form.Item>
        ))}
      </SearchForm>
      <div style={{ marginBottom: 8, minHeight: 24 }}>
        <span style={{ color: 'var(--ant-color-text-description, rgba(0, 0, 0, 0.6))', marginRight: 8 }}>已选 {selected.length} 人</span>
        {selected.map((u) => (
          <Tag key={u.id} closable onClose={() => setSelected((current) => current.filter((c) => c.id !== u.id))}>
            {u.realname}
          </Tag>
        ))}
      </div>
      <ListTable<UserComponentRecord>
        {...tableProps}
        pagination={pagination ? { ...pagination, pageSizeOptions: ['10', '20', '30'] } : false}
        columns={columns}
        size="small"
        scroll={{ x: 900, y: 360 }}
        locale={{ emptyText: '没有符合条件的人员' }}
        rowSelection={{
          type: 'checkbox',
          selectedRowKeys: selected.map((u) => u.id),
          preserveSelectedRowKeys: true,
          onSelect: (row) => setSelected((current) => toggleUser(current, row, true)),
          onSelectAll: (checked, _rows, changed) => setSelected((current) => toggleUsers(current, changed, checked)),
        }}
        onRow={(row) => ({
          onClick: (event) => !fromSelectionCell(event) && setSelected((current) => toggleUser(current, row, true)),
          style: { cursor: 'pointer' },
        })}
      />
    </Modal>
  );
}
