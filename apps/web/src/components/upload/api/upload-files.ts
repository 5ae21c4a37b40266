import type { ApiReply, UploadBiz, UploadResult } from '@bus/contracts';
import { http } from '../../../lib/http';

export interface UploadFilesInput {
  files: Blob[] | File[];
  /** 'file' (one file: avatar, rich text, cells) or 'files' (the file widget) */
  field?: 'file' | 'files';
  biz?: UploadBiz;
  /** '1' for the rich-text editor (biz jeditor) */
  jeditor?: '1';
  serviceId?: string;
  serviceCode?: string;
  twoServiceCode?: string;
  onProgress?(percent: number): void;
  signal?: AbortSignal;
}

/**
 * POST /sys/common/upload (multipart) through the shared client, so the access token and tenant
 * headers go with it. Errors are left to the widget (it shows the server's message).
 */
export async function uploadFiles(input: UploadFilesInput): Promise<ApiReply<UploadResult>> {
  const body = new FormData();
  const field = input.field ?? 'file';
  if (input.biz) body.append('biz', input.biz);
  if (input.jeditor) body.append('jeditor', input.jeditor);
  if (input.serviceId) body.append('serviceId', input.serviceId);
  if (input.serviceCode) body.append('serviceCode', input.serviceCode);
  if (input.twoServiceCode) body.append('twoServiceCode', input.twoServiceCode);
  for (const file of input.files) body.append(field, file, (file as File).name ?? 'file');
  const response = await http.post<ApiReply<UploadResult>>('/sys/common/upload', body, {
    skipErrorHandler: true,
    signal: input.signal,
    onUploadProgress: (event) => {
      if (event.total) input.onProgress?.(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    },
  });
  return response.data;
}
