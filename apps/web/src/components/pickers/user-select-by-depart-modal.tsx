/**
 * User-by-department modal (spec 03 section 2 "User picker"; width 1250): the department tree on
 * the left, the users of the chosen department (and those under it) on the right, with a search
 * on account or name. Single or multiple choice; the choice survives paging and switching
 * departments and is shown as tags above the table.
 *
 * Props: open, value (users already chosen), multiple (default true), width, title;
 * onOk(users), onCancel.
 */
import { useEffect, useState, type Key } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Col, Empty, Input, Modal, Row, Spin, Table, Tag, Tree, type TableColumnsType } from 'antd';
import type { UserComponentRecord } from '@bus/contracts';
import { useDepartTree } from './api/get-depart-tree';
import { queryUserComponentData, userComponentQueryKey } from './api/query-user-component-data';
import { displayTitle, keysToDepth, searchTree, type PickerDepart } from './depart-tree-logic';
import { departAndBelow, toggleUser, toggleUsers, USER_MODAL_WIDTH } from './user-select-logic';
import { namedRowSelection, rowNameFromColumns, showTotal } from '../list-page';
import { fromSelectionCell } from './row-click';

export interface UserSelectByDepartModalProps {
  open: boolean;
  value?: UserComponentRecord[];
  multiple?: boolean;
  width?: number;
  title?: string;
  onOk(users: UserComponentRecord[]): void;
  onCancel(): void;
}

interface TreeItem {
  key: string;
  title: string;
  children?: TreeItem[];
}

const SEX = { 1: '男', 2: '女' } as Record<number, string>;

const columns: TableColumnsType<UserComponentRecord> = [
  { title: '账号', dataIndex: 'username', width: 120 },
  { title: '姓名', dataIndex: 'realname', width: 100 },
  { title: '性别', dataIndex: 'sex', width: 60, render: (sex: number | null) => (sex ? SEX[sex] : '') },
  { title: '工号', dataIndex: 'workNo', width: 110 },
  { title: '手机号', dataIndex: 'phone', width: 130 },
  { title: '部门', dataIndex: 'orgCodeTxt', ellipsis: true },
];

/** one empty list while the tree loads, so hooks that depend on the nodes do not rerun every render */
const NO_DEPARTS: PickerDepart[] = [];

export function UserSelectByDepartModal({
  open,
  value = [],
  multiple = true,
  width = USER_MODAL_WIDTH,
  title = '选择用户',
  onOk,
  onCancel,
}: UserSelectByDepartModalProps) {
  // people are linked to duties (category 5) as often as to departments: show them so a click finds everyone
  const tree = useDepartTree({ loadDuty: true }, open);
  const nodes = (tree.data ?? NO_DEPARTS) as PickerDepart[];
  const [selected, setSelected] = useState<UserComponentRecord[]>(value);
  const [depart, setDepart] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [expanded, setExpanded] = useState<Key[]>([]);

  useEffect(() => {
    if (!open) return;
    setSelected(value);
    setDepart(null);
    setKeyword('');
    setPaging({ pageNo: 1, pageSize: 10 });
    // only when the modal opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    if (open && nodes.length) setExpanded(keysToDepth(nodes));
  }, [open, nodes]);

  const departIds = depart ? departAndBelow(nodes, depart).slice(0, 100).join(',') : undefined;
  const params = { departId: departIds, username: keyword || undefined, pageNo: paging.pageNo, pageSize: paging.pageSize, column: 'createTime', order: 'desc' };
  const users = useQuery({
    queryKey: [...userComponentQueryKey, 'by-depart', params],
    queryFn: () => queryUserComponentData(params),
    enabled: open,
    placeholderData: keepPreviousData,
  });

  const toTree = (list: PickerDepart[]): TreeItem[] =>
    list.map((n) => ({ key: n.key, title: displayTitle(n), children: n.children ? toTree(n.children) : undefined }));

  return (
    <Modal
      title={title}
      open={open}
      width={width}
      okText="确定"
      cancelText="取消"
      onOk={() => onOk(selected)}
      onCancel={onCancel}
      destroyOnHidden
      styles={{ body: { overflowX: 'auto' } }}
    >
      <Row gutter={16} style={{ minWidth: 800 }}>
        <Col span={6}>
          <Input.Search
            placeholder="搜索部门"
            allowClear
            onSearch={(text) => setExpanded(text.trim() ? searchTree(nodes, text).expand : keysToDepth(nodes))}
            style={{ marginBottom: 8 }}
          />
          <div style={{ maxHeight: 460, overflow: 'auto', borderRight: '1px solid #f0f0f0' }}>
            <Spin spinning={tree.isLoading}>
              {tree.isError ? (
                <Alert type="warning" showIcon message="加载数据失败" />
              ) : nodes.length === 0 && !tree.isLoading ? (
                <Empty description="暂无部门" />
              ) : (
                <Tree
                  blockNode
                  expandedKeys={expanded}
                  onExpand={setExpanded}
                  selectedKeys={depart ? [depart] : []}
                  onSelect={(keys) => {
                    setDepart(keys.length ? String(keys[0]) : null);
                    setPaging((p) => ({ ...p, pageNo: 1 }));
                  }}
                  treeData={toTree(nodes)}
                />
              )}
            </Spin>
          </div>
        </Col>
        <Col span={18}>
          <Input.Search
            placeholder="请输入账号或姓名"
            allowClear
            enterButton="查询"
            onSearch={(text) => {
              setKeyword(text.trim());
              setPaging((p) => ({ ...p, pageNo: 1 }));
            }}
            style={{ marginBottom: 8, maxWidth: 360 }}
          />
          <div style={{ minHeight: 30, marginBottom: 8 }} data-testid="selected-users">
            <span style={{ color: 'var(--ant-color-text-description, rgba(0, 0, 0, 0.6))', marginRight: 8 }}>已选 {selected.length} 人</span>
            {selected.map((u) => (
              <Tag key={u.id} closable onClose={() => setSelected((current) => current.filter((c) => c.id !== u.id))}>
                {u.realname}
              </Tag>
            ))}
          </div>
          <Table<UserComponentRecord>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={users.data?.records ?? []}
            loading={users.isFetching}
            scroll={{ y: 360 }}
            locale={{ emptyText: '该部门暂无用户' }}
            pagination={{
              current: paging.pageNo,
              pageSize: paging.pageSize,
              total: users.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: ['10', '20', '30'],
              showTotal,
              onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
            }}
            rowSelection={namedRowSelection<UserComponentRecord>(
              {
                type: multiple ? 'checkbox' : 'radio',
                selectedRowKeys: selected.map((u) => u.id),
                preserveSelectedRowKeys: true,
                onSelect: (row) => setSelected((current) => toggleUser(current, row, multiple)),
                onSelectAll: (checked, _rows, changed) => setSelected((current) => toggleUsers(current, changed, checked)),
              },
              rowNameFromColumns(columns),
            )}
            onRow={(row) => ({
              onClick: (event) => !fromSelectionCell(event) && setSelected((current) => toggleUser(current, row, multiple)),
              style: { cursor: 'pointer' },
            })}
          />
        </Col>
      </Row>
    </Modal>
  );
}
