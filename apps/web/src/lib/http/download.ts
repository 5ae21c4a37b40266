import { http, type RequestOptions } from './client';

/** Saves a Blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET a file (Excel export, error report) and save it; errors go through the shared handling. */
export async function downloadFile(url: string, fileName: string, options: RequestOptions = {}): Promise<void> {
  const response = await http.get<Blob>(url, { ...options, responseType: 'blob' });
  saveBlob(response.data, fileName);
}
