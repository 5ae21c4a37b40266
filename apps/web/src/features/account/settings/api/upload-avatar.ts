import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';

/** POST /sys/common/upload (biz=avatar); resolves to the URL the image is served at. */
export async function uploadAvatar(file: File): Promise<string> {
  const body = new FormData();
  body.append('biz', 'avatar');
  body.append('file', file);
  return unwrap((await http.post<ApiReply<{ url: string }>>('/sys/common/upload', body)).data).url;
}
