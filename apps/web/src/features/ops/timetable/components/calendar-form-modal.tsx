/** 新增 / 编辑运营日历: weekdays, a validity period and exception dates (holidays, make-up working days). */
import { Button, Checkbox, DatePicker, Form, Input, Modal, Select, Space, message } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { OPS_WEEKDAYS, type OpsCalendarRecord, type OpsWeekday } from '@bus/contracts';
import { useModalForm } from '../../../../components/form-modal';
import { useSaveCalendar } from '../api/save-calendar';

export const WEEKDAY_LABELS: Record<OpsWeekday, string> = {
  monday: '周一',
  tuesday: '周二',
  wednesday: '周三',
  thursday: '周四',
  friday: '周五',
  saturday: '周六',
  sunday: '周日',
};

interface Values {
  code: string;
  name: string;
  weekdays: OpsWeekday[];
  range: [Dayjs, Dayjs];
  dates: Array<{ date: Dayjs; exceptionType: 1 | 2; remark?: string }>;
}

export function CalendarFormModal({ open, record, onClose }: { open: boolean; record?: OpsCalendarRecord; onClose(): void }) {
  const save = useSaveCalendar();
  const year = dayjs().year();
  const { form, modalProps } = useModalForm<OpsCalendarRecord, Values, Awaited<ReturnType<typeof save.mutateAsync>>>({
    open,
    record,
    noun: '运营日历',
    toValues: (calendar) => ({
      code: calendar.code,
      name: calendar.name,
      weekdays: OPS_WEEKDAYS.filter((d) => calendar[d]),
      range: [dayjs(calendar.startDate), dayjs(calendar.endDate)],
      dates: calendar.dates.map((d) => ({ date: dayjs(d.date), exceptionType: d.exceptionType as 1 | 2, remark: d.remark ?? undefined })),
    }),
    blank: { code: '', name: '', weekdays: [], range: [dayjs(`${year}-01-01`), dayjs(`${year}-12-31`)], dates: [] },
    save: (values) =>
      save.mutateAsync({
        ...(record ? { id: record.id, version: record.version } : {}),
        code: values.code,
        name: values.name,
        ...Object.fromEntries(OPS_WEEKDAYS.map((d) => [d, values.weekdays.includes(d)])),
        startDate: values.range[0].format('YYYY-MM-DD'),
        endDate: values.range[1].format('YYYY-MM-DD'),
        dates: (values.dates ?? []).map((d) => ({ date: d.date.format('YYYY-MM-DD'), exceptionType: d.exceptionType, remark: d.remark || null })),
      }),
    success: record ? '保存成功' : '添加成功',
    fieldOf: (field) => (field === 'startDate' || field === 'endDate' ? 'range' : field.startsWith('dates') ? 'dates' : field),
    onSaved: (result) => {
      for (const warning of result.warnings) void message.warning(warning);
    },
    onClose,
  });

  return (
    <Modal {...modalProps} width={640}>
      <Form form={form} name="calendar-form" layout="vertical" autoComplete="off">
        <Space size="large" style={{ display: 'flex' }}>
          <Form.Item
            label="日历编码"
            name="code"
            rules={[
              { required: true, message: '请输入日历编码' },
              { pattern: /^[A-Za-z0-9_]+$/, message: '只能包含字母、数字和下划线' },
            ]}
          >
            <Input placeholder="如 WD" maxLength={30} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item label="日历名称" name="name" rules={[{ required: true, whitespace: true, message: '请输入日历名称' }]}>
            <Input placeholder="如 工作日" maxLength={50} style={{ width: 260 }} />
          </Form.Item>
        </Space>
        <Form.Item label="运营日" name="weekdays">
          <Checkbox.Group options={OPS_WEEKDAYS.map((d) => ({ value: d, label: WEEKDAY_LABELS[d] }))} />
        </Form.Item>
        <Form.Item label="有效期" name="range" rules={[{ required: true, message: '请选择有效期' }]}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item label="例外日期（节假日停运、调休加开）" required={false}>
          <Form.List name="dates">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                    <Form.Item name={[field.name, 'date']} rules={[{ required: true, message: '请选择日期' }]}>
                      <DatePicker />
                    </Form.Item>
                    <Form.Item name={[field.name, 'exceptionType']} rules={[{ required: true, message: '请选择' }]}>
                      <Select
                        style={{ width: 110 }}
                        options={[
                          { value: 2, label: '当日停运' },
                          { value: 1, label: '当日加开' },
                        ]}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'remark']}>
                      <Input placeholder="备注，如 国庆" maxLength={100} style={{ width: 180 }} />
                    </Form.Item>
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label="删除例外日期" onClick={() => remove(field.name)} />
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ exceptionType: 2 })}>
                  添加例外日期
                </Button>
              </>
            )}
          </Form.List>
        </Form.Item>
      </Form>
    </Modal>
  );
}
