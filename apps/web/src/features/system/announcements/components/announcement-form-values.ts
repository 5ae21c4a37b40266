import type { Dayjs } from 'dayjs';
import type { AnnouncementSave } from '@bus/contracts';
import type { SelectedUser } from '../../../../components/pickers/select-user-modal';

export interface FormValues {
  titile: string;
  msgCategory: '1' | '2';
  priority: 'L' | 'M' | 'H';
  range?: [Dayjs | null, Dayjs | null] | null;
  msgType: 'ALL' | 'USER';
  openType?: 'component' | 'url' | null;
  openPage?: string;
  msgContent?: string;
}

export const FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** server field -> form field */
export const FIELD_OF: Record<string, string> = { startTime: 'range', endTime: 'range', userIds: 'msgType' };

export function toSaveRequest(values: FormValues, users: SelectedUser[]): AnnouncementSave {
  return {
    titile: values.titile,
    msgCategory: values.msgCategory,
    priority: values.priority,
    startTime: values.range?.[0]?.format(FORMAT) ?? null,
    endTime: values.range?.[1]?.format(FORMAT) ?? null,
    msgType: values.msgType,
    userIds: values.msgType === 'USER' ? users.map((u) => u.id).join(',') : null,
    openType: values.openType ?? null,
    openPage: values.openType === 'url' ? (values.openPage ?? null) : null,
    msgContent: values.msgContent ?? '',
  };
}
