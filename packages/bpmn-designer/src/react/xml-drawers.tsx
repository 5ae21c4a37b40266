/** The XML drawers (spec 02: preview and import open in drawers 60% wide). */
import { App, Button, Drawer, Input, Space } from 'antd';
import { useState } from 'react';
import { copyText } from './diagram-actions';
import type { ShellText } from './i18n';

export function PreviewXmlDrawer({ xml, open, onClose, text }: { xml: string; open: boolean; onClose(): void; text: ShellText }) {
  const { message } = App.useApp();
  return (
    <Drawer
      title={text.previewTitle}
      open={open}
      onClose={onClose}
      width="60%"
      extra={
        <Button onClick={async () => ((await copyText(xml)) ? message.success(text.copySuccess) : undefined)} data-testid="preview-copy">
          {text.copy}
        </Button>
      }
    >
      <pre className="bus-xml-preview" data-testid="xml-preview">
        {xml}
      </pre>
    </Drawer>
  );
}

export function ImportXmlDrawer({ open, onClose, onImport, text }: { open: boolean; onClose(): void; onImport(xml: string): Promise<void>; text: ShellText }) {
  const { message } = App.useApp();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!value.trim()) {
      message.warning(text.importEmpty);
      return;
    }
    setBusy(true);
    try {
      await onImport(value);
      setValue('');
      onClose();
    } catch (error) {
      message.error(`${text.importFailed}${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Drawer
      title={text.importTitle}
      open={open}
      onClose={onClose}
      width="60%"
      extra={
        <Space>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="primary" loading={busy} onClick={submit} data-testid="import-submit">
            {text.importAction}
          </Button>
        </Space>
      }
    >
      <Input.TextArea
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={text.importPlaceholder}
        className="bus-xml-input"
        autoSize={{ minRows: 24 }}
        data-testid="import-xml"
      />
    </Drawer>
  );
}
