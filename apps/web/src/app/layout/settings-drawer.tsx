/** Layout settings drawer (spec 01 section 2.8): every option applies live and is stored. */
import { memo, type CSSProperties, type ReactNode } from 'react';
import { Alert, Button, Divider, Drawer, List, Radio, Select, Switch, Tooltip, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { accessiblePrimary } from '../antd-theme';
import { THEME_COLORS, disabledControls } from '../settings/settings-rules';
import { useSettingsStore } from '../settings/settings-store';

export const SettingsDrawer = memo(function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const settings = useSettingsStore();
  const { update } = settings;
  const disabled = disabledControls(settings);

  const primary = accessiblePrimary(settings.primaryColor);

  // rows through dataSource, so antd puts its <li> items in a list (axe: listitem)
  const rows = (items: { label: string; control: ReactNode; tip?: string }[], style?: CSSProperties) => (
    <List
      split={false}
      style={style}
      dataSource={items}
      renderItem={({ label, control, tip }) => (
        <List.Item actions={[control]}>
          <Tooltip title={tip}>
            <span>{label}</span>
          </Tooltip>
        </List.Item>
      )}
    />
  );

  // a setting switched on and off (disabled where another setting rules it out)
  const toggle = (label: string, key: 'fixedHeader' | 'autoHideHeader' | 'fixSiderbar' | 'colorWeak' | 'multipage', tip?: string) => ({
    label,
    tip,
    control: (
      <Switch
        size="small"
        aria-label={label}
        disabled={key === 'autoHideHeader' || key === 'fixSiderbar' ? disabled[key] : undefined}
        checked={settings[key]}
        onChange={(value) => update({ [key]: value })}
      />
    ),
  });

  return (
    <Drawer title="系统设置" placement="right" width={300} open={open} onClose={onClose}>
      <Alert type="info" showIcon message="设置立即生效，保存在当前浏览器中，只对您自己有效" style={{ marginBottom: 16 }} />
      <h4>整体风格设置</h4>
      <Radio.Group value={settings.navTheme} onChange={(event) => update({ navTheme: event.target.value })} optionType="button" buttonStyle="solid">
        <Radio.Button value="dark">暗色菜单风格</Radio.Button>
        <Radio.Button value="light">亮色菜单风格</Radio.Button>
      </Radio.Group>
      <Divider />
      <h4>主题色</h4>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }} role="radiogroup" aria-label="主题色">
        {THEME_COLORS.map((item) => {
          const selected = item.color.toLowerCase() === settings.primaryColor.toLowerCase();
          // the colour the app will use: a swatch too light for text shows its readable shade
          return (
            <Tooltip key={item.color} title={item.key}>
              <button
                type="button"
                role="radio"
                aria-checked={selected}
                aria-label={item.key}
                onClick={() => update({ primaryColor: item.color })}
                style={{
                  width: 22,
                  height: 22,
                  borderRadius: 4,
                  border: 0,
                  cursor: 'pointer',
                  background: accessiblePrimary(item.color).shade,
                  color: '#fff',
                  padding: 0,
                }}
              >
                {selected && <CheckOutlined style={{ fontSize: 12 }} />}
              </button>
            </Tooltip>
          );
        })}
      </div>
      {primary.adjusted && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '8px 0 0' }}>
          主题色 {primary.chosen.toUpperCase()} 作文字时对比度不足 4.5:1，已加深为 {primary.shade.toUpperCase()}（WCAG 2.0 AA、GB/T 37668）
        </Typography.Paragraph>
      )}
      <Divider />
      <h4>导航模式</h4>
      <Radio.Group value={settings.layout} onChange={(event) => update({ layout: event.target.value })} optionType="button" buttonStyle="solid">
        <Radio.Button value="sidemenu">侧边栏导航</Radio.Button>
        <Radio.Button value="topmenu">顶部栏导航</Radio.Button>
      </Radio.Group>
      {rows(
        [
          {
            label: '内容区域宽度',
            tip: '流式宽度仅在顶部栏导航时可用',
            control: (
              <Select
                size="small"
                style={{ width: 80 }}
                aria-label="内容区域宽度"
                value={settings.contentWidth}
                onChange={(value) => update({ contentWidth: value })}
                options={[
                  { value: 'Fixed', label: '固定' },
                  { value: 'Fluid', label: '流式', disabled: disabled.fluidWidth },
                ]}
              />
            ),
          },
          toggle('固定 Header', 'fixedHeader'),
          toggle('下滑时隐藏 Header', 'autoHideHeader', '固定 Header 时可配置'),
          toggle('固定侧边菜单', 'fixSiderbar', '侧边栏导航时可配置'),
        ],
        { marginTop: 8 },
      )}
      <Divider />
      <h4>其他设置</h4>
      {rows([toggle('色弱模式', 'colorWeak'), toggle('多页签模式', 'multipage')])}
      <Divider />
      <Button block onClick={settings.reset}>
        恢复默认设置
      </Button>
    </Drawer>
  );
});
