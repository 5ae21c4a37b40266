import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FoundFile } from '@bus/contracts';
import { getReply, unwrap } from '../../../lib/http';

export interface ServiceRef {
  serviceId: string;
  serviceCode?: string;
  twoServiceCode?: string;
}

/** Every list of stored files starts with this key; uploads and deletes invalidate it. */
export const storedFilesQueryKey = ['stored-files'] as const;

/** GET /file-upload/find-by-service: the files attached to one business record. */
export async function findFilesByService({ serviceId, serviceCode = 'default', twoServiceCode = 'default' }: ServiceRef): Promise<FoundFile[]> {
  return unwrap(await getReply<FoundFile[]>('/file-upload/find-by-service', { params: { serviceId, serviceCode, twoServiceCode } }));
}

export const filesByServiceQueryOptions = (ref: ServiceRef) =>
  queryOptions({
    queryKey: [...storedFilesQueryKey, ref.serviceId, ref.serviceCode ?? 'default', ref.twoServiceCode ?? 'default'],
    queryFn: () => findFilesByService(ref),
  });

export function useFilesByService(ref: ServiceRef, enabled = true) {
  return useQuery({ ...filesByServiceQueryOptions(ref), enabled: enabled && Boolean(ref.serviceId) });
}
