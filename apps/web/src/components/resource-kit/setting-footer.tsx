/**
 * The end of a settings page (useSettingForm): who saved it last and when, and 保存 for whoever
 * may edit it.
 */
import { Button, Typography } from 'antd';
import type { useSettingForm } from './use-setting-form';

type SettingForm = Pick<ReturnType<typeof useSettingForm>, 'setting' | 'submit' | 'submitting' | 'editable'>;

export function SettingFooter({ setting, submit, submitting, editable }: SettingForm) {
  const saved = setting.data as { updateBy?: string | null; updateTime?: string | null } | undefined;
  return (
    <>
      {saved?.updateTime && (
        <Typography.Paragraph type="secondary">
          最近由 {saved.updateBy} 于 {saved.updateTime} 保存
        </Typography.Paragraph>
      )}
      {editable && (
        <Button type="primary" loading={submitting} onClick={() => void submit()}>
          保存
        </Button>
      )}
    </>
  );
}
