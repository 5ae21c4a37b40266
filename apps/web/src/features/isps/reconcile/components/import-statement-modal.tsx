/**
 * 导入对账单: a channel's daily file as downloaded (微信支付交易账单 .csv, 支付宝业务明细 .zip) and,
 * when it has no trade to tell, the day it is for. A refusal (a broken line, totals that do not
 * agree, a day already imported) lands under the file with the line it names.
 */
import { DatePicker, Form, Modal, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useModalForm } from '../../../../components/form-modal';
import { useImportStatement } from '../api/reconcile-api';

interface Values {
  file?: File;
  billDate?: Dayjs | null;
}

/** the chosen file as a form value (the upload holds it until 导入) */
function StatementFile({ value, onChange }: { value?: File; onChange?(file: File): void }) {
  return (
    <Upload.Dragger accept=".csv,.zip" maxCount={1} showUploadList={false} beforeUpload={(file) => (onChange?.(file), false)}>
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{value ? value.name : '点击或拖入对账单文件'}</p>
      <p className="ant-upload-hint">微信支付交易账单（.csv）或支付宝业务明细（.zip），原样上传渠道下载的文件</p>
    </Upload.Dragger>
  );
}

export function ImportStatementModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const importStatement = useImportStatement();
  const { form, modalProps } = useModalForm<null, Values, string>({
    open,
    title: '导入对账单',
    blank: { billDate: null },
    save: async (values) =>
      (await importStatement.mutateAsync({ file: values.file!, billDate: values.billDate ? values.billDate.format('YYYY-MM-DD') : null })).message,
    success: (text) => text,
    onClose,
  });
  return (
    <Modal {...modalProps} width={560} okText="导入并对账">
      <Form form={form} name="import-statement" layout="vertical" autoComplete="off">
        <Form.Item label="对账单文件" name="file" rules={[{ required: true, message: '请选择对账单文件' }]}>
          <StatementFile />
        </Form.Item>
        <Form.Item label="对账日期" name="billDate" extra="不选则取对账单中首笔交易的日期">
          <DatePicker style={{ width: 200 }} />
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        导入后与订单、支付和退款记录三方核对；对账单有任何一行错误或合计不符时不导入任何内容。
      </Typography.Paragraph>
    </Modal>
  );
}
