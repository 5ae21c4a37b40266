/** 新建流程模型: name, key (the process id rule) and description; version 1 is a new diagram. */
import { Form, Input, Modal, Select } from 'antd';
import { PROCESS_KEY_MESSAGE, PROCESS_KEY_PATTERN, WORKFLOW_ENGINE_NAMES, WORKFLOW_ENGINES, type WfModelRecord, type WorkflowEngine } from '@bus/contracts';
import { useAddModel } from '../api/add-model';
// the new-diagram helpers only: the list page must not pull bpmn-js (the designer route does)
import { createNewDiagramXml, randomProcessId } from '@bus/bpmn-designer/new-diagram';
import { useModalForm } from '../../../../components/form-modal';

interface Values {
  name: string;
  modelKey: string;
  description?: string;
  engine: WorkflowEngine;
}

export function ModelFormModal({ open, onClose, onAdded }: { open: boolean; onClose(): void; onAdded(model: WfModelRecord): void }) {
  const add = useAddModel();
  const { form, modalProps } = useModalForm<never, Values, WfModelRecord>({
    open,
    title: '新建流程模型',
    // a suggested key, as the designer names a new process (process_ + random)
    blank: { name: '', modelKey: randomProcessId(), description: '', engine: 'flowable' },
    save: (values) => {
      const xml = createNewDiagramXml({ engine: values.engine, processId: values.modelKey, processName: values.name });
      return add.mutateAsync({ ...values, description: values.description || null, xml });
    },
    fieldOf: (field) => (field === 'xml' ? 'modelKey' : field),
    onSaved: onAdded,
    onClose,
  });

  return (
    <Modal {...modalProps} width={560}>
      <Form form={form} name="model-form" layout="vertical" autoComplete="off">
        <Form.Item label="流程名称" name="name" rules={[{ required: true, whitespace: true, message: '请输入流程名称' }]}>
          <Input placeholder="如 请假审批" maxLength={100} />
        </Form.Item>
        <Form.Item
          label="流程标识"
          name="modelKey"
          extra="即流程 id，发起流程时按它查找"
          rules={[
            { required: true, message: '请输入流程标识' },
            { pattern: PROCESS_KEY_PATTERN, message: PROCESS_KEY_MESSAGE },
          ]}
        >
          <Input placeholder="如 leave_apply" maxLength={100} />
        </Form.Item>
        <Form.Item label="流程引擎" name="engine">
          <Select options={WORKFLOW_ENGINES.map((engine) => ({ value: engine, label: WORKFLOW_ENGINE_NAMES[engine] }))} />
        </Form.Item>
        <Form.Item label="描述" name="description">
          <Input.TextArea rows={3} maxLength={500} placeholder="请输入描述" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
