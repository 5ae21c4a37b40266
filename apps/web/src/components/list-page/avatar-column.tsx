import { Avatar, type TableColumnType } from 'antd';
import { UserOutlined } from '@ant-design/icons';

/** 头像: a user's picture (the person icon when they have none), as the lists of users show it. */
export function avatarColumn<T>(): TableColumnType<T> {
  return {
    title: '头像',
    dataIndex: 'avatar',
    key: 'avatar',
    width: 70,
    align: 'center',
    render: (src: string | null) => <Avatar src={src || undefined} icon={<UserOutlined />} />,
  };
}
