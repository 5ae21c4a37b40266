/**
 * The rich-text field. The web app's editor (apps/web components) is out of this package's
 * reach, so the field edits HTML source in a textarea with a small tag toolbar and shows a
 * sanitised live preview; read-only shows the preview alone. The source is kept as typed (a
 * half-typed tag must survive the next keystroke); the server sanitises before storing.
 */
import { useRef, type ReactNode } from 'react';
import { LinkOutlined } from '@ant-design/icons';
import { Button, Input, Space, Tooltip } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { sanitizeHtml } from '../sanitize/sanitize-html';

interface RichTextInputProps {
  id?: string;
  value?: string;
  onChange?(value: string): void;
  disabled?: boolean;
  rows?: number;
  placeholder?: string;
}

const TOOLS: { label: ReactNode; title: string; open: string; close: string }[] = [
  { label: 'B', title: '加粗', open: '<strong>', close: '</strong>' },
  { label: 'I', title: '斜体', open: '<em>', close: '</em>' },
  { label: 'U', title: '下划线', open: '<u>', close: '</u>' },
  { label: 'H', title: '标题', open: '<h3>', close: '</h3>' },
  { label: '¶', title: '段落', open: '<p>', close: '</p>' },
  { label: '•', title: '列表', open: '<ul>\n  <li>', close: '</li>\n</ul>' },
  { label: <LinkOutlined />, title: '链接', open: '<a href="https://">', close: '</a>' },
];

export function RichTextPreview({ html }: { html: string | undefined }) {
  // sanitizeHtml keeps only allowlisted tags and safe URLs, so this markup cannot run script
  return <div className="fd-rich-preview" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html ?? '') }} />;
}

export function RichTextInput({ id, value, onChange, disabled, rows = 6, placeholder }: RichTextInputProps) {
  const ref = useRef<TextAreaRef>(null);
  const source = typeof value === 'string' ? value : '';
  if (disabled) return <RichTextPreview html={source} />;

  const wrap = (open: string, close: string) => {
    const area = ref.current?.resizableTextArea?.textArea;
    const start = area?.selectionStart ?? source.length;
    const end = area?.selectionEnd ?? source.length;
    onChange?.(source.slice(0, start) + open + source.slice(start, end) + close + source.slice(end));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + open.length, end + open.length);
    });
  };

  return (
    <div className="fd-rich-text">
      <Space size={4} className="fd-rich-toolbar">
        {TOOLS.map((tool) => (
          <Tooltip key={tool.title} title={tool.title}>
            <Button size="small" aria-label={tool.title} onClick={() => wrap(tool.open, tool.close)}>
              {tool.label}
            </Button>
          </Tooltip>
        ))}
      </Space>
      <Input.TextArea
        id={id}
        ref={ref}
        rows={rows}
        value={source}
        placeholder={placeholder ?? '输入 HTML 内容'}
        onChange={(event) => onChange?.(event.target.value)}
      />
      <div className="fd-rich-preview-title">预览</div>
      <RichTextPreview html={source} />
    </div>
  );
}
