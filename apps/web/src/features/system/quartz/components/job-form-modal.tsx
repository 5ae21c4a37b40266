/** Add / edit a scheduled job: handler from the server's registry, cron from the shared cron editor with a preview of the next 10 run times. */
import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal, Select, Switch } from 'antd';
import type { QuartzJob } from '@bus/contracts';
import { CronInput, CronPreview } from '../../../../components/cron-editor';
import { isApiError } from '../../../../lib/http';
import { useAddQuartzJob } from '../api/add-quartz-job';
import { useEditQuartzJob } from '../api/edit-quartz-job';
import { useJobHandlers } from '../api/get-job-handlers';
import { toJobFormValues, toJobSaveRequest, type JobFormValues } from './job-form-values';
import { useFormSubmit } from '../../../../components/form-modal';

interface JobFormModalProps {
  open: boolean;
  job?: QuartzJob;
  onClose(): void;
}

export function JobFormModal({ open, job, onClose }: JobFormModalProps) {
  const [form] = Form.useForm<JobFormValues>();
  const handlers = useJobHandlers();
  const add = useAddQuartzJob();
  const edit = useEditQuartzJob();
  const [conflict, setConflict] = useState(false);
  const handlerKey = Form.useWatch('jobClassName', form);
  const cron = Form.useWatch('cronExpression', form);
  const hint = handlers.data?.find((h) => h.key === handlerKey)?.parameterHint;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(toJobFormValues(job));
    setConflict(false);
  }, [open, job, form]);

  const { submit } = useFormSubmit({
    form,
    save: async (values) => {
      const request = toJobSaveRequest(values);
      try {
        return job ? await edit.mutateAsync({ ...request, id: job.id, version: job.version }) : await add.mutateAsync(request);
      } catch (error) {
        if (isApiError(error) && error.status === 409) setConflict(true);
        throw error;
      }
    },
    success: job ? '编辑成功' : '添加成功',
    onSaved: onClose,
  });

  return (
    <Modal
      title={job ? '编辑定时任务' : '新增定时任务'}
      open={open}
      width={640}
      okText="保存"
      cancelText="取消"
      confirmLoading={add.isPending || edit.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {conflict && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="数据已被他人修改，请关闭后刷新列表再编辑" />}
      <Form form={form} layout="vertical" name="quartz-job-form">
        <Form.Item name="jobName" label="任务名称" rules={[{ required: true, message: '请输入任务名称' }, { max: 100 }]}>
          <Input placeholder="例如：每日清理过期会话" maxLength={100} />
        </Form.Item>
        <Form.Item name="jobClassName" label="任务类" rules={[{ required: true, message: '请选择任务类' }]}>
          <Select
            placeholder="请选择任务类"
            loading={handlers.isLoading}
            options={(handlers.data ?? []).map((h) => ({ value: h.key, label: `${h.name}（${h.key}）` }))}
          />
        </Form.Item>
        <Form.Item
          name="cronExpression"
          label="Cron 表达式"
          extra="Quartz 格式，含秒：秒 分 时 日 月 周 [年]；点“选择”按秒、分、时、日、月、周、年逐项设置"
          rules={[{ required: true, message: '请输入或选择 Cron 表达式' }]}
        >
          <CronInput placeholder="0 0/5 * * * ?" />
        </Form.Item>
        <div style={{ marginTop: -8, marginBottom: 16 }}>
          <CronPreview cron={cron ?? ''} />
        </div>
        <Form.Item name="parameter" label="参数" extra={hint}>
          <Input placeholder={hint ?? '可留空'} maxLength={1000} />
        </Form.Item>
        <Form.Item name="description" label="描述">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item name="running" label="保存后立即启动" valuePropName="checked">
          <Switch checkedChildren="启动" unCheckedChildren="停止" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
