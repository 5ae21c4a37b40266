/** Import and export of the schema as JSON (to move a form between processes or keep a copy). */
import { useState } from 'react';
import { Alert, Button, Input, Modal, Space } from 'antd';
import { parseSchemaJson, stringifySchema } from '../schema/schema-json';
import type { FormSchema } from '../schema/types';

export function ImportJsonDialog({ open, onImport, onClose }: { open: boolean; onImport(schema: FormSchema): void; onClose(): void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    setText('');
    setError(undefined);
    onClose();
  };
  const confirm = () => {
    const result = parseSchemaJson(text);
    if (!result.ok) return setError(result.error);
    onImport(result.schema);
    close();
  };
  return (
    <Modal title="导入 JSON" open={open} width={720} okText="导入" cancelText="取消" onOk={confirm} onCancel={close} destroyOnHidden>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Input.TextArea aria-label="表单 JSON" rows={18} value={text} placeholder='{ "fields": [ ... ] }' onChange={(event) => setText(event.target.value)} />
    </Modal>
  );
}

export function ExportJsonDialog({ open, schema, onClose, onCopied }: { open: boolean; schema: FormSchema; onClose(): void; onCopied(): void }) {
  const json = stringifySchema(schema);
  const download = () => {
    const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'form.json';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Modal
      title="导出 JSON"
      open={open}
      width={720}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={() => navigator.clipboard.writeText(json).then(onCopied)}>复制</Button>
          <Button onClick={download}>下载</Button>
          <Button type="primary" onClick={onClose}>
            关闭
          </Button>
        </Space>
      }
    >
      <Input.TextArea aria-label="导出的 JSON" rows={18} readOnly value={json} />
    </Modal>
  );
}
