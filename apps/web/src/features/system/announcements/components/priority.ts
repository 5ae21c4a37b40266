import type { UserAnnouncement } from '@bus/contracts';

export const PRIORITY_TAGS: Record<UserAnnouncement['priority'], { text: string; color: string }> = {
  L: { text: '一般消息', color: 'blue' },
  M: { text: '重要消息', color: 'orange' },
  H: { text: '紧急消息', color: 'red' },
};
