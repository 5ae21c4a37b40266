/** 新建表单: a start form or a node form, designed afterwards in the form designer. */
import { Form, Input, Modal, Radio } from 'antd';
import { FORM_KEY_MESSAGE, PROCESS_KEY_PATTERN, WF_FORM_KIND_TEXT, WF_FORM_KINDS, type WfFormKind, type WfFormRecord } from '@bus/contracts';
import { useAddForm } from '../api/add-form';
import { useModalForm } from '../../../../components/form-modal';

interface Values {
  name: string;
  formKey: string;
  kind: WfFormKind;
  description?: string;
}

export function FormAddModal({ open, onClose, onAdded }: { open: boolean; onClose(): void; onAdded(form: WfFormRecord): void }) {
  const add = useAddForm();
  const { form, modalProps } = useModalForm<never, Values, WfFormRecord>({
    open,
    title: '新建表单',
    blank: { name: '', formKey: '', kind: 'start', description: '' },
    save: (values) => add.mutateAsync({ ...values, description: values.description || null, schema: { fields: [], labelWidth: 100, layout: 'horizontal' } }),
    onSaved: onAdded,
    onClose,
  });

  return (
    <Modal {...modalProps} width={520}>
      <Form form={form} name="workflow-form-form" layout="vertical" autoComplete="off">
        <Form.Item label="表单名称" name="name" rules={[{ required: true, whitespace: true, message: '请输入表单名称' }]}>
          <Input placeholder="如 请假单" maxLength={100} />
        </Form.Item>
        <Form.Item
          label="表单标识"
          name="formKey"
          rules={[
            { required: true, message: '请输入表单标识' },
            { pattern: PROCESS_KEY_PATTERN, message: FORM_KEY_MESSAGE },
          ]}
        >
          <Input placeholder="如 leave_form" maxLength={100} />
        </Form.Item>
        <Form.Item label="类型" name="kind">
          <Radio.Group options={WF_FORM_KINDS.map((kind) => ({ value: kind, label: WF_FORM_KIND_TEXT[kind] }))} />
        </Form.Item>
        <Form.Item label="描述" name="description">
          <Input.TextArea rows={3} maxLength={500} placeholder="请输入描述" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
