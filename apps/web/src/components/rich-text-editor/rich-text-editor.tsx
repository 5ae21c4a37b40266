/**
 * Rich text editor (Tiptap + StarterKit + inline images), Chinese toolbar, 300 px high by default
 * (spec 03 section 9). Loaded lazily through index.tsx so the editor's code only ships with the
 * pages that use it. Images are uploaded to biz 'jeditor' and embedded by URL (insert-image-button).
 * The server sanitises what it stores.
 */
import { useEffect } from 'react';
import { Button, Space, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { ImageNode } from './image-node';
import { InsertImageButton } from './insert-image-button';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  value?: string | null;
  onChange?(html: string): void;
  placeholder?: string;
  minHeight?: number;
  id?: string;
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
    }),
  });
  const item = (title: string, active: boolean, icon: React.ReactNode, run: () => void) => (
    <Tooltip title={title} key={title}>
      <Button size="small" type={active ? 'primary' : 'text'} icon={icon} aria-label={title} onMouseDown={(e) => e.preventDefault()} onClick={run} />
    </Tooltip>
  );
  const chain = () => editor.chain().focus();
  return (
    <Space size={2} wrap style={{ padding: 4, borderBottom: '1px solid #f0f0f0', width: '100%', boxSizing: 'border-box' }}>
      {item('加粗', state.bold, <BoldOutlined />, () => chain().toggleBold().run())}
      {item('斜体', state.italic, <ItalicOutlined />, () => chain().toggleItalic().run())}
      {item('下划线', state.underline, <UnderlineOutlined />, () => chain().toggleUnderline().run())}
      {item('删除线', state.strike, <StrikethroughOutlined />, () => chain().toggleStrike().run())}
      <Tooltip title="标题">
        <Button
          size="small"
          type={state.h2 ? 'primary' : 'text'}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          H
        </Button>
      </Tooltip>
      {item('无序列表', state.bullet, <UnorderedListOutlined />, () => chain().toggleBulletList().run())}
      {item('有序列表', state.ordered, <OrderedListOutlined />, () => chain().toggleOrderedList().run())}
      <InsertImageButton editor={editor} />
      {item('撤销', false, <UndoOutlined />, () => chain().undo().run())}
      {item('重做', false, <RedoOutlined />, () => chain().redo().run())}
    </Space>
  );
}

export default function RichTextEditor({ value, onChange, minHeight = 300, id }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }), ImageNode],
    content: value ?? '',
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
    editorProps: { attributes: { class: 'rich-text-editor-content', style: `min-height:${minHeight}px;padding:8px 12px;outline:none`, ...(id ? { id } : {}) } },
  });

  // a value set from outside (the form loading a record) replaces the content
  useEffect(() => {
    // useEditor may hand over a destroyed instance for one render while it makes a new one
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if ((value ?? '') !== current) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  return (
    <div data-testid="rich-text-editor" style={{ border: '1px solid #d9d9d9', borderRadius: 6, background: '#fff' }}>
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}
