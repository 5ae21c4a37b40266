import { notification } from 'antd';
import { greetingFor } from '../../../../lib/greeting';

/** 欢迎 after sign-in, below the header (64 px), so the bell, the user menu and (on a phone) the menu button stay free. */
export function showWelcome(): void {
  notification.success({ message: '欢迎', description: `${greetingFor()}，欢迎回来`, duration: 3, placement: 'bottomRight' });
}
