/**
 * 可编辑表格 demo: vehicle repair orders of the fleets with every column type, validation
 * (required, unique, presets, a custom plate check), linked fleet -> line selects, the sum /
 * average footer, drag sort renumbering 排序号, the row menu, expandable rows, a 保存 that
 * validates and reports new / changed / deleted rows, a 10,000-row switch, and live sync: two
 * browsers on this tab see each other's row edits. Below, a small table with a radio column.
 */
import { useMemo, useRef, useState } from 'react';
import { Alert, Descriptions, Space, Switch, Typography, message } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { PERMS } from '@bus/contracts';
import { CellTag, EditableTable, type EditableColumn, type EditableTableHandle } from '../../../../components/editable-table';
import {
  BUS_MODELS,
  FLEETS,
  LINES_BY_FLEET,
  loadRouteOptions,
  MAINTENANCE_PLANS,
  makeRepairOrders,
  PARTS,
  REPAIR_TYPES,
  type MaintenancePlan,
  type RepairOrder,
} from '../data/repair-orders';

export const meta = { key: 'editable-table', title: '可编辑表格', order: 10 };

const LIVE_KEY = 'demo-editable-table';
const BIG_TABLE_ROWS = 10_000;
const SMALL_TABLE_ROWS = 12;
const PLATE = /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-Z][A-Z0-9]{5,6}$/;
const TAG_COLORS: Record<string, string> = { 加急: 'red', 返修: 'orange', 夜班: 'purple' };

/** 0 -> 30 -> 60 -> 100 */
const nextProgress = (progress: unknown) => {
  const p = Number(progress) || 0;
  return p < 30 ? 30 : p < 60 ? 60 : 100;
};

const statusOf = (progress: unknown) => {
  const p = Number(progress) || 0;
  if (p >= 100) return <CellTag color="green">已完工</CellTag>;
  return p > 0 ? <CellTag color="blue">维修中</CellTag> : <CellTag>待维修</CellTag>;
};

const columns: EditableColumn<RepairOrder>[] = [
  { key: 'drag', title: '', type: 'row-drag-sort', fixed: 'left' },
  { key: 'checkbox', title: '', type: 'row-checkbox', fixed: 'left' },
  { key: 'rowNumber', title: '#', type: 'row-number', fixed: 'left', width: 56 },
  { key: 'expand', title: '', type: 'row-expand', fixed: 'left' },
  { key: 'orderNum', title: '排序号', type: 'normal', width: 70, align: 'center' },
  { key: 'orderNo', title: '工单号', type: 'input', width: 140, validateRules: [{ required: true }, { unique: true, message: '工单号不能重复' }] },
  {
    key: 'plateNo',
    title: '车牌号',
    type: 'input',
    width: 120,
    validateRules: [{ required: true }, { handler: ({ value }) => PLATE.test(String(value)) || '车牌号格式不正确，例如 鄂A12345' }],
  },
  { key: 'fleet', title: '所属车队', type: 'select', linkageKey: 'route', width: 110, validateRules: [{ required: true }] },
  { key: 'line', title: '线路', type: 'select', linkageKey: 'route', width: 110, validateRules: [{ required: true, message: '请选择线路' }] },
  { key: 'repairType', title: '维修类型', type: 'select-search', options: REPAIR_TYPES, width: 130 },
  { key: 'parts', title: '故障部位', type: 'select-multiple', options: PARTS, width: 170 },
  { key: 'sentDate', title: '送修日期', type: 'date', validateRules: [{ required: true }] },
  { key: 'expectedAt', title: '预计完工', type: 'datetime' },
  { key: 'departTime', title: '出车时间', type: 'time', width: 110 },
  { key: 'outOfService', title: '停运', type: 'checkbox', customValue: ['Y', 'N'], width: 64, align: 'center' },
  {
    key: 'mileage',
    title: '行驶里程(km)',
    type: 'inputNumber',
    width: 120,
    align: 'right',
    statistics: ['sum', 'average'],
    validateRules: [{ pattern: 'integer', message: '行驶里程须为整数' }],
  },
  {
    key: 'cost',
    title: '维修金额(元)',
    type: 'inputNumber',
    numberMode: 'amount',
    width: 130,
    align: 'right',
    statistics: ['sum', 'average'],
    validateRules: [{ pattern: 'money' }],
  },
  { key: 'progress', title: '维修进度', type: 'progress', width: 140 },
  { key: 'mechanic', title: '维修负责人', type: 'sel_user' },
  { key: 'workshop', title: '责任部门', type: 'sel_depart' },
  { key: 'phone', title: '报修电话', type: 'input', width: 130, validateRules: [{ pattern: 'mobile', message: '报修电话须为 11 位手机号码' }] },
  { key: 'tags', title: '标签', type: 'tags', width: 140, setTagColor: (tag) => TAG_COLORS[tag] ?? 'blue' },
  { key: 'remark', title: '故障描述', type: 'textarea', width: 200 },
  { key: 'attachment', title: '维修单', type: 'upload', width: 170 },
  {
    key: 'status',
    title: '状态',
    type: 'slot',
    width: 150,
    render: ({ row, setValue }) => (
      <span>
        {statusOf(row.progress)}
        {Number(row.progress) < 100 && (
          <button type="button" className="et-link-button" onClick={() => setValue('progress', nextProgress(row.progress))}>
            推进
          </button>
        )}
      </span>
    ),
  },
  { key: 'vehicleId', title: '车辆编号', type: 'hidden' },
];

