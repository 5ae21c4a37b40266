/**
 * 高级查询 demo: the company's staff (GET /sys/user/list through useListPage) with the advanced
 * query (saved queries kept for this page), the customisable table (列设置, resizable headers,
 * '已选择 N 项'), export of the selection and batch delete with its confirmation.
 */
import { Alert, Button, Form, Input, Space, Tag } from 'antd';
import { DeleteOutlined, ExportOutlined } from '@ant-design/icons';
import { USER_LIST_FIELDS, type UserRecord } from '@bus/contracts';
import { CustomTable, type CustomColumn } from '../../../../components/custom-table';
import { SearchForm, useListPage } from '../../../../components/list-page';
import { SuperQuery, superQueryFieldsOf } from '../../../../components/super-query';
import { Authorized } from '../../../../lib/permissions';

export const meta = { key: 'advanced-query', title: '高级查询', order: 30 };

/** The user list's own fields (its catalogue, shared with the server), in the demo's order; 状态 as fixed choices. */
const STAFF_FIELDS = superQueryFieldsOf(USER_LIST_FIELDS, {
  pick: ['realname', 'sex', 'workNo', 'username', 'phone', 'birthday', 'status', 'createTime'],
  adjust: {
    status: {
      type: 'options',
      dictCode: undefined,
      options: [
        { value: 1, label: '正常' },
        { value: 2, label: '冻结' },
      ],
    },
    createTime: { label: '入职登记时间' },
  },
});

const formatTime = (value: string | null) => (value ? new Date(value).toLocaleString('zh-CN', { hour12: false }) : '');

const columns: CustomColumn<UserRecord>[] = [
  { title: '#', key: 'rowIndex', index: true },
  { title: '工号', dataIndex: 'workNo', key: 'workNo', sorter: true, width: 110 },
  { title: '姓名', dataIndex: 'realname', key: 'realname', sorter: true, width: 100 },
  { title: '性别', dataIndex: 'sex_dictText', key: 'sex', width: 70 },
  { title: '账号', dataIndex: 'username', key: 'username', width: 120 },
  { title: '手机号', dataIndex: 'phone', key: 'phone', width: 130 },
  { title: '部门', dataIndex: 'orgCodeTxt', key: 'orgCodeTxt', width: 180, ellipsis: true },
  { title: '职务', dataIndex: 'post_dictText', key: 'post', width: 130 },
  { title: '邮箱', dataIndex: 'email', key: 'email', width: 220, hidden: true },
  {
    title: '状态',
    dataIndex: 'status',
    key: 'status',
    width: 80,
    render: (status: number, record) => <Tag color={status === 2 ? 'red' : 'green'}>{record.status_dictText || (status === 2 ? '冻结' : '正常')}</Tag>,
  },
  { title: '入职登记时间', dataIndex: 'createTime', key: 'createTime', sorter: true, width: 170, render: formatTime },
];

export default function AdvancedQuerySection() {
  const list = useListPage<UserRecord>({
    url: '/sys/user/list',
    queryKey: ['demo', 'advanced-query', 'staff'],
    superQueryFields: STAFF_FIELDS,
    exportUrl: '/sys/user/exportXls',
    exportTitle: '员工花名册',
    batchDeleteUrl: '/sys/user/deleteBatch',
  });

  return (
    <div>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="员工花名册：用“高级查询”组合条件（如 性别 等于 女 且 姓名 包含 李），条件可保存、下次载入；“列设置”选择显示的列，拖动表头右缘调整列宽。"
      />
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <Form.Item name="realname" label="姓名">
          <Input placeholder="请输入姓名" allowClear />
        </Form.Item>
        <Form.Item name="workNo" label="工号">
          <Input placeholder="请输入工号" allowClear />
        </Form.Item>
      </SearchForm>
      <CustomTable<UserRecord>
        tableId="demo-advanced-query-staff"
        {...list.tableProps}
        columns={columns}
        locale={{ emptyText: '没有符合条件的员工' }}
        toolbar={
          <Space wrap>
            <SuperQuery {...list.superQueryProps} />
            <Authorized code="system:user:export">
              <Button icon={<ExportOutlined />} loading={list.exporting} onClick={() => void list.exportXls()}>
                导出
              </Button>
            </Authorized>
            <Authorized code="system:user:batch_delete">
              <Button danger icon={<DeleteOutlined />} onClick={() => void list.batchDelete({ content: '是否删除选中数据？删除后可在回收站还原。' })}>
                批量删除
              </Button>
            </Authorized>
          </Space>
        }
      />
    </div>
  );
}
