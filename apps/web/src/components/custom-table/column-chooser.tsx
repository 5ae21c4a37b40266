/**
 * 列设置: a popover of checkboxes, one per column the user may hide. Ticking shows the change
 * at once; 保存 keeps it for this table, 重置 returns to the page's default, and closing the
 * popover without saving goes back to what was saved.
 */
import { Button, Checkbox, Divider, Popover, Space, Typography } from 'antd';
import { SettingOutlined } from '@ant-design/icons';

export interface ChooserColumn {
  key: string;
  label: string;
}

interface ColumnChooserProps {
  columns: ChooserColumn[];
  hidden: string[];
  open: boolean;
  onOpenChange(open: boolean): void;
  onChange(hidden: string[]): void;
  onSave(): void;
  onReset(): void;
}

export function ColumnChooser({ columns, hidden, open, onOpenChange, onChange, onSave, onReset }: ColumnChooserProps) {
  const shown = columns.filter((c) => !hidden.includes(c.key)).map((c) => c.key);
  const content = (
    <div style={{ width: 200 }} data-testid="column-chooser">
      <Checkbox
        indeterminate={shown.length > 0 && shown.length < columns.length}
        checked={shown.length === columns.length}
        onChange={(event) => onChange(event.target.checked ? [] : columns.map((c) => c.key))}
      >
        全部列
      </Checkbox>
      <Divider style={{ margin: '8px 0' }} />
      <div style={{ maxHeight: 300, overflow: 'auto' }}>
        <Checkbox.Group
          style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
          value={shown}
          options={columns.map((c) => ({ value: c.key, label: c.label }))}
          onChange={(values) => onChange(columns.map((c) => c.key).filter((key) => !values.includes(key)))}
        />
      </div>
      {shown.length === 0 && (
        <Typography.Text type="warning" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
          至少保留一列
        </Typography.Text>
      )}
      <Divider style={{ margin: '8px 0' }} />
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button size="small" onClick={onReset}>
          重置
        </Button>
        <Button size="small" type="primary" disabled={shown.length === 0} onClick={onSave}>
          保存
        </Button>
      </Space>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title="列设置" open={open} onOpenChange={onOpenChange} content={content}>
      <Button icon={<SettingOutlined />}>列设置</Button>
    </Popover>
  );
}
