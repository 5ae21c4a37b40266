/**
 * Prompt dialog (spec 03 section 4 "Prompt dialog"): asks for one value checked against the
 * caller's rules. OK (or Enter) validates; an async onOk keeps the dialog open with a loading
 * OK button until it settles, a sync one runs and the dialog closes. A failing onOk keeps it
 * open and shows the error under the input. Cancel runs onCancel and closes.
 *
 * Use through `usePrompt()`:
 *   const [prompt, promptHolder] = usePrompt();
 *   prompt({ title: '重命名线路', label: '线路名称', rules: [{ required: true, message: '请输入线路名称' }],
 *            onOk: async (name) => { await rename(name); } });
 *   return <>{promptHolder}...</>;
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, Input, Modal, type FormRule } from 'antd';

export interface PromptOptions {
  title: ReactNode;
  /** label of the input */
  label?: ReactNode;
  placeholder?: string;
  defaultValue?: string;
  rules?: FormRule[];
  okText?: string;
  cancelText?: string;
  maxLength?: number;
  /** sync: runs and the dialog closes; async: the dialog waits (loading) and closes when it resolves */
  onOk?(value: string): void | Promise<unknown>;
  onCancel?(): void;
}

interface PromptDialogProps {
  options: PromptOptions | null;
  open: boolean;
  onClose(): void;
}

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : '操作失败，请重试');

export function PromptDialog({ options, open, onClose }: PromptDialogProps) {
  const [form] = Form.useForm<{ value: string }>();
  const [loading, setLoading] = useState(false);
  const alive = useRef(true);
  const busy = useRef(false);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    if (!open || !options) return;
    form.resetFields();
    form.setFieldsValue({ value: options.defaultValue ?? '' });
    setLoading(false);
  }, [open, options, form]);

  /** The checked value, or null when a rule fails. Enter right after typing can catch the
   *  form mid-validation ('outOfDate'): check again then. */
  const validValue = async (): Promise<string | null> => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        const { value } = await form.validateFields();
        return value ?? '';
      } catch (error) {
        const failure = error as { errorFields?: unknown[]; outOfDate?: boolean };
        if (!failure.outOfDate || failure.errorFields?.length) return null;
      }
    }
    return null;
  };

  const submit = async () => {
    if (!options || busy.current) return;
    busy.current = true;
    const value = await validValue();
    if (value === null) {
      busy.current = false;
      return; // the form shows which rule failed
    }
    try {
      const result = options.onOk?.(value);
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        setLoading(true);
        await result;
      }
      if (alive.current) onClose();
    } catch (error) {
      form.setFields([{ name: 'value', errors: [errorText(error)] }]);
    } finally {
      busy.current = false;
      if (alive.current) setLoading(false);
    }
  };

  const cancel = () => {
    options?.onCancel?.();
    onClose();
  };

  return (
    <Modal
      title={options?.title}
      open={open}
      okText={options?.okText ?? '确定'}
      cancelText={options?.cancelText ?? '取消'}
      confirmLoading={loading}
      onOk={() => void submit()}
      onCancel={cancel}
      maskClosable={false}
      destroyOnHidden
      className="prompt-dialog"
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="value" label={options?.label} rules={options?.rules}>
          <Input autoFocus placeholder={options?.placeholder ?? '请输入'} maxLength={options?.maxLength} onPressEnter={() => void submit()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
