import { getReply } from '../../../../lib/http';

/** GET /sys/role/checkRoleCode: true when the code is free (for the form's async rule). */
export async function isRoleCodeAvailable(roleCode: string, id?: string): Promise<boolean> {
  const reply = await getReply<boolean>('/sys/role/checkRoleCode', { params: { roleCode, id }, skipErrorHandler: true });
  return reply.result === true;
}
