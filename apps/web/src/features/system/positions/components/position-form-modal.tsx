/** 新增 / 编辑职务. Items follow the element display rules of /system/position (基础管理 > 前端元素显示). */
import { useEffect } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import type { PositionRecord } from '@bus/contracts';
import { DisplayRuleItem, DisplayRuleScope } from '../../../../components/element-display';
import { useDictItems } from '../../../../lib/dict-cache';
import { useSavePosition } from '../api/save-position';
import { useFormSubmit } from '../../../../components/form-modal';

interface Values {
  code: string;
  name: string;
  postRank: string;
}

export function PositionFormModal({ open, record, onClose }: { open: boolean; record?: PositionRecord; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const ranks = useDictItems('position_rank');
  const save = useSavePosition();

  useEffect(() => {
    if (open)
      form.setFieldsValue(
        record ? { code: record.code, name: record.name, postRank: record.postRank ?? undefined } : { code: '', name: '', postRank: undefined },
      );
  }, [open, record, form]);

  const { submit } = useFormSubmit({
    form,
    save: (values) => save.mutateAsync({ ...values, ...(record ? { id: record.id, version: record.version } : {}) }),
    success: record ? '编辑成功' : '添加成功',
    onSaved: onClose,
  });

  return (
    <Modal
      title={record ? '编辑职务' : '新增职务'}
      open={open}
      width={520}
      okText="确定"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <DisplayRuleScope targetUrl="/system/position">
        <Form form={form} name="position-form" layout="vertical" autoComplete="off">
          <DisplayRuleItem
            label="职务编码"
            name="code"
            rules={[
              { required: true, message: '请输入职务编码' },
              { pattern: /^[A-Za-z0-9_-]+$/, message: '职务编码只能包含字母、数字、下划线和短横线' },
            ]}
          >
            <Input placeholder="如 driver" maxLength={50} />
          </DisplayRuleItem>
          <DisplayRuleItem label="职务名称" name="name" rules={[{ required: true, whitespace: true, message: '请输入职务名称' }]}>
            <Input placeholder="请输入职务名称" maxLength={100} />
          </DisplayRuleItem>
          <DisplayRuleItem label="职级" name="postRank" rules={[{ required: true, message: '请选择职级' }]}>
            <Select placeholder="请选择职级" options={(ranks.data ?? []).map((i) => ({ value: i.value, label: i.text }))} />
          </DisplayRuleItem>
        </Form>
      </DisplayRuleScope>
    </Modal>
  );
}
