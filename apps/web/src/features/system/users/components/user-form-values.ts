import type { UserAddRequest, UserEditRequest, UserRecord } from '@bus/contracts';

/** What the user form holds: ids as arrays, the birthday as text. */
export interface UserFormValues {
  username: string;
  realname: string;
  workNo: string;
  password?: string;
  confirmpassword?: string;
  phone?: string | null;
  email?: string | null;
  idCard?: string | null;
  birthday?: string | null;
  sex?: number | null;
  avatar?: string | null;
  post?: string | null;
  status: number;
  roleIds: string[];
  departIds: string[];
}

const emptyToNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/** The form's values as the add request. */
export function toAddRequest(values: UserFormValues): UserAddRequest {
  return {
    ...toCommon(values),
    password: values.password ?? '',
    confirmpassword: values.confirmpassword ?? '',
  };
}

/** The form's values as the edit request, carrying the version the record was read at. */
export function toEditRequest(values: UserFormValues, record: Pick<UserRecord, 'id' | 'version'>): UserEditRequest {
  return { ...toCommon(values), id: record.id, version: record.version };
}

function toCommon(values: UserFormValues) {
  return {
    username: values.username.trim(),
    realname: values.realname.trim(),
    workNo: values.workNo.trim(),
    phone: emptyToNull(values.phone),
    email: emptyToNull(values.email),
    idCard: emptyToNull(values.idCard)?.toUpperCase() ?? null,
    birthday: emptyToNull(values.birthday),
    sex: values.sex ?? null,
    avatar: emptyToNull(values.avatar),
    post: emptyToNull(values.post),
    status: values.status,
    selectedroles: values.roleIds.join(','),
    selecteddeparts: values.departIds.join(','),
  };
}

/** A listed record (plus its roles and departments) as form values for editing. */
export function toFormValues(record: UserRecord, links: { roleIds: string[]; departIds: string[] }): UserFormValues {
  return {
    username: record.username,
    realname: record.realname,
    workNo: record.workNo ?? '',
    phone: record.phone,
    email: record.email,
    idCard: record.idCard,
    birthday: record.birthday,
    sex: record.sex,
    avatar: record.avatar,
    post: record.post,
    status: record.status,
    roleIds: links.roleIds,
    departIds: links.departIds,
  };
}

/** Form names of the request fields the server may name in a 422. */
export const FORM_FIELD_OF: Record<string, keyof UserFormValues> = {
  selectedroles: 'roleIds',
  selecteddeparts: 'departIds',
};

export const formFieldOf = (field: string): string => FORM_FIELD_OF[field] ?? field;
