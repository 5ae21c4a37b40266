import { http, saveBlob } from '../../../lib/http';

/**
 * GET /sys/common/file-preview?id&preview: the stored file as a Blob (the route needs the session
 * header, so it is fetched rather than linked). preview=true shows images and pdf inline.
 */
export async function getStoredFile(id: string, preview = true): Promise<Blob> {
  const response = await http.get<Blob>('/sys/common/file-preview', { params: { id, preview: String(preview) }, responseType: 'blob' });
  return response.data;
}

export async function downloadStoredFile(id: string, fileName: string): Promise<void> {
  saveBlob(await getStoredFile(id, false), fileName);
}
