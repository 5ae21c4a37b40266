/**
 * The cron editor dialog (spec 03: width 800). Edits a draft; 确定 hands it back, 取消 drops it.
 * The draft starts again from `value` each time the dialog opens.
 *
 * Props: open, value, onOk(value), onCancel, hideSecond, hideYear, title (default 'Cron 表达式').
 */
import { useEffect, useState } from 'react';
import { Modal } from 'antd';
import { CronEditor } from './cron-editor';
import type { CronShape } from './cron-expression';

export const CRON_MODAL_WIDTH = 800;

interface CronEditorModalProps extends CronShape {
  open: boolean;
  value?: string;
  title?: string;
  onOk(value: string): void;
  onCancel(): void;
}

export function CronEditorModal({ open, value, title = 'Cron 表达式', onOk, onCancel, hideSecond, hideYear }: CronEditorModalProps) {
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => {
    if (open) setDraft(value ?? '');
  }, [open, value]);

  return (
    <Modal
      title={title}
      open={open}
      width={CRON_MODAL_WIDTH}
      okText="确定"
      cancelText="取消"
      onOk={() => onOk(draft)}
      onCancel={onCancel}
      destroyOnHidden
      className="cron-editor-modal"
    >
      <CronEditor value={draft} onChange={setDraft} hideSecond={hideSecond} hideYear={hideYear} />
    </Modal>
  );
}
