import type { ApiReply } from '@bus/contracts';
import { getReply } from '../../../../lib/http';

/** Form field -> column name for GET /sys/duplicate/check?tableName=sys_user. */
export const DUPLICATE_FIELDS = { username: 'username', workNo: 'work_no', phone: 'phone', idCard: 'id_card' } as const;
export type DuplicateField = keyof typeof DUPLICATE_FIELDS;

/**
 * Null when the value is free, else the server's message. A failing check (endpoint missing,
 * network) does not block the form: the server checks again on save.
 */
export async function checkDuplicate(field: DuplicateField, value: string, dataId?: string): Promise<string | null> {
  let reply: ApiReply<unknown>;
  try {
    reply = await getReply<unknown>('/sys/duplicate/check', {
      params: { tableName: 'sys_user', fieldName: DUPLICATE_FIELDS[field], fieldVal: value, dataId },
      skipErrorHandler: true,
    });
  } catch (error) {
    const body = (error as { body?: ApiReply<unknown>; status?: number }).body;
    if (body && body.success === false && (error as { status?: number }).status === 200) return body.message;
    return null;
  }
  return reply.success ? null : reply.message || '该值不可用，系统中已存在！';
}
