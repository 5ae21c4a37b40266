/** 添加部门 (modal 450 wide, spec 01 section 9): top level or under the selected department. */
import { useEffect } from 'react';
import { Form, Modal } from 'antd';
import type { DepartTreeNode } from '@bus/contracts';
import { useAddDepart } from '../api/add-depart';
import { DepartFormFields, toSaveRequest, type DepartFormValues } from './depart-form-fields';
import { useFormSubmit } from '../../../../components/form-modal';

interface AddDepartModalProps {
  open: boolean;
  parent?: DepartTreeNode;
  tree: DepartTreeNode[];
  onClose(createdId?: string): void;
}

export function AddDepartModal({ open, parent, tree, onClose }: AddDepartModalProps) {
  const [form] = Form.useForm<DepartFormValues>();
  const add = useAddDepart();

  useEffect(() => {
    if (open) form.setFieldsValue({ departName: '', parentId: parent?.id ?? null, orgCategory: parent ? '2' : '1', departOrder: 0, enabled: true });
  }, [open, parent, form]);

  const { submit } = useFormSubmit({
    form,
    save: (values) => add.mutateAsync(toSaveRequest(values)),
    success: (saved) => `添加成功，机构编码：${saved.orgCode}`,
    onSaved: (saved) => {
      form.resetFields();
      onClose(saved.id);
    },
  });

  return (
    <Modal
      title={parent ? `添加下级部门（${parent.departName}）` : '添加一级部门'}
      open={open}
      width={450}
      okText="确定"
      cancelText="取消"
      confirmLoading={add.isPending}
      onOk={() => void submit()}
      onCancel={() => onClose()}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name="add-depart-form" layout="vertical" autoComplete="off">
        <DepartFormFields tree={tree} />
      </Form>
    </Modal>
  );
}