const today = () => dayjs().format('YYYY-MM-DD');

interface SaveReport {
  valid: boolean;
  errors: string[];
  errorCount: number;
  added: number;
  changed: number;
  deleted: string[];
}

export default function EditableTableSection() {
  const table = useRef<EditableTableHandle<RepairOrder>>(null);
  const [big, setBig] = useState(false);
  const [report, setReport] = useState<SaveReport | null>(null);
  const [saving, setSaving] = useState(false);
  const data = useMemo(() => makeRepairOrders(big ? BIG_TABLE_ROWS : SMALL_TABLE_ROWS), [big]);
  const nextNo = useRef(1);

  const save = async () => {
    const handle = table.current;
    if (!handle) return;
    setSaving(true);
    try {
      const result = await handle.validate();
      if (!result.valid) {
        const errors = result.list.map((e) => `第 ${e.rowIndex + 1} 行「${e.title}」：${e.message}`);
        void message.error(errors[0]);
        setReport({ valid: false, errors: errors.slice(0, 5), errorCount: errors.length, added: 0, changed: 0, deleted: [] });
        return;
      }
      setReport({
        valid: true,
        errors: [],
        errorCount: 0,
        added: handle.getNewRows().length,
        changed: handle.getChangedRows().length,
        deleted: handle.getDeletedRows().map((row) => row.orderNo),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        message="点击单元格编辑；拖动行首把手或用行菜单调整顺序（排序号自动从 1 重排）；勾选后可批量删除。两个浏览器同时打开本页时，一方编辑的行会实时出现在另一方。"
      />
      <EditableTable<RepairOrder>
        ref={table}
        data-testid="repair-orders-table"
        columns={columns}
        dataSource={data}
        height={big ? 560 : 476}
        linkageConfig={[{ key: 'route', requestData: loadRouteOptions }]}
        permissions={PERMS.demo.widgets.table}
        liveKey={LIVE_KEY}
        saving={saving}
        onSave={() => void save()}
        newRowValues={() => ({ orderNo: `WX2026N${String(nextNo.current++).padStart(4, '0')}`, sentDate: today(), progress: 0, outOfService: 'N' })}
        expandedRowRender={(row) => (
          <Descriptions size="small" column={3}>
            <Descriptions.Item label="车辆">{`${row.plateNo}（${row.vehicleId ?? '新车辆'}）`}</Descriptions.Item>
            <Descriptions.Item label="线路">
              {`${FLEETS.find((f) => f.value === row.fleet)?.text ?? '-'} / ${LINES_BY_FLEET[row.fleet]?.find((l) => l.value === row.line)?.text ?? '-'}`}
            </Descriptions.Item>
            <Descriptions.Item label="送修">{row.sentDate || '-'}</Descriptions.Item>
            <Descriptions.Item label="故障描述" span={3}>
              {row.remark || '无'}
            </Descriptions.Item>
          </Descriptions>
        )}
        toolbarExtra={
          <Space size={6}>
            <Switch
              checked={big}
              onChange={(on) => {
                setReport(null);
                setBig(on);
              }}
              aria-label={`加载 ${BIG_TABLE_ROWS} 行`}
            />
            <Typography.Text>加载 {BIG_TABLE_ROWS.toLocaleString('zh-CN')} 行</Typography.Text>
          </Space>
        }
      />
      {report && <SaveResult report={report} />}
      <PlanTable />
    </Space>
  );
}

function SaveResult({ report }: { report: SaveReport }) {
  if (!report.valid) {
    return (
      <Alert
        type="error"
        showIcon
        data-testid="save-result"
        message={`校验未通过，共 ${report.errorCount} 处错误`}
        description={
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {report.errors.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        }
      />
    );
  }
  return (
    <Alert
      type="success"
      showIcon
      icon={<CheckCircleOutlined />}
      data-testid="save-result"
      message={`校验通过：新增 ${report.added} 行，修改 ${report.changed} 行，删除 ${report.deleted.length} 行`}
      description={`示例数据不提交到服务器。${report.deleted.length ? `待删除工单：${report.deleted.join('、')}` : ''}`}
    />
  );
}

const planColumns: EditableColumn<MaintenancePlan>[] = [
  { key: 'radio', title: '', type: 'row-radio' },
  { key: 'name', title: '方案名称', type: 'input', width: 200, validateRules: [{ required: true }] },
  { key: 'intervalKm', title: '保养间隔(km)', type: 'inputNumber', width: 140, align: 'right', validateRules: [{ pattern: 'integer' }] },
  { key: 'model', title: '适用车型', type: 'select', options: BUS_MODELS, width: 140 },
  { key: 'note', title: '保养内容', type: 'input', width: 240 },
];

function PlanTable() {
  const [chosen, setChosen] = useState<MaintenancePlan | undefined>();
  return (
    <div>
      <Typography.Title level={5} style={{ marginTop: 8 }}>
        默认保养方案（单选）
      </Typography.Title>
      <EditableTable<MaintenancePlan>
        data-testid="plan-table"
        columns={planColumns}
        dataSource={MAINTENANCE_PLANS}
        toolbar={['add']}
        height={240}
        onRadioChange={setChosen}
        newRowValues={() => ({ model: 'all' })}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }} data-testid="plan-choice">
        {chosen ? `默认方案：${chosen.name}` : '尚未选择默认方案'}
      </Typography.Paragraph>
    </div>
  );
}
