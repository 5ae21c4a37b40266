import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, UserImportResult } from '@bus/contracts';
import { downloadFile, postReply } from '../../../../lib/http';
import { usersQueryKey } from './list-users';

export const IMPORT_PARTIAL_CODE = 201;

/** POST /sys/user/importExcel (multipart). Code 201: some rows were rejected, see errorFileUrl. */
export async function importUsers(file: File): Promise<ApiReply<UserImportResult>> {
  const form = new FormData();
  form.append('file', file);
  const reply = await postReply<UserImportResult>('/sys/user/importExcel', form, { skipErrorHandler: true });
  if (!reply.success) throw new Error(reply.message);
  return reply;
}

export const downloadImportErrors = (url: string) => downloadFile(url, '用户导入失败.xlsx');

export function useImportUsers() {
  const client = useQueryClient();
  return useMutation({ mutationFn: importUsers, onSettled: () => client.invalidateQueries({ queryKey: usersQueryKey }) });
}
