import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toSaveRequest, type FormValues } from '../components/announcement-form-values';

const base: FormValues = { titile: '停运通知', msgCategory: '1', priority: 'M', msgType: 'ALL', msgContent: '<p>x</p>' };
const users = [
  { id: 'u1', username: 'lina', realname: '李娜' },
  { id: 'u2', username: 'wuxia', realname: '吴霞' },
];

describe('toSaveRequest', () => {
  it('sends no user ids to everyone, and the chosen ids to chosen users', () => {
    expect(toSaveRequest(base, users).userIds).toBeNull();
    expect(toSaveRequest({ ...base, msgType: 'USER' }, users).userIds).toBe('u1,u2');
  });
  it('formats the time range and allows an open end', () => {
    const start = dayjs('2026-03-02 08:00:00');
    expect(toSaveRequest({ ...base, range: [start, null] }, [])).toMatchObject({ startTime: '2026-03-02 08:00:00', endTime: null });
  });
  it('keeps the page to open only for the url open type', () => {
    expect(toSaveRequest({ ...base, openType: 'url', openPage: '/system/user' }, []).openPage).toBe('/system/user');
    expect(toSaveRequest({ ...base, openType: 'component', openPage: '/system/user' }, []).openPage).toBeNull();
  });
});
