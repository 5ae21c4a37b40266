/**
 * Demo: the cron editor as a form control (选择 opens the 800-wide dialog), in its three shapes:
 * with seconds and year, without the year (hideYear), and without seconds (hideSecond).
 */
import { Card, Col, Form, Input, Row, Typography } from 'antd';
import { CronInput, CronPreview, toQuartz, parseExpression } from '../../../../components/cron-editor';

export const meta = { key: 'cron', title: 'Cron 表达式', order: 20 };

interface ScheduleValues {
  dispatch: string;
  report: string;
  cleanup: string;
}

const INITIAL: ScheduleValues = {
  dispatch: '0 0 5 * * ?',
  report: '0 8 ? * 2',
  cleanup: '0 30 2 * * ?',
};

function Current({ name, hideSecond }: { name: keyof ScheduleValues; hideSecond?: boolean }) {
  const value = Form.useWatch(name) as string | undefined;
  const quartz = value ? toQuartz(parseExpression(value, { hideSecond }).parts, { hideSecond }) : '';
  return (
    <Card size="small" variant="outlined" style={{ marginTop: 8 }}>
      <Typography.Paragraph style={{ marginBottom: 8 }}>
        当前值：
        <Typography.Text code data-testid={`cron-value-${name}`}>
          {value || '（未设置）'}
        </Typography.Text>
      </Typography.Paragraph>
      <CronPreview cron={quartz} />
    </Card>
  );
}

export default function CronSection() {
  const [form] = Form.useForm<ScheduleValues>();
  return (
    <Form form={form} layout="vertical" initialValues={INITIAL} name="cron-demo">
      <Typography.Paragraph type="secondary">
        Quartz 格式：秒 分 时 日 月 周 [年]，周按 Quartz 编号（1 = 周日 … 7 = 周六）。执行时间由服务器的调度器计算，与定时任务实际触发的时间一致。
      </Typography.Paragraph>
      <Row gutter={24}>
        <Col xs={24} xl={8}>
          <Form.Item label="任务名称">
            <Input value="高峰期发车计划生成" readOnly />
          </Form.Item>
          <Form.Item name="dispatch" label="发车计划（含秒和年）" rules={[{ required: true, message: '请设置发车计划的 Cron 表达式' }]}>
            <CronInput />
          </Form.Item>
          <Current name="dispatch" />
        </Col>
        <Col xs={24} xl={8}>
          <Form.Item label="任务名称">
            <Input value="线路客流周报推送" readOnly />
          </Form.Item>
          <Form.Item name="report" label="周报推送（不含秒，hideSecond）" rules={[{ required: true, message: '请设置周报推送的 Cron 表达式' }]}>
            <CronInput hideSecond />
          </Form.Item>
          <Current name="report" hideSecond />
        </Col>
        <Col xs={24} xl={8}>
          <Form.Item label="任务名称">
            <Input value="过期刷卡记录清理" readOnly />
          </Form.Item>
          <Form.Item name="cleanup" label="夜间清理（不含年，hideYear）" rules={[{ required: true, message: '请设置夜间清理的 Cron 表达式' }]}>
            <CronInput hideYear />
          </Form.Item>
          <Current name="cleanup" />
        </Col>
      </Row>
    </Form>
  );
}
