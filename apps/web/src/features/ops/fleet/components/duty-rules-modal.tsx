/** 排班规则: each rule's limit, severity (错误 blocks saving, 警告 asks for confirmation) and on/off. */
import { useEffect, useState } from 'react';
import { InputNumber, Modal, Select, Switch, Table, Typography, message } from 'antd';
import type { DutyRule } from '@bus/contracts';
import { reportFailure } from '../../../../components/form-modal';
import { useDutyRules } from '../api/get-duty-rules';
import { useSaveDutyRules } from '../api/save-duty-rules';

export function DutyRulesModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const rules = useDutyRules(open);
  const save = useSaveDutyRules();
  const [draft, setDraft] = useState<DutyRule[]>([]);
  useEffect(() => {
    if (open && rules.data) setDraft(rules.data);
  }, [open, rules.data]);

  const change = (code: string, patch: Partial<DutyRule>) => setDraft((rows) => rows.map((r) => (r.code === code ? { ...r, ...patch } : r)));
  const submit = async () => {
    const missing = draft.find((r) => r.enabled && r.limitMinutes === null && rules.data?.find((d) => d.code === r.code)?.limitMinutes !== null);
    if (missing) {
      void message.error(`请填写「${missing.name}」的限值`);
      return;
    }
    try {
      await save.mutateAsync({ rules: draft.map(({ code, limitMinutes, severity, enabled }) => ({ code, limitMinutes, severity, enabled })) });
      void message.success('保存成功');
      onClose();
    } catch (error) {
      reportFailure(error);
    }
  };

  return (
    <Modal
      title="排班规则"
      open={open}
      width={760}
      okText="保存"
      cancelText="取消"
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        间隔短于「驾驶间歇休息」的相邻班次算作连续驾驶；夜间指 22:00 至次日 06:00。「错误」阻止保存排班，「警告」提示后可确认保存。
      </Typography.Paragraph>
      <Table<DutyRule>
        rowKey="code"
        size="small"
        pagination={false}
        loading={rules.isLoading}
        dataSource={draft}
        columns={[
          { title: '规则', dataIndex: 'name', key: 'name' },
          {
            title: '限值（分钟）',
            key: 'limit',
            width: 150,
            render: (_, r) =>
              rules.data?.find((d) => d.code === r.code)?.limitMinutes === null ? (
                <Typography.Text type="secondary">—</Typography.Text>
              ) : (
                <InputNumber
                  aria-label={`${r.name}限值`}
                  min={1}
                  max={10080}
                  precision={0}
                  value={r.limitMinutes}
                  onChange={(v) => change(r.code, { limitMinutes: v ?? null })}
                />
              ),
          },
          {
            title: '级别',
            key: 'severity',
            width: 110,
            render: (_, r) => (
              <Select
                value={r.severity}
                style={{ width: 90 }}
                onChange={(severity) => change(r.code, { severity })}
                options={[
                  { value: 'error', label: '错误' },
                  { value: 'warning', label: '警告' },
                ]}
              />
            ),
          },
          { title: '启用', key: 'enabled', width: 70, render: (_, r) => <Switch checked={r.enabled} onChange={(enabled) => change(r.code, { enabled })} /> },
        ]}
      />
    </Modal>
  );
}
