/** Add / edit a scheduled job: handler from the server's registry, cron from the shared cron editor with a preview of the next 10 run times. */
import { Form, Input, Modal, Select, Switch } from 'antd';
import type { QuartzJob, quartzJobResource } from '@bus/contracts';
import { CronInput, CronPreview } from '../../../../components/cron-editor';
import { useResourceForm, type FormDialogProps } from '../../../../components/resource-kit';
import { useJobHandlers } from '../api/get-job-handlers';
import { quartzJobsApi } from '../api/quartz-jobs-api';
import { toJobFormValues, toJobSaveRequest, type JobFormValues } from './job-form-values';

export function JobFormModal({ open, record, onClose }: FormDialogProps<QuartzJob>) {
  const { form, modalProps } = useResourceForm<typeof quartzJobResource, JobFormValues>({
    api: quartzJobsApi,
    open,
    record,
    onClose,
    toValues: (job) => toJobFormValues(job),
    blank: toJobFormValues(undefined),
    toSave: (values) => toJobSaveRequest(values),
  });
  const handlers = useJobHandlers();
  const handlerKey = Form.useWatch('jobClassName', form);
  const cron = Form.useWatch('cronExpression', form);
  const hint = handlers.data?.find((h) => h.key === handlerKey)?.parameterHint;

  return (
    <Modal {...modalProps} width={640} okText="保存">
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
