/** 车辆管理 (zsgj/VehicleList): the fleet with 年检 / 保险 warnings 30 days ahead. */
import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Form, Input, Space, message, type TableColumnsType } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { PERMS, type VehicleRecord } from '@bus/contracts';
import { confirmAction, CrudRowActions, CrudToolbar, ListTable, SearchForm, useListPage } from '../../../../components/list-page';
import { DictTag, DictSelect } from '../../../../components/dict';
import { ExpiryTag } from '../../../../components/ops';
import { DepartSelectInput, RouteSelect } from '../../../../components/pickers';
import { Authorized } from '../../../../lib/permissions';
import { useDeleteVehicles } from '../api/delete-vehicles';
import { useVehicleExpiring } from '../api/get-vehicle-expiring';
import { VEHICLE_EXPORT_URL, VEHICLE_LIST_URL, vehiclesQueryKey } from '../api/list-vehicles';
import { VehicleFormModal } from '../components/vehicle-form-modal';

export default function VehicleListPage({ title }: { title: string }) {
  const list = useListPage<VehicleRecord>({ url: VEHICLE_LIST_URL, queryKey: vehiclesQueryKey, exportUrl: VEHICLE_EXPORT_URL, exportTitle: '车辆' });
  const expiring = useVehicleExpiring();
  const remove = useDeleteVehicles();
  const [form, setForm] = useState<{ record?: VehicleRecord } | null>(null);
  const [searchForm] = Form.useForm();
  const selectedIds = list.selectedRowKeys.map(String);

  const deleteVehicles = async (ids: string[]) => {
    if (!(await confirmAction(ids.length > 1 ? `确定删除选中的 ${ids.length} 辆车吗？` : '确定删除该车辆吗？', '有排班的车辆不能删除。'))) return;
    void message.success(await remove.mutateAsync(ids));
    list.afterDelete(ids.length);
  };

  const columns: TableColumnsType<VehicleRecord> = [
    { title: '车牌号', dataIndex: 'plate', key: 'plate', sorter: true, width: 115, fixed: 'left' },
    { title: '自编号', dataIndex: 'selfNo', key: 'selfNo', sorter: true, width: 70 },
    { title: '车型', dataIndex: 'model', key: 'model', width: 120, ellipsis: true },
    {
      title: '能源',
      dataIndex: 'energyType',
      key: 'energyType',
      width: 100,
      render: (v: string, r) => <DictTag dictCode="ops_energy_type" value={v} text={r.energyType_dictText} />,
    },
    { title: '座位/核载', key: 'seats', width: 76, render: (_, r) => `${r.seats} / ${r.capacity}` },
    { title: '线路', dataIndex: 'routeNumber', key: 'routeNumber', width: 70 },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      width: 70,
      render: (v: string, r) => <DictTag dictCode="ops_vehicle_status" value={v} text={r.status_dictText} />,
    },
    {
      title: '年检有效期',
      dataIndex: 'inspectionExpiry',
      key: 'inspectionExpiry',
      sorter: true,
      width: 120,
      render: (v: string | null) => <ExpiryTag date={v} />,
    },
    { title: '保险到期', dataIndex: 'insuranceExpiry', key: 'insuranceExpiry', sorter: true, width: 120, render: (v: string | null) => <ExpiryTag date={v} /> },
    {
      title: '操作',
      key: 'action',
      width: 100,
      fixed: 'right',
      render: (_, record) => (
        <CrudRowActions permissions={PERMS.ops.vehicle} onEdit={() => setForm({ record })} onDelete={() => void deleteVehicles([record.id])} />
      ),
    },
  ];

  const warn = expiring.data;
  return (
    <Card title={title} variant="borderless">
      {warn && warn.vehicles > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={`${warn.vehicles} 辆车 ${warn.days} 天内年检或保险到期（年检 ${warn.inspection} 辆，保险 ${warn.insurance} 辆）`}
          action={
            <Button
              size="small"
              onClick={() => {
                searchForm.setFieldsValue({ expiring: '1' });
                list.search(searchForm.getFieldsValue());
              }}
            >
              只看这些车辆
            </Button>
          }
        />
      )}
      <SearchForm form={searchForm} onSearch={list.search} onReset={list.reset}>
        <Form.Item name="plate" label="车牌号">
          <Input placeholder="请输入车牌号" allowClear />
        </Form.Item>
        <Form.Item name="selfNo" label="自编号">
          <Input placeholder="请输入自编号" allowClear />
        </Form.Item>
        <Form.Item name="model" label="车型">
          <Input placeholder="请输入车型" allowClear />
        </Form.Item>
        <Form.Item name="energyType" label="能源类型">
          <DictSelect dictCode="ops_energy_type" style={{ minWidth: 130 }} />
        </Form.Item>
        <Form.Item name="status" label="车辆状态">
          <DictSelect dictCode="ops_vehicle_status" style={{ minWidth: 110 }} />
        </Form.Item>
        <Form.Item name="departId" label="所属分公司">
          <DepartSelectInput multiple={false} placeholder="请选择分公司" />
        </Form.Item>
        <Form.Item name="routeId" label="线路">
          <RouteSelect style={{ minWidth: 160 }} />
        </Form.Item>
        <Form.Item
          name="expiring"
          label="即将到期"
          valuePropName="checked"
          getValueProps={(v) => ({ checked: v === '1' })}
          getValueFromEvent={(e) => (e.target.checked ? '1' : undefined)}
        >
          <Checkbox>30 天内年检/保险到期</Checkbox>
        </Form.Item>
      </SearchForm>
      <Space wrap>
        <CrudToolbar
          permissions={PERMS.ops.vehicle}
          onAdd={() => setForm({})}
          selectedCount={selectedIds.length}
          onBatchDelete={() => void deleteVehicles(selectedIds)}
        />
        <Authorized code={PERMS.ops.vehicle.export}>
          <Button icon={<ExportOutlined />} loading={list.exporting} onClick={() => void list.exportXls()} style={{ marginBottom: 16 }}>
            {selectedIds.length ? `导出选中 (${selectedIds.length})` : '导出'}
          </Button>
        </Authorized>
      </Space>
      <ListTable<VehicleRecord> {...list.tableProps} columns={columns} locale={{ emptyText: '暂无车辆' }} />
      <VehicleFormModal open={form !== null} record={form?.record} onClose={() => setForm(null)} />
    </Card>
  );
}
