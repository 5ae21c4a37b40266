/** A labelled row of a section (antd Form.Item layout, label tied to the control for screen readers and tests). */
import { Form } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { CommitInput, type CommitInputProps } from './commit-input';

export interface PanelFieldProps {
  label: string;
  /** the id of the control (the label's htmlFor) */
  htmlFor?: string;
  error?: string;
  help?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

export function PanelField({ label, htmlFor, error, help, required, children }: PanelFieldProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={htmlFor}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error ?? help}
      style={{ marginBottom: 12 }}
    >
      {children}
    </Form.Item>
  );
}

/** A labelled CommitInput showing its own error. */
export function TextField({
  label,
  required,
  help,
  ...input
}: Omit<CommitInputProps, 'id' | 'onError'> & { label: string; required?: boolean; help?: ReactNode }) {
  const id = useId();
  const [error, setError] = useState<string>();
  return (
    <PanelField label={label} htmlFor={id} error={error} required={required} help={help}>
      <CommitInput id={id} onError={setError} {...input} />
    </PanelField>
  );
}

/** Sections lay their fields out vertically, without a form store (values live in the diagram). */
export const SectionForm = ({ children }: { children: ReactNode }) => (
  <Form layout="vertical" component="div" size="small">
    {children}
  </Form>
);
