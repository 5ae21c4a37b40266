/** 新增 / 编辑校验规则 with a table of segments (位数, 正则, 提示). The server refuses unsafe patterns (shown above the table). */
import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { CheckRuleRecord } from '@bus/contracts';
import { isApiError } from '../../../../lib/http';
import { checkRulesApi } from '../api/check-rules-api';
import { newRowKey, toSegmentRows, toSegments, type SegmentRow } from './segment-rows';
import { useFormSubmit } from '../../../../components/form-modal';
import { RuleNameCodeItems } from './rule-name-code-items';

interface Values {
  ruleName: string;
  ruleCode: string;
  description?: string;
}

export function CheckRuleFormModal({ open, record, onClose }: { open: boolean; record?: CheckRuleRecord; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const [rows, setRows] = useState<SegmentRow[]>([]);
  const [rowsError, setRowsError] = useState<string | null>(null);
  const save = checkRulesApi.useSave();

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      record
        ? { ruleName: record.ruleName, ruleCode: record.ruleCode, description: record.description ?? '' }
        : { ruleName: '', ruleCode: '', description: '' },
    );
    setRows(record ? toSegmentRows(record.ruleJson) : [{ key: newRowKey(), digits: '*', pattern: '', message: '' }]);
    setRowsError(null);
  }, [open, record, form]);

  const update = (key: string, patch: Partial<SegmentRow>) => setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const { submit } = useFormSubmit({
    form,
    save: async (values) => {
      const parsed = toSegments(rows);
      if ('error' in parsed) throw new Error(parsed.error);
      try {
        return await save.mutateAsync({ ...values, ruleJson: parsed.segments, ...(record ? { id: record.id, version: record.version } : {}) });
      } catch (error) {
        const onRows = isApiError(error) ? error.fieldErrors.find((e) => e.field === 'ruleJson') : undefined;
        if (onRows) setRowsError(onRows.message);
        throw error;
      }
    },
    fieldOf: (field) => (field === 'ruleJson' ? null : field),
    success: record ? '编辑成功' : '添加成功',
    onSaved: onClose,
  });

  /** The segment table is checked here, before the form: its problems show above the table. */
  const submitChecked = () => {
    const parsed = toSegments(rows);
    setRowsError('error' in parsed ? parsed.error : null);
    if (!('error' in parsed)) void submit();
  };

  const columns: TableColumnsType<SegmentRow> = [
    {
      title: '位数',
      dataIndex: 'digits',
      width: 90,
      render: (v: string, r) => <Input value={v} placeholder="2 或 *" onChange={(e) => update(r.key, { digits: e.target.value })} />,
    },
    {
      title: '正则表达式',
      dataIndex: 'pattern',
      render: (v: string, r) => <Input value={v} placeholder="如 ^[A-Z]{2}$" onChange={(e) => update(r.key, { pattern: e.target.value })} />,
    },
    {
      title: '提示信息',
      dataIndex: 'message',
      render: (v: string, r) => <Input value={v} placeholder="校验失败时的提示" onChange={(e) => update(r.key, { message: e.target.value })} />,
    },
    {
      title: '',
      key: 'remove',
      width: 50,
      render: (_, r) => (
        <Button type="text" danger icon={<DeleteOutlined />} aria-label="删除此条" onClick={() => setRows((list) => list.filter((x) => x.key !== r.key))} />
      ),
    },
  ];

  return (
    <Modal
      title={record ? '编辑校验规则' : '新增校验规则'}
      open={open}
      width={900}
      okText="确定"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={submitChecked}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name="check-rule-form" layout="vertical" autoComplete="off">
        <RuleNameCodeItems codeExample="work_no" />
        <Form.Item label="描述" name="description">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
      <div style={{ marginBottom: 8, color: 'var(--ant-color-text-description, rgba(0, 0, 0, 0.6))' }}>
        按顺序把值切成若干段：每段取接下来的「位数」个字符（* 表示剩余全部），用该段的正则校验。
      </div>
      {rowsError && <Alert type="error" showIcon message={rowsError} style={{ marginBottom: 8 }} />}
      <Table<SegmentRow> rowKey="key" size="small" pagination={false} dataSource={rows} columns={columns} />
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        style={{ marginTop: 8 }}
        onClick={() => setRows((list) => [...list, { key: newRowKey(), digits: '', pattern: '', message: '' }])}
      >
        添加一段
      </Button>
    </Modal>
  );
}
