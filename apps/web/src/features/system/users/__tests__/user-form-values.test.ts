import { describe, expect, it } from 'vitest';
import type { UserRecord } from '@bus/contracts';
import { formFieldOf, toAddRequest, toEditRequest, toFormValues, type UserFormValues } from '../components/user-form-values';

const values: UserFormValues = {
  username: ' xiaoming ',
  realname: '小明',
  workNo: 'JC30001',
  password: 'Init-pass-2024',
  confirmpassword: 'Init-pass-2024',
  phone: '',
  email: ' xm@example.com ',
  idCard: '42010219900307001x',
  status: 1,
  roleIds: ['r1', 'r2'],
  departIds: ['d1'],
};

describe('user form values', () => {
  it('sends ids comma-joined, blanks as null, trimmed text and an upper-case ID card', () => {
    expect(toAddRequest(values)).toMatchObject({
      username: 'xiaoming',
      phone: null,
      email: 'xm@example.com',
      idCard: '42010219900307001X',
      selectedroles: 'r1,r2',
      selecteddeparts: 'd1',
      password: 'Init-pass-2024',
    });
  });

  it('edits carry id and version and no password', () => {
    const request = toEditRequest(values, { id: 'u1', version: 3 });
    expect(request).toMatchObject({ id: 'u1', version: 3 });
    expect(request).not.toHaveProperty('password');
  });

  it('reads a record back with its roles and departments', () => {
    const record = { id: 'u1', username: 'lina', realname: '李娜', workNo: null, status: 2, version: 1 } as UserRecord;
    expect(toFormValues(record, { roleIds: ['r'], departIds: [] })).toMatchObject({ username: 'lina', workNo: '', status: 2, roleIds: ['r'] });
  });

  it('maps server field names to form fields', () => {
    expect(formFieldOf('selectedroles')).toBe('roleIds');
    expect(formFieldOf('selecteddeparts')).toBe('departIds');
    expect(formFieldOf('phone')).toBe('phone');
  });
});
