/**
 * The toolbar: the items options.toolbar lists (spec 02 "Toolbar items"), in the spec's order,
 * then the lint button, the simulation toggle, 保存 and the configuration button on the right.
 */
import {
  CompressOutlined,
  CopyOutlined,
  DownloadOutlined,
  EyeOutlined,
  FileAddOutlined,
  FileImageOutlined,
  FolderOpenOutlined,
  ImportOutlined,
  RedoOutlined,
  UndoOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { TOOLBAR_ITEMS, type ToolbarItem } from '../options';
import type { ShellText } from './i18n';

const ICONS: Record<ToolbarItem, ReactNode> = {
  open: <FolderOpenOutlined />,
  create: <FileAddOutlined />,
  fit: <CompressOutlined />,
  zoomIn: <ZoomInOutlined />,
  zoomOut: <ZoomOutOutlined />,
  undo: <UndoOutlined />,
  redo: <RedoOutlined />,
  importXml: <ImportOutlined />,
  previewXml: <EyeOutlined />,
  getXml: <CopyOutlined />,
  downloadXml: <DownloadOutlined />,
  downloadSvg: <FileImageOutlined />,
};

/** Dividers between the groups of the spec's list: file, view, history, XML. */
const GROUP_ENDS = new Set<ToolbarItem>(['create', 'zoomOut', 'redo']);

export interface DesignerToolbarProps {
  items: ToolbarItem[];
  text: ShellText;
  disabled?: Partial<Record<ToolbarItem, boolean>>;
  onItem(item: ToolbarItem): void;
  /** the right-hand side: lint, simulation, save, settings */
  extra?: ReactNode;
}

export function DesignerToolbar({ items, text, disabled = {}, onItem, extra }: DesignerToolbarProps) {
  const shown = TOOLBAR_ITEMS.filter((item) => items.includes(item));
  return (
    <div className="bus-designer-toolbar" role="toolbar">
      <Space size={4} wrap>
        {shown.map((item) => (
          <span key={item} className={GROUP_ENDS.has(item) ? 'bus-toolbar-group-end' : undefined}>
            <Tooltip title={text.toolbar[item]}>
              <Button
                size="small"
                type="text"
                icon={ICONS[item]}
                aria-label={text.toolbar[item]}
                data-toolbar-item={item}
                disabled={disabled[item]}
                onClick={() => onItem(item)}
              />
            </Tooltip>
          </span>
        ))}
      </Space>
      <Space size={8} wrap className="bus-designer-toolbar-extra">
        {extra}
      </Space>
    </div>
  );
}
