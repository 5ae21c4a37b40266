/**
 * 主题设置 (isps/ThemeSetting): the passenger app's colours (primary, accent, navigation bar and its
 * text) with a preview, saved with the version read; the bar's text must be readable on it (4.5:1).
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Form, Row, Typography } from 'antd';
import {
  contrastRatio,
  ISPS_THEME_SETTING_PERMS,
  MIN_TEXT_CONTRAST,
  type ProjectSettingRecord,
  type ThemeSettingRecord,
  type ThemeSettingSave,
} from '@bus/contracts';
import { HexColorPicker, SettingFooter, useSettingForm } from '../../../../components/resource-kit';
import { getReply, unwrap } from '../../../../lib/http';
import { ThemePreview } from '../components/theme-preview';

const queryKey = ['isps', 'themeSetting'] as const;
const COLORS: ReadonlyArray<[keyof ThemeSettingSave, string, string]> = [
  ['primaryColor', '主色', '按钮、选中项和链接'],
  ['accentColor', '辅助色', '优惠标签和提醒'],
  ['navBarColor', '导航栏颜色', 'APP 顶部导航栏的底色'],
  ['navTextColor', '导航栏文字颜色', '导航栏上的标题与图标'],
];

export default function ThemeSettingPage({ title }: { title: string }) {
  const { setting, form, submit, submitting, editable } = useSettingForm<ThemeSettingSave, ThemeSettingRecord>({
    api: '/isps/theme',
    queryKey,
    editCode: ISPS_THEME_SETTING_PERMS.edit,
  });
  // the preview's bar shows the app's name when the user may read 项目设置
  const project = useQuery({
    queryKey: ['isps', 'projectSetting'],
    queryFn: async () => unwrap(await getReply<ProjectSettingRecord>('/isps/projectSetting/get', { skipErrorHandler: true })),
    retry: false,
  });
  const appName = project.data?.appName;
  const colors = Form.useWatch([], form) ?? {};
  const ratio = colors.navTextColor && colors.navBarColor ? contrastRatio(colors.navTextColor, colors.navBarColor) : null;

  return (
    <Card title={title} loading={setting.isLoading} style={{ maxWidth: 900 }}>
      <Row gutter={32}>
        <Col flex="1 1 360px">
          <Form form={form} name="theme-setting" layout="vertical" disabled={!editable} autoComplete="off">
            {COLORS.map(([name, label, help]) => (
              <Form.Item key={name} label={label} name={name} extra={help} rules={[{ required: true, message: `请选择${label}` }]}>
                <HexColorPicker disabled={!editable} />
              </Form.Item>
            ))}
            {ratio !== null && ratio < MIN_TEXT_CONTRAST && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 16 }}
                message={`导航栏文字与底色的对比度为 ${ratio.toFixed(1)}，低于 ${MIN_TEXT_CONTRAST}，乘客可能看不清，保存时会被拒绝`}
              />
            )}
            <SettingFooter setting={setting} submit={submit} submitting={submitting} editable={editable} />
          </Form>
        </Col>
        <Col flex="0 0 260px">
          <Typography.Title level={5}>预览</Typography.Title>
          <ThemePreview colors={colors} appName={appName} />
        </Col>
      </Row>
    </Card>
  );
}
