/** 项目设置 (isps/ProjectSetting): the passenger app's name, service phone and logo, saved with the version read. */
import { Card, Form, Input } from 'antd';
import { IMAGE_FIELD_BIZ, ISPS_PROJECT_SETTING_PERMS, type ProjectSettingRecord, type ProjectSettingSave } from '@bus/contracts';
import { SettingFooter, useSettingForm } from '../../../../components/resource-kit';
import { ImageUpload } from '../../../../components/upload';

const queryKey = ['isps', 'projectSetting'] as const;

export default function ProjectSettingPage({ title }: { title: string }) {
  const { setting, form, submit, submitting, editable } = useSettingForm<ProjectSettingSave, ProjectSettingRecord>({
    api: '/isps/projectSetting',
    queryKey,
    editCode: ISPS_PROJECT_SETTING_PERMS.edit,
    toBody: (values) => ({ ...values, logo: values.logo || null }),
  });

  return (
    <Card title={title} loading={setting.isLoading} style={{ maxWidth: 720 }}>
      <Form form={form} name="project-setting" layout="vertical" disabled={!editable} autoComplete="off">
        <Form.Item
          label="APP 名称"
          name="appName"
          extra="显示在 APP 启动页和首页顶部"
          rules={[{ required: true, whitespace: true, message: '请输入 APP 名称' }]}
        >
          <Input maxLength={20} showCount placeholder="如 江城公交" />
        </Form.Item>
        <Form.Item
          label="客服电话"
          name="servicePhone"
          extra="乘客在 APP “联系客服”中拨打"
          rules={[{ required: true, whitespace: true, message: '请输入客服电话' }]}
        >
          <Input maxLength={20} placeholder="如 027-96390" />
        </Form.Item>
        <Form.Item label="Logo" name="logo" extra="PNG 或 JPG，建议 512×512 像素">
          <ImageUpload biz={IMAGE_FIELD_BIZ} disabled={!editable} />
        </Form.Item>
        <SettingFooter setting={setting} submit={submit} submitting={submitting} editable={editable} />
      </Form>
    </Card>
  );
}
