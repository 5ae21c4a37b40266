/** 个性化 (account/settings/Custom): theme and layout choices, applied by reloading the shell. */
import { Button, Form, Radio, Select, Space, Switch, Typography } from 'antd';
import { PRIMARY_COLORS, readCustomSettings, writeCustomSettings, type CustomSettings } from '../components/custom-settings';
import { SettingsLayout } from '../components/settings-layout';

export default function CustomPage({ title }: { title: string }) {
  const [form] = Form.useForm<CustomSettings>();
  return (
    <SettingsLayout title={title}>
      <Typography.Paragraph type="secondary">这些设置保存在本浏览器中，与右上角“系统设置”抽屉相同；保存后页面会重新加载以应用。</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 420 }}
        initialValues={readCustomSettings()}
        name="custom-setting"
        onFinish={(values) => {
          writeCustomSettings(values);
          window.location.reload();
        }}
      >
        <Form.Item name="navTheme" label="菜单风格">
          <Radio.Group
            options={[
              { value: 'dark', label: '暗色' },
              { value: 'light', label: '亮色' },
            ]}
            optionType="button"
          />
        </Form.Item>
        <Form.Item name="layout" label="导航模式">
          <Radio.Group
            options={[
              { value: 'sidemenu', label: '侧边栏导航' },
              { value: 'topmenu', label: '顶部栏导航' },
            ]}
            optionType="button"
          />
        </Form.Item>
        <Form.Item name="primaryColor" label="主题色">
          <Select
            options={PRIMARY_COLORS.map((c) => ({
              value: c.value,
              label: (
                <Space>
                  <span style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 2, background: c.value }} />
                  {c.label}
                </Space>
              ),
            }))}
          />
        </Form.Item>
        <Form.Item name="fixedHeader" label="固定 Header" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="multipage" label="多页签模式" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          保存并应用
        </Button>
      </Form>
    </SettingsLayout>
  );
}
