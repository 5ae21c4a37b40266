/** 添加部门 (modal 450 wide, spec 01 section 9): top level or under the selected department. */
import { useEffect } from 'react';
import { Form, Modal, message } from 'antd';
import type { DepartTreeNode } from '@bus/contracts';
import { isApiError } from '../../../../lib/http';
import { useAddDepart } from '../api/add-depart';
import { DepartFormFields, toSaveRequest, type DepartFormValues } from './depart-form-fields';

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

  const submit = async () => {
    const values = await form.validateFields();
    try {
      const saved = await add.mutateAsync(toSaveRequest(values));
      void message.success(`添加成功，机构编码：${saved.orgCode}`);
      form.resetFields();
      onClose(saved.id);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.length) {
        form.setFields(error.fieldErrors.map((e) => ({ name: e.field as keyof DepartFormValues, errors: [e.message] })));
        return;
      }
      void message.error(isApiError(error) ? error.message : '保存失败');
    }
  };

  return (
    <Modal
      title={parent ? `添加下级部门（${parent.departName}）` : '添加一级部门'}
      open={open}
      width={450}
      okText="确定"
      cancelText="取消"
      confirmLoading={add.isPending}
      onOk={() => void submit().catch(() => undefined)}
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
