import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../lib/http';
import { storedFilesQueryKey } from './find-files-by-service';

/** DELETE /sys/common/file: the uploader removes one of their files. */
export async function deleteStoredFile(id: string): Promise<void> {
  unwrap((await http.delete<ApiReply<null>>('/sys/common/file', { params: { id } })).data);
}

export function useDeleteStoredFile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteStoredFile, onSuccess: () => client.invalidateQueries({ queryKey: storedFilesQueryKey }) });
}
