/** 新消息通知 (account/settings/Notification): one switch per kind of message, saved at once. */
import { List, Skeleton, Switch, message } from 'antd';
import type { NotifySetting } from '@bus/contracts';
import { useNotifySetting } from '../api/get-notify-setting';
import { useSaveNotifySetting } from '../api/save-notify-setting';
import { SettingsLayout } from '../components/settings-layout';

const ITEMS: Array<{ key: keyof NotifySetting; title: string; description: string }> = [
  { key: 'announcementEnabled', title: '通知公告', description: '系统通告发布后在右上角铃铛中提醒' },
  { key: 'systemMessageEnabled', title: '系统消息', description: '发给我的系统消息' },
  { key: 'todoEnabled', title: '待办任务', description: '流程待办将以站内信的形式通知' },
  { key: 'emailEnabled', title: '邮件通知', description: '重要消息同时发送到绑定的邮箱' },
  { key: 'smsEnabled', title: '短信通知', description: '紧急消息同时发送短信到绑定的手机' },
];

export default function NotificationPage({ title }: { title: string }) {
  const setting = useNotifySetting();
  const save = useSaveNotifySetting();
  return (
    <SettingsLayout title={title}>
      {!setting.data ? (
        <Skeleton active />
      ) : (
        <List
          itemLayout="horizontal"
          dataSource={ITEMS}
          renderItem={(item) => (
            <List.Item
              actions={[
                <Switch
                  key="switch"
                  aria-label={item.title}
                  checkedChildren="开"
                  unCheckedChildren="关"
                  checked={setting.data[item.key]}
                  loading={save.isPending}
                  onChange={(checked) =>
                    void save.mutateAsync({ ...setting.data, [item.key]: checked }).then(() => message.success(`${item.title}已${checked ? '开启' : '关闭'}`))
                  }
                />,
              ]}
            >
              <List.Item.Meta title={item.title} description={item.description} />
            </List.Item>
          )}
        />
      )}
    </SettingsLayout>
  );
}
