/**
 * The start form of one deployed process (发起流程, 请假申请): the form the designer drew, rendered
 * by the designer's renderer, beside who approves next for the values filled in so far (asked
 * again a moment after each change) and the number the application will get. 提交 checks the form,
 * starts the process and says so with its number; a value the server refuses is shown under its field.
 */
import { useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Form, Row, Space, Spin, Steps, Tag, Typography } from 'antd';
import type { WfInstanceRecord, WfPreviewStep, WfStartableRecord } from '@bus/contracts';
import { FormRenderer, type FormRendererHandle } from '@bus/bpmn-designer/form-renderer';
import type { FormSchema } from '@bus/bpmn-designer';
import { useFormSubmit } from '../../../../components/form-modal/use-form-submit';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { previewStart, useStartProcess } from '../api/start';

const MODE_TEXT: Record<WfPreviewStep['mode'], { text: string; color: string }> = {
  single: { text: '审批', color: 'blue' },
  claim: { text: '任一人认领', color: 'orange' },
  all: { text: '会签 · 全部通过', color: 'purple' },
  any: { text: '或签 · 一人通过即可', color: 'purple' },
  sequential: { text: '依次审批', color: 'purple' },
  ratio: { text: '会签 · 按比例通过', color: 'purple' },
};

const EMPTY_FORM: FormSchema = { fields: [] };

interface Props {
  process: WfStartableRecord;
  /** after a start (the page decides where the user goes next) */
  onStarted?(record: WfInstanceRecord): void;
  extra?: ReactNode;
}

export function StartProcessForm({ process, onStarted, extra }: Props) {
  const renderer = useRef<FormRendererHandle>(null);
  const [values, setValues] = useState<Record<string, unknown>>({});
  const start = useStartProcess();
  // a process without a start form submits an empty one
  const [noFields] = Form.useForm<Record<string, unknown>>();
  const schema = (process.startForm as unknown as FormSchema | null) ?? EMPTY_FORM;

  const asked = useDebouncedValue(values, 400);
  const preview = useQuery({
    queryKey: ['workflow', 'preview', process.processKey, asked],
    queryFn: () => previewStart({ processKey: process.processKey, variables: asked }),
    placeholderData: (previous) => previous,
  });

  const { submit, submitting } = useFormSubmit<Record<string, unknown>, { record: WfInstanceRecord; message: string }>({
    form: () => renderer.current?.form ?? noFields,
    save: (variables) => start.mutateAsync({ processKey: process.processKey, variables }),
    success: ({ record, message }) => (record.serialNo ? `${message}，编号 ${record.serialNo}` : message),
    fieldOf: (field) => field.replace(/^variables\./, ''),
    onSaved: ({ record }) => {
      renderer.current?.reset();
      setValues({});
      onStarted?.(record);
    },
  });

  return (
    <Row gutter={16} className="start-process">
      <Col xs={24} lg={16}>
        <Card
          title={process.name}
          extra={
            <Space size={8}>
              {process.serialPreview && <Tag>编号 {process.serialPreview}</Tag>}
              <Tag color="blue">v{process.versionNo}</Tag>
            </Space>
          }
        >
          {schema.fields.length ? (
            <FormRenderer ref={renderer} schema={schema} onChange={setValues} name={`start-${process.processKey}`} />
          ) : (
            <Form form={noFields} component={false}>
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该流程没有发起表单，可直接提交" />
            </Form>
          )}
          <Space style={{ marginTop: 8 }}>
            <Button type="primary" loading={submitting} onClick={() => void submit()}>
              提交
            </Button>
            <Button
              onClick={() => {
                renderer.current?.reset();
                setValues({});
              }}
            >
              重置
            </Button>
          </Space>
        </Card>
        {extra}
      </Col>
      <Col xs={24} lg={8}>
        <Card title="审批路线" size="small">
          <NextSteps steps={preview.data?.steps} problem={preview.data?.problem} loading={preview.isFetching && !preview.data} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            按当前填写内容预估，各步均同意时的流转路线；每一步的处理人会收到待办提醒。
          </Typography.Paragraph>
        </Card>
      </Col>
    </Row>
  );
}

function NextSteps({ steps, problem, loading }: { steps?: WfPreviewStep[]; problem?: string | null; loading: boolean }) {
  if (loading) return <Spin size="small" />;
  if (problem) return <Alert type="warning" showIcon message="按当前填写无法提交" description={problem} />;
  if (!steps) return null;
  if (!steps.length) return <Typography.Text type="secondary">提交后流程直接结束，无需审批</Typography.Text>;
  return (
    <Steps
      direction="vertical"
      size="small"
      current={0}
      items={[
        { title: '提交申请', description: '我' },
        ...steps.map((step) => ({
          title: (
            <Space size={4} wrap>
              {step.nodeName}
              <Tag color={MODE_TEXT[step.mode].color}>{MODE_TEXT[step.mode].text}</Tag>
            </Space>
          ),
          description: step.assignees.map((user) => user.realname).join('、') || '—',
        })),
      ]}
    />
  );
}
