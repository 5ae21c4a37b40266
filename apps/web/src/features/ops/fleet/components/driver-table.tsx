/** 驾驶员档案: the driver list with licence and qualification expiry tags. */
import { useState } from 'react';
import { Button, Form, Input, Select, Space, message, type TableColumnsType } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { OPS_LICENCE_CLASSES, PERMS, type DriverRecord } from '@bus/contracts';
import { confirmAction, CrudRowActions, CrudToolbar, ListTable, SearchForm, useListPage } from '../../../../components/list-page';
import { DictTag, DictSelect } from '../../../../components/dict';
import { ExpiryTag } from '../../../../components/ops';
import { RouteSelect } from '../../../../components/pickers';
import { Authorized } from '../../../../lib/permissions';
import { useDeleteDrivers } from '../api/delete-drivers';
import { DRIVER_EXPORT_URL, DRIVER_LIST_URL, driversQueryKey } from '../api/list-drivers';
import { DriverFormModal } from './driver-form-modal';

export function DriverTable() {
  const list = useListPage<DriverRecord>({ url: DRIVER_LIST_URL, queryKey: driversQueryKey, exportUrl: DRIVER_EXPORT_URL, exportTitle: '驾驶员' });
  const remove = useDeleteDrivers();
  const [form, setForm] = useState<{ record?: DriverRecord } | null>(null);
  const selectedIds = list.selectedRowKeys.map(String);

  const deleteDrivers = async (ids: string[]) => {
    if (
      !(await confirmAction(
        ids.length > 1 ? `确定删除选中的 ${ids.length} 名驾驶员吗？` : '确定删除该驾驶员档案吗？',
        '员工账号保留；有排班的驾驶员不能删除。',
      ))
    )
      return;
    void message.success(await remove.mutateAsync(ids));
    list.afterDelete(ids.length);
  };

  const columns: TableColumnsType<DriverRecord> = [
    { title: '姓名', dataIndex: 'realname', key: 'realname', sorter: true, width: 90, fixed: 'left' },
    { title: '工号', dataIndex: 'workNo', key: 'workNo', sorter: true, width: 100 },
    { title: '手机号', dataIndex: 'phone', key: 'phone', width: 120 },
    { title: '准驾车型', dataIndex: 'licenceClass', key: 'licenceClass', width: 90 },
    { title: '驾驶证有效期', dataIndex: 'licenceExpiry', key: 'licenceExpiry', sorter: true, width: 130, render: (v: string) => <ExpiryTag date={v} /> },
    {
      title: '从业资格证有效期',
      dataIndex: 'qualificationExpiry',
      key: 'qualificationExpiry',
      width: 140,
      render: (v: string | null) => <ExpiryTag date={v} />,
    },
    { title: '所属线路', dataIndex: 'homeRouteNumber', key: 'homeRouteNumber', width: 90 },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      width: 80,
      render: (v: string, r) => <DictTag dictCode="ops_driver_status" value={v} text={r.status_dictText} />,
    },
    { title: '入职日期', dataIndex: 'hireDate', key: 'hireDate', width: 110 },
    {
      title: '操作',
      key: 'action',
      width: 110,
      fixed: 'right',
      render: (_, record) => (
        <CrudRowActions permissions={PERMS.ops.driver} onEdit={() => setForm({ record })} onDelete={() => void deleteDrivers([record.id])} />
      ),
    },
  ];

  return (
    <>
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <Form.Item name="realname" label="姓名">
          <Input placeholder="请输入姓名" allowClear />
        </Form.Item>
        <Form.Item name="workNo" label="工号">
          <Input placeholder="请输入工号" allowClear />
        </Form.Item>
        <Form.Item name="phone" label="手机号">
          <Input placeholder="请输入手机号" allowClear />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <DictSelect dictCode="ops_driver_status" style={{ minWidth: 110 }} />
        </Form.Item>
        <Form.Item name="licenceClass" label="准驾车型">
          <Select allowClear placeholder="请选择" style={{ minWidth: 110 }} options={OPS_LICENCE_CLASSES.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item name="homeRouteId" label="所属线路">
          <RouteSelect style={{ minWidth: 160 }} />
        </Form.Item>
      </SearchForm>
      <Space wrap>
        <CrudToolbar
          permissions={PERMS.ops.driver}
          onAdd={() => setForm({})}
          selectedCount={selectedIds.length}
          onBatchDelete={() => void deleteDrivers(selectedIds)}
        />
        <Authorized code={PERMS.ops.driver.export}>
          <Button icon={<ExportOutlined />} loading={list.exporting} onClick={() => void list.exportXls()} style={{ marginBottom: 16 }}>
            {selectedIds.length ? `导出选中 (${selectedIds.length})` : '导出'}
          </Button>
        </Authorized>
      </Space>
      <ListTable<DriverRecord> {...list.tableProps} columns={columns} locale={{ emptyText: '暂无驾驶员' }} />
      <DriverFormModal open={form !== null} record={form?.record} onClose={() => setForm(null)} />
    </>
  );
}
