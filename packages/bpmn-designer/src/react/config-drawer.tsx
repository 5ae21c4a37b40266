/**
 * The configuration drawer (spec 02 "Configuration drawer"): language, mode, engine, start form,
 * buttons, user-selection version, lint / minimap / simulation, toolbar items, and in view mode
 * the highlight table; 复制配置 copies the options as JSON.
 */
import { CopyOutlined, FormOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Drawer, Form, Radio, Select, Space, Switch, Typography } from 'antd';
import { ENGINE_NAMES, ENGINES, LANGS, TOOLBAR_ITEMS, type DesignerOptions, type Engine } from '../options';
import { ButtonsTable } from './buttons-table';
import { copyText } from './diagram-actions';
import { HighlightTable, type HighlightTarget } from './highlight-table';
import type { ShellText } from './i18n';

const LANGUAGE_NAMES: Record<DesignerOptions['lang'], string> = { zh_CN: '中文', en_US: 'English' };

export interface ConfigDrawerProps {
  open: boolean;
  onClose(): void;
  text: ShellText;
  options: DesignerOptions;
  onChange(patch: Partial<DesignerOptions>): void;
  /** the diagram's engine; choosing another one rewrites the diagram (undoable) */
  engine: Engine;
  onEngine(engine: Engine): void;
  highlightTargets: HighlightTarget[];
  onDesignForm(): void;
}

export function ConfigDrawer({ open, onClose, text, options, onChange, engine, onEngine, highlightTargets, onDesignForm }: ConfigDrawerProps) {
  const { message } = App.useApp();
  const copy = async () => {
    if (await copyText(JSON.stringify(options, null, 2))) message.success(text.copySuccess);
  };
  return (
    <Drawer
      title={text.configTitle}
      open={open}
      onClose={onClose}
      width={560}
      className="bus-config-drawer"
      extra={
        <Button icon={<CopyOutlined />} onClick={copy} data-testid="config-copy">
          {text.copyConfig}
        </Button>
      }
    >
      <Form layout="vertical" size="small">
        <Form.Item label={text.language}>
          <Radio.Group
            value={options.lang}
            onChange={(event) => onChange({ lang: event.target.value })}
            options={LANGS.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }))}
          />
        </Form.Item>
        <Form.Item label={text.mode}>
          <Radio.Group
            value={options.mode}
            onChange={(event) => onChange({ mode: event.target.value })}
            options={(['edit', 'view'] as const).map((mode) => ({ value: mode, label: text.modes[mode] }))}
          />
        </Form.Item>
        <Form.Item label={text.engine}>
          <Select
            value={engine}
            onChange={onEngine}
            options={ENGINES.map((name) => ({ value: name, label: ENGINE_NAMES[name] }))}
            disabled={options.mode === 'view'}
            data-testid="config-engine"
          />
        </Form.Item>
        <Form.Item label={text.startForm}>
          <Space>
            <Button icon={<FormOutlined />} onClick={onDesignForm} disabled={options.mode === 'view'}>
              {text.designForm}
            </Button>
            <Typography.Text type="secondary">{text.formFieldCount(options.form.length)}</Typography.Text>
          </Space>
        </Form.Item>
        <Form.Item label={text.buttons}>
          <ButtonsTable value={options.buttons} onChange={(buttons) => onChange({ buttons })} text={text} />
        </Form.Item>
        <Form.Item label={text.userVersion}>
          <Radio.Group value={options.userVersion} onChange={(event) => onChange({ userVersion: event.target.value })} options={['v1', 'v2']} />
        </Form.Item>
        <Space size={24}>
          <Form.Item label={text.lint}>
            <Switch checked={options.lint} onChange={(lint) => onChange({ lint })} />
          </Form.Item>
          <Form.Item label={text.minimap}>
            <Switch checked={options.minimap} onChange={(minimap) => onChange({ minimap })} />
          </Form.Item>
          <Form.Item label={text.simulation}>
            <Switch checked={options.simulation} onChange={(simulation) => onChange({ simulation })} />
          </Form.Item>
        </Space>
        <Form.Item label={text.toolbarItems}>
          <Checkbox.Group
            value={options.toolbar}
            onChange={(toolbar) => onChange({ toolbar: TOOLBAR_ITEMS.filter((item) => toolbar.includes(item)) })}
            options={TOOLBAR_ITEMS.map((item) => ({ value: item, label: text.toolbar[item] }))}
          />
        </Form.Item>
        {options.mode === 'view' && (
          <Form.Item label={text.highlights}>
            <HighlightTable value={options.flows} onChange={(flows) => onChange({ flows })} targets={highlightTargets} text={text} />
          </Form.Item>
        )}
      </Form>
    </Drawer>
  );
}
