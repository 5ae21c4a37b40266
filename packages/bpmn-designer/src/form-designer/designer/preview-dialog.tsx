/** The preview: the draft rendered by FormRenderer, the very code that renders it at process start. */
import { useRef, useState } from 'react';
import { Button, Modal, Space } from 'antd';
import type { FormSchema, FormValues } from '../schema/types';
import { FormRenderer, type FormRendererHandle } from '../renderer/form-renderer';

export function PreviewDialog({ open, schema, onClose }: { open: boolean; schema: FormSchema; onClose(): void }) {
  const renderer = useRef<FormRendererHandle>(null);
  const [checked, setChecked] = useState<FormValues>();
  const close = () => {
    setChecked(undefined);
    onClose();
  };
  const check = async () => {
    setChecked(undefined);
    try {
      setChecked(await renderer.current!.validate());
    } catch {
      // the form shows each error beside its field
    }
  };
  return (
    <Modal
      title="表单预览"
      open={open}
      width={960}
      onCancel={close}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={check}>校验</Button>
          <Button type="primary" onClick={close}>
            关闭
          </Button>
        </Space>
      }
    >
      <FormRenderer ref={renderer} name="fd-preview" schema={schema} />
      {checked && (
        <div className="fd-preview-values">
          <div className="fd-preview-values-title">校验通过，提交的数据：</div>
          <pre>{JSON.stringify(checked, null, 2)}</pre>
        </div>
      )}
    </Modal>
  );
}
