/**
 * 年卡申请 (the passenger, the ID card they hand over, the new card's number, the day it starts and
 * the scanned documents) and 补充材料 (the documents again, more added, while the review runs or
 * was sent back to the desk). A 422 lands under its field.
 */
import { DatePicker, Form, Input, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { MAX_ANNUAL_DOCUMENTS, type AnnualCardRecord } from '@bus/contracts';
import { useModalForm } from '../../../../components/form-modal';
import { ImageUpload } from '../../../../components/upload';
import { PassengerSelect } from '../../card/components/desk-selects';
import { useAnnualCardAction } from '../api/annual-card-api';

interface ApplyValues {
  memberId?: string;
  holderIdCard?: string;
  cardNo?: string;
  validFrom?: Dayjs;
  documents?: string;
  note?: string;
}

const documentsItem = (
  <Form.Item
    label="证明材料"
    name="documents"
    rules={[{ required: true, message: '请上传证明材料（身份证、资格证明等）' }]}
    extra={`身份证正反面、老年证或资格证明等的照片，最多 ${MAX_ANNUAL_DOCUMENTS} 张`}
  >
    <ImageUpload multiple max={MAX_ANNUAL_DOCUMENTS} biz="attachment" buttonText="上传材料" />
  </Form.Item>
);

export function ApplyAnnualCardModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const action = useAnnualCardAction();
  const { form, modalProps } = useModalForm<null, ApplyValues, string>({
    open,
    title: '年卡申请',
    blank: { validFrom: dayjs().add(1, 'day') },
    save: (values) =>
      action.mutateAsync({
        op: 'apply',
        body: {
          memberId: values.memberId ?? '',
          holderIdCard: values.holderIdCard ?? '',
          cardNo: values.cardNo ?? '',
          validFrom: values.validFrom ? values.validFrom.format('YYYY-MM-DD') : '',
          documents: values.documents ?? '',
          note: values.note?.trim() || null,
        },
      }),
    success: (text) => text,
    onClose,
  });
  return (
    <Modal {...modalProps} width={620} okText="提交审核">
      <Form form={form} name="annual-card-apply" layout="vertical" autoComplete="off">
        <Form.Item label="乘客" name="memberId" rules={[{ required: true, message: '请选择已实名的乘客' }]} extra="输入手机号或姓名查找，须已通过实名认证">
          <PassengerSelect />
        </Form.Item>
        <Form.Item label="持卡人身份证号" name="holderIdCard" rules={[{ required: true, message: '请输入持卡人身份证号' }]}>
          <Input maxLength={18} placeholder="乘客出示的身份证，与实名信息核对" />
        </Form.Item>
        <Form.Item label="卡号" name="cardNo" rules={[{ required: true, message: '请输入卡号' }]}>
          <Input maxLength={20} placeholder="新卡卡面号码，8 至 20 位数字" />
        </Form.Item>
        <Form.Item label="生效日期" name="validFrom" rules={[{ required: true, message: '请选择生效日期' }]} extra="有效期一年，审核通过后生效">
          <DatePicker style={{ width: 200 }} disabledDate={(day) => day.isBefore(dayjs(), 'day')} />
        </Form.Item>
        {documentsItem}
        <Form.Item label="备注" name="note">
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function SupplementModal({ application, onClose }: { application: AnnualCardRecord | null; onClose(): void }) {
  const action = useAnnualCardAction();
  const { form, modalProps } = useModalForm<AnnualCardRecord, { documents?: string }, string>({
    open: application !== null,
    record: application,
    title: `补充材料：${application?.cardNo ?? ''}`,
    toValues: (record) => ({ documents: record.documents }),
    save: (values) => action.mutateAsync({ op: 'supplement', body: { id: application!.id, version: application!.version, documents: values.documents ?? '' } }),
    success: (text) => text,
    onClose,
  });
  return (
    <Modal {...modalProps} width={620} okText="保存材料">
      <Typography.Paragraph type="secondary">审核退回补充材料时，保存后请在「我的申请」中重新提交。</Typography.Paragraph>
      <Form form={form} name="annual-card-supplement" layout="vertical" autoComplete="off">
        {documentsItem}
      </Form>
    </Modal>
  );
}

/** the documents of an application, read-only */
export function DocumentsModal({ application, onClose }: { application: AnnualCardRecord | null; onClose(): void }) {
  return (
    <Modal open={application !== null} onCancel={onClose} footer={null} width={620} title={`证明材料：${application?.cardNo ?? ''}`}>
      {application && <ImageUpload value={application.documents} multiple disabled />}
    </Modal>
  );
}
